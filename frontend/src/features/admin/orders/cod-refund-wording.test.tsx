// Issue 30: a cash-on-delivery order has no payment for a provider to refund — the owner sends the money by UPI
// or bank transfer and records it. The owner's screens say so: the confirmation of a return's refund and of a
// refund from the form, the toast after it, the return's state and the owed refund in the refunds list.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'
import { makeAdminOrderDetail } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

import type { AdminOrderDetail, AdminReturn } from './api'

const PATH = '/api/v1/admin/orders/o_paid'
const RETURN = '/api/v1/admin/returns/ret_1'

const owed: AdminOrderDetail['refunds'][number] = {
  id: 'rf_owed',
  amount: 25_000,
  status: 'requested',
  reason: 'Return ret_1',
  failure: '',
  createdAt: '2026-11-20T10:00:00Z',
  byOwner: true,
  sentByMethod: null,
  sentReference: null,
  sentAt: null,
}

function makeReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    id: 'ret_1',
    status: 'accepted',
    reason: 'Damaged',
    note: '',
    lines: [{ line: 1, title: 'Indigo Khadi Shirt', size: 'M', type: 'Full Sleeve', quantity: 1, unit: 'piece', amount: 25_000 }],
    amount: 25_000,
    photos: [],
    declineReason: '',
    requestedAt: '2026-11-18T05:30:00Z',
    decidedAt: '2026-11-19T05:30:00Z',
    receivedAt: null,
    refund: null,
    ...overrides,
  }
}

/** A delivered cash-on-delivery order whose cash was collected. */
const codOrder = (overrides: Partial<AdminOrderDetail> = {}) =>
  makeAdminOrderDetail({
    status: 'cod',
    paymentMethod: 'cod',
    provider: 'cod',
    codState: 'collected',
    fulfilment: 'delivered',
    ...overrides,
  })

const PROVIDER = /payment provider/i

describe('a cash-on-delivery refund on the owner’s order page', () => {
  it('confirms a returned COD order’s refund as owed by the shop, and lists it as to send', async () => {
    let current = codOrder({ returns: [makeReturn()] })
    mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${RETURN}/receive`]: () => {
        current = codOrder({
          returns: [makeReturn({ status: 'received', receivedAt: '2026-11-20T10:00:00Z', refund: owed })],
          refunds: [owed],
          refundedAmount: 25_000,
          refundable: 220_000,
        })
        return Response.json(current)
      },
    })
    renderApp({ path: '/dashboard/orders/o_paid', user: admin })
    const section = within(await screen.findByRole('region', { name: 'Returns (1)' }, { timeout: 30_000 }))
    await userEvent.click(section.getByRole('button', { name: 'Mark received and refund ₹250.00…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Items received? Refund ₹250.00' })
    expect(dialog).toHaveAccessibleDescription(
      'Cash on delivery: there is no payment to refund. The shop owes the shopper ₹250.00; send it by UPI or bank transfer, then record it on this page when sent.',
    )
    expect(dialog).not.toHaveTextContent(PROVIDER)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark received and refund ₹250.00' }))

    expect(await screen.findByText('Marked received; the shop owes the shopper ₹250.00 — record it when sent', {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(section.getByTestId('admin-return-status')).toHaveTextContent('Received — refund to send')
    const refunds = within(screen.getByRole('list', { name: 'Refunds' }))
    expect(refunds.getByTestId('refund-to-send')).toHaveTextContent('To send: ₹250.00 (cash on delivery — record it when sent)')
    expect(refunds.queryByText('Waiting for the provider')).toBeNull()
  })

  it('confirms a refund from the form of a COD order as the owner’s to send', async () => {
    mockApi({ [`GET ${PATH}`]: Response.json(codOrder()) })
    renderApp({ path: '/dashboard/orders/o_paid', user: admin })
    const form = within(await screen.findByRole('form', { name: 'Refund' }, { timeout: 30_000 }))
    await userEvent.clear(form.getByLabelText('Amount (₹)'))
    await userEvent.type(form.getByLabelText('Amount (₹)'), '500')
    await userEvent.click(form.getByRole('button', { name: 'Refund…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund ₹500.00 to the shopper yourself?' })
    expect(dialog).toHaveAccessibleDescription(
      'Cash on delivery: there is no payment to refund. The shop owes the shopper ₹500.00; send it by UPI or bank transfer, then record it here when sent.',
    )
    expect(dialog).not.toHaveTextContent(PROVIDER)
  })

  it('says so in Kannada', async () => {
    const received = makeReturn({ status: 'received', receivedAt: '2026-11-20T10:00:00Z', refund: owed })
    mockApi({ [`GET ${PATH}`]: Response.json(codOrder({ returns: [received], refunds: [owed], refundedAmount: 25_000, refundable: 220_000 })) })
    await act(() => setLanguage('kn'))
    try {
      renderApp({ path: '/dashboard/orders/o_paid', user: admin })
      expect(await screen.findByTestId('refund-to-send', {}, { timeout: 30_000 })).toHaveTextContent(
        'ಕಳುಹಿಸಬೇಕಾದದ್ದು: ₹250.00 (ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ — ಕಳುಹಿಸಿದಾಗ ದಾಖಲಿಸಿ)',
      )
      expect(screen.getByTestId('admin-return-status')).toHaveTextContent('ಸ್ವೀಕರಿಸಲಾಗಿದೆ — ಮರುಪಾವತಿ ಕಳುಹಿಸಬೇಕಿದೆ')
      expect(screen.queryByText('ಪಾವತಿ ಸೇವೆಗಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ')).toBeNull()
    } finally {
      await act(() => setLanguage('en'))
    }
  })

  it('keeps the provider’s wording for an online order', async () => {
    mockApi({ [`GET ${PATH}`]: Response.json(makeAdminOrderDetail()) })
    renderApp({ path: '/dashboard/orders/o_paid', user: admin })
    const form = within(await screen.findByRole('form', { name: 'Refund' }, { timeout: 30_000 }))
    await userEvent.clear(form.getByLabelText('Amount (₹)'))
    await userEvent.type(form.getByLabelText('Amount (₹)'), '500')
    await userEvent.click(form.getByRole('button', { name: 'Refund…' }))
    const dialog = await screen.findByRole('alertdialog', { name: "Refund ₹500.00 to the shopper's UPI account, card or bank?" })
    expect(dialog).toHaveAccessibleDescription('The payment provider pays it back; banks usually show it within 7–10 business days.')
  })
})
