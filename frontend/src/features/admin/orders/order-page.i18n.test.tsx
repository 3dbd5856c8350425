// Issue 18: the dashboard's order page in Kannada and Hindi — its own texts (fulfilment moves, refunds, returns,
// duplicates, invoices, the packing slip) come from the catalogues, amounts stay en-IN rupees, and what is sent
// to the server (fulfilment states, return moves) is unchanged.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { type Language } from '@/lib/i18n'
import { expectNotInPage, switchTo } from '@/testing/languages'
import { mockApi, type ApiCall } from '@/testing/mock-api'
import { makeAdminOrderDetail } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

import type { AdminOrderDetail, AdminReturn } from './api'

const PATH = '/api/v1/admin/orders/o_paid'
const RETURN = '/api/v1/admin/returns/ret_1'

// The order page's own English texts: none may show in another language.
const ENGLISH = [
  'Items (',
  'Total paid',
  'Fulfilment',
  'Shipping address',
  'Payment ID',
  'Provider',
  'Sandbox',
  'Print packing slip',
  'Placed ',
  'Mark packed',
  'Ship…',
  'Cancel order…',
  'Refunded ₹',
  'Being refunded',
  'Amount (₹)',
  'Reason (optional)',
  'Refund…',
  'Duplicate payments',
  'The shopper paid this order',
  'Not refunded',
  'No invoice yet',
  'Ship to',
  'From:',
  'Returns (',
  'Requested',
  'Return amount',
  'Accept',
  'Decline…',
  'Open full size',
]

const expectNoEnglish = () => expectNotInPage(ENGLISH)

async function openOrderIn(language: Language, order: () => AdminOrderDetail, answers: Record<string, (call: ApiCall) => Response> = {}) {
  const api = mockApi({
    [`GET ${PATH}`]: () => Response.json(order()),
    [`GET ${PATH}/documents`]: () => Response.json([]),
    ...answers,
  })
  await switchTo(language, { admin: true })
  renderApp({ path: '/dashboard/orders/o_paid', user: admin })
  return api
}

const refund = { id: 'r_1', amount: 50000, status: 'pending' as const, reason: 'Damaged', failure: '', createdAt: '2025-03-08T04:30:00Z' }
const twice = { paymentId: 'pay_Twice0001', amount: 245000, at: '2025-03-05T09:40:00Z', refund: null }

describe('the order page in Kannada (issue 18)', () => {
  it('shows the order, its fulfilment moves, refunds and duplicate payments in Kannada, and sends the same moves', async () => {
    let current = makeAdminOrderDetail({ refunds: [refund], refundedAmount: 50000, refundable: 195000, duplicates: [twice] })
    const api = await openOrderIn('kn', () => current, {
      [`POST ${PATH}/fulfilment`]: ({ body }) => {
        current = { ...current, fulfilment: (body as { to: AdminOrderDetail['fulfilment'] }).to }
        return Response.json(current)
      },
      [`POST ${PATH}/refunds`]: () => Response.json(current),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'ಆರ್ಡರ್ o_paid' })).toBeInTheDocument()

    const items = within(screen.getByRole('region', { name: 'ವಸ್ತುಗಳು (2)' }))
    expect(items.getByText('ಪಾವತಿಸಿದ ಒಟ್ಟು ಮೊತ್ತ')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'ರವಾನೆ ವಿಳಾಸ' })).toHaveTextContent('ಪಿನ್ 580021')
    const payment = screen.getByRole('region', { name: 'ಪಾವತಿ' })
    expect(payment).toHaveTextContent('ಪಾವತಿ ಐಡಿ')
    expect(payment).toHaveTextContent('ಸ್ಯಾಂಡ್‌ಬಾಕ್ಸ್ (ಪರೀಕ್ಷೆ)')
    expect(screen.getByRole('button', { name: 'ಪ್ಯಾಕಿಂಗ್ ಚೀಟಿ ಮುದ್ರಿಸಿ' })).toBeInTheDocument()
    expect(await screen.findByText('ಇನ್ನೂ ಇನ್‌ವಾಯ್ಸ್ ಇಲ್ಲ: ಆರ್ಡರ್‌ಗೆ ಪಾವತಿಯಾದಾಗ ನೀಡಲಾಗುತ್ತದೆ.')).toBeInTheDocument()

    // Refunds: the status, what is left, the form.
    const refunds = within(screen.getByRole('list', { name: 'ಮರುಪಾವತಿಗಳು' }))
    expect(refunds.getByRole('listitem')).toHaveTextContent('₹500.00 · ಮರುಪಾವತಿ ನಡೆಯುತ್ತಿದೆ')
    expect(screen.getByText('₹2,450.00 ರಲ್ಲಿ ₹500.00 ಮರುಪಾವತಿಯಾಗಿದೆ')).toBeInTheDocument()

    // Duplicate payments.
    const duplicates = within(screen.getByRole('list', { name: 'ಎರಡನೇ ಬಾರಿ ಆದ ಪಾವತಿಗಳು' }))
    expect(duplicates.getByRole('listitem')).toHaveTextContent('ಮರುಪಾವತಿಯಾಗಿಲ್ಲ')
    expect(duplicates.getByRole('button', { name: 'pay_Twice0001 ಮರುಪಾವತಿಸಿ' })).toBeInTheDocument()

    // The packing slip follows the admin's language too.
    const slip = screen.getByTestId('packing-slip')
    expect(slip).toHaveTextContent('ಸ್ವೀಕರಿಸುವವರು')
    expect(slip).toHaveTextContent('ಕಳುಹಿಸುವವರು: ')
    expect(slip).toHaveTextContent('Indigo Khadi Shirt (M, ಪೂರ್ಣ ತೋಳು) × 1') // the size chart's type in Kannada too
    expectNoEnglish()

    // Fulfilment moves: Kannada buttons and toasts, the same states sent.
    await userEvent.click(screen.getByRole('button', { name: 'ಪ್ಯಾಕ್ ಆಗಿದೆ ಎಂದು ಗುರುತಿಸಿ' }))
    expect(await screen.findByText('ಪ್ಯಾಕ್ ಆಗಿದೆ ಎಂದು ಗುರುತಿಸಲಾಗಿದೆ')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/fulfilment`)[0]?.body).toEqual({ to: 'packed' })
    expect(screen.getByRole('button', { name: 'ಆರ್ಡರ್ ರದ್ದುಮಾಡಿ…' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'ರವಾನಿಸಿ…' }))
    const ship = within(screen.getByRole('form', { name: 'ಆರ್ಡರ್ ರವಾನಿಸಿ' }))
    await userEvent.type(ship.getByLabelText('ಕೊರಿಯರ್'), 'India Post')
    await userEvent.type(ship.getByLabelText('ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ'), 'EK123456789IN')
    expect(ship.getByLabelText('ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ (ಐಚ್ಛಿಕ)')).toBeInTheDocument()
    await userEvent.click(ship.getByRole('button', { name: 'ರವಾನಿಸಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ' }))
    expect(await screen.findByText('ರವಾನಿಸಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಲಾಗಿದೆ')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/fulfilment`).at(-1)?.body).toMatchObject({ to: 'shipped', courier: 'India Post' })
    expect(await screen.findByRole('button', { name: 'ತಲುಪಿದೆ ಎಂದು ಗುರುತಿಸಿ' })).toBeInTheDocument()

    // A refund: the form's own message, then the confirmation and the toast, in rupees.
    const form = within(screen.getByRole('form', { name: 'ಮರುಪಾವತಿ' }))
    const amount = form.getByLabelText('ಮೊತ್ತ (₹)')
    await userEvent.clear(amount)
    await userEvent.type(amount, 'abc')
    await userEvent.click(form.getByRole('button', { name: 'ಮರುಪಾವತಿಸಿ…' }))
    expect(amount).toHaveAccessibleDescription('ರೂಪಾಯಿಗಳಲ್ಲಿ ಮೊತ್ತ ನಮೂದಿಸಿ, ಉದಾ. 499.50')
    await userEvent.clear(amount)
    await userEvent.type(amount, '100')
    await userEvent.type(form.getByLabelText('ಕಾರಣ (ಐಚ್ಛಿಕ)'), 'Late')
    await userEvent.click(form.getByRole('button', { name: 'ಮರುಪಾವತಿಸಿ…' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'ಗ್ರಾಹಕರ UPI ಖಾತೆ, ಕಾರ್ಡ್ ಅಥವಾ ಬ್ಯಾಂಕ್‌ಗೆ ₹100.00 ಮರುಪಾವತಿಸಬೇಕೆ?' }))
    await userEvent.click(confirm.getByRole('button', { name: '₹100.00 ಮರುಪಾವತಿಸಿ' }))
    expect(await screen.findByText('₹100.00 ಮರುಪಾವತಿಯನ್ನು ಪಾವತಿ ಸೇವೆಗೆ ಕಳುಹಿಸಲಾಗಿದೆ')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/refunds`)[0]?.body).toEqual({ amount: 10000, reason: 'Late' })
    expectNoEnglish()
  })

  it('shows a return and its moves in Kannada, and sends the same moves', async () => {
    const requested: AdminReturn = {
      id: 'ret_1',
      status: 'requested',
      reason: 'Damaged',
      note: 'Torn at the seam',
      lines: [{ line: 1, title: 'Indigo Khadi Shirt', size: 'M', type: 'Full Sleeve', quantity: 1, unit: 'piece', amount: 25000 }],
      amount: 25000,
      photos: [{ id: 'ph_1', url: '/api/v1/return-photos/ph_1' }],
      declineReason: '',
      requestedAt: '2025-03-10T05:30:00Z',
      decidedAt: null,
      receivedAt: null,
      refund: null,
    }
    let current = makeAdminOrderDetail({ fulfilment: 'delivered', returns: [requested] })
    const api = await openOrderIn('kn', () => current, {
      [`POST ${RETURN}/accept`]: () => {
        current = { ...current, returns: [{ ...requested, status: 'accepted' }] }
        return Response.json(current)
      },
    })
    const section = within(await screen.findByRole('region', { name: 'ಹಿಂತಿರುಗಿಸುವಿಕೆಗಳು (1)' }))
    expect(screen.getByText('ತಲುಪಿದೆ. ಮಾಡಲು ಇನ್ನೇನೂ ಇಲ್ಲ.')).toBeInTheDocument()
    expect(section.getByTestId('admin-return-status')).toHaveTextContent('ವಿನಂತಿಸಲಾಗಿದೆ — ಒಪ್ಪಿ ಅಥವಾ ತಿರಸ್ಕರಿಸಿ')
    expect(section.getByText('ಹಿಂತಿರುಗಿಸುವ ಮೊತ್ತ')).toBeInTheDocument()
    expect(section.getByTestId('admin-return-amount')).toHaveTextContent('₹250.00')
    expect(section.getByText('“Torn at the seam”')).toBeInTheDocument()

    await userEvent.click(section.getByRole('button', { name: '1 ರಲ್ಲಿ ಫೋಟೋ 1 ದೊಡ್ಡದಾಗಿ ನೋಡಿ' }))
    const viewer = within(await screen.findByRole('dialog', { name: '1 ರಲ್ಲಿ ಫೋಟೋ 1' }))
    expect(viewer.getByRole('link', { name: 'ಪೂರ್ಣ ಗಾತ್ರದಲ್ಲಿ ತೆರೆಯಿರಿ' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')

    // Declining asks for a reason first, in Kannada.
    await userEvent.click(section.getByRole('button', { name: 'ತಿರಸ್ಕರಿಸಿ…' }))
    const decline = within(section.getByRole('form', { name: 'ಹಿಂತಿರುಗಿಸುವಿಕೆಯನ್ನು ತಿರಸ್ಕರಿಸಿ' }))
    const reason = decline.getByLabelText('ಏಕೆ ತಿರಸ್ಕರಿಸಲಾಗಿದೆ? (ಗ್ರಾಹಕರು ಇದನ್ನು ಓದುತ್ತಾರೆ)')
    await userEvent.click(decline.getByRole('button', { name: 'ಹಿಂತಿರುಗಿಸುವಿಕೆಯನ್ನು ತಿರಸ್ಕರಿಸಿ' }))
    expect(reason).toHaveAccessibleDescription('ಹಿಂತಿರುಗಿಸುವಿಕೆಯನ್ನು ಏಕೆ ತಿರಸ್ಕರಿಸಲಾಗಿದೆ ಎಂದು ತಿಳಿಸಿ')
    await userEvent.click(decline.getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' }))
    expectNoEnglish()

    await userEvent.click(section.getByRole('button', { name: 'ಒಪ್ಪಿ' }))
    expect(await screen.findByText('ಹಿಂತಿರುಗಿಸುವಿಕೆ ಒಪ್ಪಲಾಗಿದೆ; ವಸ್ತುಗಳನ್ನು ಹಿಂದೆ ಕಳುಹಿಸಲು ಗ್ರಾಹಕರಿಗೆ ತಿಳಿಸಲಾಗಿದೆ')).toBeInTheDocument()
    expect(api.callsTo('POST', `${RETURN}/accept`)).toHaveLength(1)
    expect(section.getByTestId('admin-return-status')).toHaveTextContent('ಒಪ್ಪಲಾಗಿದೆ — ವಸ್ತುಗಳಿಗಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ')
    expect(section.getByLabelText('ವಸ್ತುಗಳನ್ನು ಮತ್ತೆ ದಾಸ್ತಾನಿಗೆ ಸೇರಿಸಿ')).toBeChecked()
    await userEvent.click(section.getByRole('button', { name: 'ಸ್ವೀಕರಿಸಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ ₹250.00 ಮರುಪಾವತಿಸಿ…' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'ವಸ್ತುಗಳು ತಲುಪಿವೆಯೇ? ₹250.00 ಮರುಪಾವತಿಸಿ' }))
    expect(confirm.getByRole('button', { name: 'ಸ್ವೀಕರಿಸಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ ₹250.00 ಮರುಪಾವತಿಸಿ' })).toBeInTheDocument()
    expectNoEnglish()
  })
})

describe('the order page in Hindi (issue 18)', () => {
  it('shows the order and its moves in Hindi', async () => {
    await openOrderIn('hi', () => makeAdminOrderDetail())
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर o_paid' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'सामान (2)' })).toHaveTextContent('कुल भुगतान')
    expect(screen.getByRole('button', { name: 'पैक होने का निशान लगाएँ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ऑर्डर रद्द करें…' })).toBeInTheDocument()
    expect(screen.getByText('कोई रिफ़ंड नहीं।')).toBeInTheDocument()
    expect(screen.getByText('₹2,450.00 में से ₹0.00 रिफ़ंड हुए')).toBeInTheDocument()
    expect(screen.getByTestId('packing-slip')).toHaveTextContent('पाने वाले')
    expectNoEnglish()
  })
})
