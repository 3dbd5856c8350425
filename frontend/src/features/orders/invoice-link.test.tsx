import { render, screen } from '@testing-library/react'

import { makeShopperOrder } from '@/testing/order-fixtures'

import { OrderDetail } from './components/order-detail'

const makeOrder = makeShopperOrder
const cod = { status: 'cod', paymentMethod: 'cod', codFee: 4000, paidAt: null, paymentInfo: { amount: 115000, paymentId: null } } as const

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

  it('offers a cash-on-delivery order’s invoice once it is issued (shipped or delivered), none before (issue 30)', () => {
    const { unmount } = render(
      <OrderDetail order={makeOrder({ ...cod, id: 'o_cod', codState: 'confirmed', fulfilment: 'packed', hasInvoice: false })} onClose={() => undefined} />,
    )
    expect(screen.queryByRole('link', { name: /Download invoice/ })).not.toBeInTheDocument()
    unmount()
    render(<OrderDetail order={makeOrder({ ...cod, id: 'o_cod', codState: 'collected', fulfilment: 'delivered', hasInvoice: true })} onClose={() => undefined} />)
    expect(screen.getByRole('link', { name: /Download invoice/ })).toHaveAttribute('href', '/api/v1/orders/o_cod/invoice.pdf')
  })
})
