import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Order, OrderItem } from '@/lib/orders/get-orders'
import { mockApi } from '@/testing/mock-api'
import { makeShopperOrder } from '@/testing/order-fixtures'
import { renderApp, shopper } from '@/testing/render-app'

import { itemLabel } from './order-display'

const shirt: OrderItem = {
  productId: 'p_shirt',
  title: 'Handspun Khadi Cotton Shirt',
  category: 'shirts',
  unitPrice: 115000,
  size: 'M',
  type: 'Full Sleeve',
  quantity: 2,
  unit: 'piece',
  lineTotal: 230000,
  discount: 0,
  productExists: true,
}
const linen: OrderItem = {
  productId: 'p_linen',
  title: 'Khadi Linen Fabric',
  category: 'fabrics',
  unitPrice: 62000,
  size: '',
  type: '',
  quantity: 2.5,
  unit: 'metre',
  lineTotal: 155000,
  discount: 0,
  productExists: true,
}
const gone: OrderItem = { ...shirt, productId: 'p_gone', title: '', quantity: 3, productExists: false }

function makeOrder(overrides: Partial<Order> = {}): Order {
  return makeShopperOrder({
    amount: 385000,
    paymentInfo: { amount: 385000, paymentId: 'pay_sbx_123' },
    cartTotalItems: 2,
    items: [shirt, linen],
    address: { name: 'Meera Rao', address: '12 Temple Road\nHubballi', pincode: '580020', mobile: '+919876543210', house: '', locality: '', city: '', district: '', state: '' },
    ...overrides,
  })
}

const paid = makeOrder()
const failed = makeOrder({
  id: 'o_failed',
  status: 'failed',
  amount: 99950,
  placedAtIso: '2025-03-04T05:00:00Z',
  paymentInfo: { amount: 99950, paymentId: null },
  cartTotalItems: 1,
  items: [gone],
})
const created = makeOrder({ id: 'o_created', status: 'created', items: [], cartTotalItems: 0, paymentInfo: { amount: 385000, paymentId: null } })

const list = (items: Order[], total = items.length, page = 1) => Response.json({ items, total, page, pageSize: 10 })

describe('/orders (spec §2, §4, §8)', () => {
  it("shows 'No Orders Yet' when there are none", async () => {
    mockApi({ 'GET /api/v1/orders?page=1&pageSize=10': list([]) })
    renderApp({ path: '/orders', user: shopper })
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'No Orders Yet' })).toBeInTheDocument()
  })

  it('lists date (en-IN), amount in rupees, item count and SUCCESS/FAILED status', async () => {
    mockApi({ 'GET /api/v1/orders?page=1&pageSize=10': list([paid, failed, created]) })
    renderApp({ path: '/orders', user: shopper })
    const rows = await screen.findAllByTestId('order-row')
    expect(rows).toHaveLength(3)
    const [first, second, third] = rows.map((row) => within(row))
    expect(first?.getByText('5 Mar 2025, 2:54 pm')).toBeInTheDocument()
    expect(first?.getByText('₹3,850.00')).toBeInTheDocument()
    expect(first?.getAllByText('2 items').length).toBeGreaterThan(0)
    const successBadge = first?.getByTestId('order-status')
    expect(successBadge).toHaveTextContent('SUCCESS')
    expect(successBadge?.className).toMatch(/green/)

    expect(second?.getByText('₹999.50')).toBeInTheDocument()
    expect(second?.getByTestId('order-status')).toHaveTextContent('FAILED')
    expect(second?.getByTestId('order-status').className).toMatch(/red/)
    // Issue 30: FAILED only for a payment that really failed; an order still waiting for its payment says so.
    expect(third?.getByTestId('order-status')).toHaveTextContent('Waiting for payment')
    expect(third?.getByTestId('order-status').className).toMatch(/amber/)
  })

  it('opens a detail popup with the items, the address and the payment id', async () => {
    mockApi({ 'GET /api/v1/orders?page=1&pageSize=10': list([paid, failed, created]) })
    renderApp({ path: '/orders', user: shopper })
    const rows = await screen.findAllByTestId('order-row')

    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button'))
    let popup = within(await screen.findByRole('dialog', { name: 'Order details' }))
    expect(popup.getByText('Handspun Khadi Cotton Shirt × 2')).toBeInTheDocument()
    expect(popup.getByText('Khadi Linen Fabric × 2.5 m')).toBeInTheDocument()
    expect(popup.getByText('Meera Rao')).toBeInTheDocument()
    expect(popup.getByText('Pincode 580020')).toBeInTheDocument()
    expect(popup.getByText('Mobile +919876543210')).toBeInTheDocument()
    expect(popup.getByTestId('payment-id')).toHaveTextContent('pay_sbx_123')
    await userEvent.click(popup.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button'))
    popup = within(await screen.findByRole('dialog', { name: 'Order details' }))
    expect(popup.getByText('Unknown product × 3')).toBeInTheDocument()
    expect(popup.getByTestId('payment-id')).toHaveTextContent('Not paid')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button'))
    popup = within(await screen.findByRole('dialog', { name: 'Order details' }))
    expect(popup.getByText('No items found in this order.')).toBeInTheDocument()
  })

  it('shows where a paid order is, its tracking link and its timeline (issue 16)', async () => {
    const shipped = makeOrder({
      refundedAmount: 50000,
      fulfilment: 'shipped',
      tracking: { courier: 'India Post', number: 'EK123456789IN', url: 'https://track.example.in/EK123456789IN' },
      timeline: [
        { state: 'placed', at: '2025-03-05T09:24:00Z' },
        { state: 'paid', at: '2025-03-05T09:24:30Z' },
        { state: 'shipped', at: '2025-03-06T04:30:00Z' },
      ],
    })
    mockApi({ 'GET /api/v1/orders?page=1&pageSize=10': list([shipped, failed]) })
    renderApp({ path: '/orders', user: shopper })
    const rows = await screen.findAllByTestId('order-row')
    expect(within(rows[0] as HTMLElement).getByTestId('order-fulfilment')).toHaveTextContent('Shipped')
    expect(within(rows[1] as HTMLElement).queryByTestId('order-fulfilment')).toBeNull() // nothing to send

    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button'))
    const popup = within(await screen.findByRole('dialog', { name: 'Order details' }))
    expect(popup.getByRole('heading', { name: 'Delivery · Shipped' })).toBeInTheDocument()
    expect(popup.getByText(/India Post, tracking number/)).toHaveTextContent('India Post, tracking number EK123456789IN')
    expect(popup.getByTestId('refunded')).toHaveTextContent('₹500.00')
    const link = popup.getByRole('link', { name: 'Track your parcel' })
    expect(link).toHaveAttribute('href', 'https://track.example.in/EK123456789IN')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const steps = within(popup.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order placed5 Mar 2025, 2:54 pm',
      'Payment received5 Mar 2025, 2:54 pm',
      'Shipped6 Mar 2025, 10:00 am',
    ])
  })

  it('labels items as {title} × {qty}', () => {
    expect(itemLabel(shirt)).toBe('Handspun Khadi Cotton Shirt × 2')
    expect(itemLabel(gone)).toBe('Unknown product × 3')
    // A deleted product whose title was kept shows its title.
    expect(itemLabel({ ...shirt, productExists: false })).toBe('Handspun Khadi Cotton Shirt × 2')
  })

  it('pages through more than one page', async () => {
    const many = Array.from({ length: 10 }, (_, i) => makeOrder({ id: `o_${i}` }))
    const older = makeOrder({ id: 'o_old', amount: 12300 })
    const api = mockApi({
      'GET /api/v1/orders?page=1&pageSize=10': list(many, 11, 1),
      'GET /api/v1/orders?page=2&pageSize=10': list([older], 11, 2),
    })
    const { router } = renderApp({ path: '/orders', user: shopper })
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('₹123.00')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(api.callsTo('GET', '/api/v1/orders?page=2&pageSize=10')).toHaveLength(1)
  })
})
