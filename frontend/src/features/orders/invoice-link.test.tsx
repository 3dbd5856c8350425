import { render, screen } from '@testing-library/react'

import type { Order } from '@/lib/orders/get-orders'

import { OrderDetail } from './components/order-detail'

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o_paid',
    status: 'paid',
    amount: 115000,
    currency: 'INR',
    placedAt: { seconds: 1741166640, nanoseconds: 0 },
    placedAtIso: '2025-03-05T09:24:00Z',
    paidAt: '2025-03-05T09:24:30Z',
    paymentInfo: { amount: 115000, paymentId: 'pay_sbx_123' },
    providerOrderId: 'order_sbx_1',
    cartTotalItems: 1,
    items: [],
    address: { name: 'Meera Rao', address: '12 Temple Road', pincode: '580020', mobile: '+919876543210' },
    refundedAmount: 0,
    returns: [],
    returnableUntil: null,
    returnable: [],
    fulfilment: 'unfulfilled',
    tracking: null,
    timeline: [],
    ...overrides,
  }
}

describe("The shopper's invoice (issue 17)", () => {
  it('offers a paid order’s invoice as a PDF from the shopper’s own orders route', () => {
    render(<OrderDetail order={makeOrder()} onClose={() => undefined} />)
    expect(screen.getByRole('link', { name: /Download invoice/ })).toHaveAttribute('href', '/api/v1/orders/o_paid/invoice.pdf')
  })

  it('offers none for an order that was never paid', () => {
    render(<OrderDetail order={makeOrder({ id: 'o_failed', status: 'failed', paidAt: null })} onClose={() => undefined} />)
    expect(screen.getByRole('dialog', { name: 'Order details' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Download invoice/ })).not.toBeInTheDocument()
  })
})
