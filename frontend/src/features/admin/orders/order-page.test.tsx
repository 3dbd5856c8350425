import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { makeAdminOrderDetail } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

import type { AdminOrderDetail, AdminReturn } from './api'

const PATH = '/api/v1/admin/orders/o_paid'
const MOVE = `POST ${PATH}/fulfilment`

const makeOrder = makeAdminOrderDetail

async function openOrder() {
  renderApp({ path: '/dashboard/orders/o_paid', user: admin })
  return screen.findByRole('heading', { level: 1, name: 'Order o_paid' })
}

describe('/dashboard/orders/:id (issue 16)', () => {
  it('shows the items, the total, the address, the payment and the timeline', async () => {
    mockApi({ [`GET ${PATH}`]: Response.json(makeOrder()) })
    await openOrder()
    const items = within(screen.getByRole('region', { name: 'Items (2)' }))
    expect(items.getByText('Ilkal Silk Fabric × 2.5 m')).toBeInTheDocument()
    expect(items.getByText('Indigo Khadi Shirt (M, Full Sleeve) × 1')).toBeInTheDocument()
    expect(items.getByText('₹2,450.00')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('pay_Q1w2e3r4')
    expect(screen.getAllByTestId('order-fulfilment')[0]).toHaveTextContent('Preparing')
    const slip = screen.getByTestId('packing-slip') // printed, not shown
    expect(slip).toHaveTextContent('Ship to')
    expect(slip).toHaveTextContent('PIN 580021')
    expect(slip).toHaveTextContent('Indigo Khadi Shirt (M, Full Sleeve) × 1')
    expect(slip).not.toHaveTextContent('₹')
  })

  it('marks packed, then ships with the tracking after the server names a bad field', async () => {
    let current = makeOrder()
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [MOVE]: ({ body }: ApiCall) => {
        const move = body as { to: string; trackingNumber?: string }
        if (move.to === 'shipped' && move.trackingNumber === 'x') {
          return apiError(422, 'invalid_fulfilment', "Tracking number must be 4–40 letters, digits or '-'", {
            trackingNumber: "Tracking number must be 4–40 letters, digits or '-'",
          })
        }
        current = makeOrder({
          fulfilment: move.to as AdminOrderDetail['fulfilment'],
          timeline: [...current.timeline, { state: move.to as 'packed', at: '2025-03-06T04:30:00Z', by: 'Shop Owner' }],
        })
        return Response.json(current)
      },
    })
    await openOrder()

    await userEvent.click(screen.getByRole('button', { name: 'Mark packed' }))
    expect(await screen.findByText('Marked packed')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/fulfilment`)[0]?.body).toEqual({ to: 'packed' })
    expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull()
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')[2]).toHaveTextContent('Packed6 Mar 2025, 10:00 am · Shop Owner')

    await userEvent.click(screen.getByRole('button', { name: 'Ship…' }))
    const form = within(screen.getByRole('form', { name: 'Ship the order' }))
    await userEvent.type(form.getByLabelText('Courier'), 'India Post')
    await userEvent.type(form.getByLabelText('Tracking number'), 'x')
    await userEvent.click(form.getByRole('button', { name: 'Mark shipped' }))
    const number = form.getByLabelText('Tracking number')
    await waitFor(() => expect(number).toHaveAccessibleDescription("Tracking number must be 4–40 letters, digits or '-'"))
    expect(number).toHaveFocus()

    await userEvent.clear(number)
    await userEvent.type(number, 'EK123456789IN')
    await userEvent.click(form.getByRole('button', { name: 'Mark shipped' }))
    expect(await screen.findByText('Marked shipped')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/fulfilment`).at(-1)?.body).toEqual({
      to: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EK123456789IN',
      trackingUrl: '',
    })
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument()
  })

  it("shows the server's refusal when the order moved meanwhile", async () => {
    mockApi({
      [`GET ${PATH}`]: Response.json(makeOrder()),
      [MOVE]: apiError(409, 'fulfilment_refused', 'This order is already shipped; it can only move forward'),
    })
    await openOrder()
    await userEvent.click(screen.getByRole('button', { name: 'Mark packed' }))
    expect(await screen.findByText('This order is already shipped; it can only move forward')).toBeInTheDocument()
  })

  it('refunds part of the order after a confirmation, and refuses more than is left', async () => {
    let current = makeOrder({ fulfilment: 'delivered' })
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${PATH}/refunds`]: ({ body }: ApiCall) => {
        const { amount } = body as { amount: number }
        current = makeOrder({
          fulfilment: 'delivered',
          refundedAmount: amount,
          refundable: 245000 - amount,
          refunds: [{ id: 'r_1', amount, status: 'pending', reason: 'Damaged', failure: '', createdAt: '2025-03-08T04:30:00Z' }],
        })
        return Response.json(current)
      },
    })
    await openOrder()
    const form = within(screen.getByRole('form', { name: 'Refund' }))
    const amount = form.getByLabelText('Amount (₹)')
    expect(amount).toHaveValue('2450') // what is left, by default

    await userEvent.clear(amount)
    await userEvent.type(amount, '2450.01')
    await userEvent.click(form.getByRole('button', { name: 'Refund…' }))
    expect(amount).toHaveAccessibleDescription('At most ₹2,450.00 can still be refunded')
    expect(api.callsTo('POST', `${PATH}/refunds`)).toHaveLength(0)

    await userEvent.clear(amount)
    await userEvent.type(amount, '500')
    await userEvent.type(form.getByLabelText('Reason (optional)'), 'Damaged')
    await userEvent.click(form.getByRole('button', { name: 'Refund…' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: "Refund ₹500.00 to the shopper's UPI account, card or bank?" }))
    await userEvent.click(confirm.getByRole('button', { name: 'Refund ₹500.00' }))

    expect(await screen.findByText('Refund of ₹500.00 sent to the payment provider')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/refunds`)[0]?.body).toEqual({ amount: 50000, reason: 'Damaged' })
    const refunds = within(screen.getByRole('list', { name: 'Refunds' }))
    expect(refunds.getByText(/Being refunded/)).toBeInTheDocument()
    expect(screen.getByText('Refunded ₹500.00 of ₹2,450.00')).toBeInTheDocument()
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('1950')
  })

  it('cancels before shipping after a confirmation, putting the items back in stock', async () => {
    let current = makeOrder()
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${PATH}/cancel`]: () => {
        current = makeOrder({ fulfilment: 'cancelled', refundedAmount: 245000, refundable: 0 })
        return Response.json(current)
      },
    })
    await openOrder()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order…' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel order o_paid?' }))
    expect(dialog.getByText('The shopper is refunded ₹2,450.00 and told by e-mail.')).toBeInTheDocument()
    expect(dialog.getByLabelText('Put the items back in stock')).toBeChecked()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and refund' }))

    expect(await screen.findByText('Order cancelled; the refund is on its way')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/cancel`)[0]?.body).toEqual({ restock: true })
    expect(screen.getByText('Cancelled before shipping.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull()
  })

  it('refunds a duplicate payment in full after a confirmation, leaving the order\'s refunds alone', async () => {
    const twice = { paymentId: 'pay_Twice0001', amount: 245000, at: '2025-03-05T09:40:00Z', refund: null }
    let current = makeOrder({ duplicates: [twice] })
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${PATH}/duplicates/pay_Twice0001/refund`]: () => {
        const refund = { id: 'r_dup', amount: 245000, status: 'pending' as const, reason: 'Duplicate payment', failure: '', createdAt: '2025-03-06T04:30:00Z' }
        current = makeOrder({ duplicates: [{ ...twice, refund }] })
        return Response.json(current)
      },
    })
    await openOrder()
    const section = within(screen.getByRole('region', { name: 'Duplicate payments' }))
    const listed = within(section.getByRole('list', { name: 'Duplicate payments' }))
    expect(listed.getByRole('listitem')).toHaveTextContent('pay_Twice0001 · ₹2,450.00')
    expect(listed.getByRole('listitem')).toHaveTextContent('Not refunded')

    await userEvent.click(section.getByRole('button', { name: 'Refund pay_Twice0001' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Refund ₹2,450.00 of payment pay_Twice0001?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Refund ₹2,450.00' }))

    expect(await screen.findByText('Refund of ₹2,450.00 sent to the payment provider')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/duplicates/pay_Twice0001/refund`)).toHaveLength(1)
    expect(listed.getByRole('listitem')).toHaveTextContent('Being refunded')
    expect(section.queryByRole('button', { name: /^Refund/ })).toBeNull()
    expect(screen.getByText('Refunded ₹0.00 of ₹2,450.00')).toBeInTheDocument() // not the order's refund
  })

  it('shows a refused duplicate refund as failed and offers a new attempt', async () => {
    const twice = { paymentId: 'pay_Twice0001', amount: 245000, at: '2025-03-05T09:40:00Z', refund: null }
    let current = makeOrder({ duplicates: [twice] })
    const failed = { id: 'r_dup', amount: 245000, status: 'failed' as const, reason: 'Duplicate payment', failure: 'Payment fully refunded', createdAt: '2025-03-06T04:30:00Z' }
    mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${PATH}/duplicates/pay_Twice0001/refund`]: () => {
        current = makeOrder({ duplicates: [{ ...twice, refund: failed }] })
        return apiError(409, 'refund_refused', 'The payment provider refused the refund; nothing was refunded')
      },
    })
    await openOrder()
    await userEvent.click(screen.getByRole('button', { name: 'Refund pay_Twice0001' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund ₹2,450.00' }))

    expect(await screen.findByText('The payment provider refused the refund; nothing was refunded')).toBeInTheDocument()
    const item = within(screen.getByRole('list', { name: 'Duplicate payments' })).getByRole('listitem')
    await waitFor(() => expect(item).toHaveTextContent('Failed — nothing refunded · Payment fully refunded'))
    expect(within(item).getByRole('button', { name: 'Refund again pay_Twice0001' })).toBeEnabled()
  })

  it('shows no duplicate payments section when the order was paid once', async () => {
    mockApi({ [`GET ${PATH}`]: Response.json(makeOrder()) })
    await openOrder()
    expect(screen.queryByRole('region', { name: 'Duplicate payments' })).toBeNull()
  })

  it('offers no moves for an unpaid order', async () => {
    mockApi({ [`GET ${PATH}`]: Response.json(makeOrder({ status: 'failed', paidAt: null, timeline: [] })) })
    await openOrder()
    expect(screen.getByText('Nothing to send: this order is not paid.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull()
  })
})

describe('/dashboard/orders/:id returns (issue 16)', () => {
  const photo = { id: 'ph_1', url: '/api/v1/return-photos/ph_1' }
  function makeReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
    return {
      id: 'ret_1',
      status: 'requested',
      reason: 'Damaged',
      note: 'Torn at the seam',
      lines: [{ line: 1, title: 'Indigo Khadi Shirt', size: 'M', type: 'Full Sleeve', quantity: 1, unit: 'piece', amount: 25000 }],
      amount: 25000,
      photos: [photo],
      declineReason: '',
      requestedAt: '2025-03-10T05:30:00Z',
      decidedAt: null,
      receivedAt: null,
      refund: null,
      ...overrides,
    }
  }
  const delivered = (item: AdminReturn, overrides: Partial<AdminOrderDetail> = {}) =>
    makeOrder({ fulfilment: 'delivered', returns: [item], ...overrides })
  const RETURN = '/api/v1/admin/returns/ret_1'

  it('shows the return with its reason, note, lines and photos, and accepts it', async () => {
    let current = delivered(makeReturn())
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${RETURN}/accept`]: () => {
        current = delivered(makeReturn({ status: 'accepted', decidedAt: '2025-03-11T05:30:00Z' }))
        return Response.json(current)
      },
    })
    await openOrder()
    const section = within(screen.getByRole('region', { name: 'Returns (1)' }))
    expect(section.getByTestId('admin-return-status')).toHaveTextContent('Requested — accept or decline')
    expect(section.getByText('Damaged')).toBeInTheDocument()
    expect(section.getByText('“Torn at the seam”')).toBeInTheDocument()
    expect(section.getByText('Indigo Khadi Shirt (M, Full Sleeve) × 1')).toBeInTheDocument()
    expect(section.getByTestId('admin-return-amount')).toHaveTextContent('₹250.00')

    await userEvent.click(section.getByRole('button', { name: 'View photo 1 of 1 larger' }))
    const viewer = within(await screen.findByRole('dialog', { name: 'Photo 1 of 1' }))
    expect(viewer.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', photo.url)
    await userEvent.click(viewer.getByRole('button', { name: 'Close' }))

    await userEvent.click(section.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('Return accepted; the shopper is asked to send the items back')).toBeInTheDocument()
    expect(api.callsTo('POST', `${RETURN}/accept`)).toHaveLength(1)
    expect(section.getByTestId('admin-return-status')).toHaveTextContent('Accepted — waiting for the items')
    expect(section.getByRole('button', { name: 'Mark received and refund ₹250.00…' })).toBeInTheDocument()
    expect(section.queryByRole('button', { name: 'Accept' })).toBeNull()
  })

  it('declines only with a reason, which the server is sent', async () => {
    let current = delivered(makeReturn())
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${RETURN}/decline`]: ({ body }: ApiCall) => {
        current = delivered(makeReturn({ status: 'declined', declineReason: (body as { reason: string }).reason }))
        return Response.json(current)
      },
    })
    await openOrder()
    const section = within(screen.getByRole('region', { name: 'Returns (1)' }))
    await userEvent.click(section.getByRole('button', { name: 'Decline…' }))
    const form = within(section.getByRole('form', { name: 'Decline the return' }))
    const reason = form.getByLabelText('Why is it declined? (the shopper reads this)')
    expect(reason).toHaveFocus()
    await userEvent.click(form.getByRole('button', { name: 'Decline the return' }))
    expect(reason).toHaveAccessibleDescription('Say why the return is declined')
    expect(api.callsTo('POST', `${RETURN}/decline`)).toHaveLength(0)

    await userEvent.type(reason, 'Worn and washed')
    await userEvent.click(form.getByRole('button', { name: 'Decline the return' }))
    expect(await screen.findByText('Return declined; the shopper is told why')).toBeInTheDocument()
    expect(api.callsTo('POST', `${RETURN}/decline`)[0]?.body).toEqual({ reason: 'Worn and washed' })
    expect(section.getByText('Declined: Worn and washed')).toBeInTheDocument()
  })

  it('marks an accepted return received after a confirmation and shows its refund', async () => {
    const refund = { id: 'rf_1', amount: 25000, status: 'pending' as const, reason: 'Return ret_1', failure: '', createdAt: '2025-03-14T05:30:00Z' }
    let current = delivered(makeReturn({ status: 'accepted' }))
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${RETURN}/receive`]: () => {
        current = delivered(makeReturn({ status: 'received', receivedAt: '2025-03-14T05:30:00Z', refund }), {
          refunds: [refund],
          refundedAmount: 25000,
          refundable: 220000,
        })
        return Response.json(current)
      },
    })
    await openOrder()
    const section = within(screen.getByRole('region', { name: 'Returns (1)' }))
    const restock = section.getByLabelText('Put the items back in stock')
    expect(restock).toBeChecked()
    await userEvent.click(restock)
    await userEvent.click(section.getByRole('button', { name: 'Mark received and refund ₹250.00…' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Items received? Refund ₹250.00' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Mark received and refund ₹250.00' }))

    expect(await screen.findByText('Marked received; ₹250.00 is being refunded')).toBeInTheDocument()
    expect(api.callsTo('POST', `${RETURN}/receive`)[0]?.body).toEqual({ restock: false })
    expect(section.getByTestId('admin-return-status')).toHaveTextContent('Received and refunded')
    expect(section.getByTestId('admin-return-refund')).toHaveTextContent('₹250.00')
    expect(screen.getByText('Refunded ₹250.00 of ₹2,450.00')).toBeInTheDocument()
  })

  it('steps through the photos larger', async () => {
    const second = { id: 'ph_2', url: '/api/v1/return-photos/ph_2' }
    mockApi({ [`GET ${PATH}`]: Response.json(delivered(makeReturn({ photos: [photo, second] }))) })
    await openOrder()
    await userEvent.click(screen.getByRole('button', { name: 'View photo 2 of 2 larger' }))
    const viewer = within(await screen.findByRole('dialog', { name: 'Photo 2 of 2' }))
    expect(viewer.getByRole('img')).toHaveAttribute('src', second.url)
    await userEvent.click(viewer.getByRole('button', { name: 'Next photo' }))
    expect(await screen.findByRole('img', { name: 'Photo 1 of 2' })).toHaveAttribute('src', photo.url)
  })

  it("shows the server's refusal when the return was decided meanwhile", async () => {
    mockApi({
      [`GET ${PATH}`]: Response.json(delivered(makeReturn())),
      [`POST ${RETURN}/accept`]: apiError(409, 'return_refused', 'This return is already declined'),
    })
    await openOrder()
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('This return is already declined')).toBeInTheDocument()
  })
})
