import { render, screen } from '@testing-library/react'

import { makeShopperOrder } from '@/testing/order-fixtures'

import { OrderDetail } from './components/order-detail'

const makeOrder = makeShopperOrder

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
