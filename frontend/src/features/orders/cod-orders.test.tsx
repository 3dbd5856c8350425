// Issue 30: a cash-on-delivery order in My Orders says "Cash on delivery" (never FAILED), and its details
// say what to hand the courier — exactly the order's amount — and, once delivered, that it was paid.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { mockApi } from '@/testing/mock-api'
import { makeShopperOrder } from '@/testing/order-fixtures'
import { renderApp, shopper } from '@/testing/render-app'

const placed = makeShopperOrder({
  id: 'o_cod', status: 'cod', paymentMethod: 'cod', codState: 'placed', codFee: 4000, amount: 99900,
  paymentInfo: { amount: 99900, paymentId: null }, paidAt: null,
})

it('shows a COD order as "Cash on delivery" with the amount to pay the courier', async () => {
  mockApi({
    'GET /api/v1/orders?page=1&pageSize=10': Response.json({ items: [placed], total: 1, page: 1, pageSize: 10 }),
    'GET /api/v1/orders/o_cod': Response.json(placed),
  })
  renderApp({ path: '/orders', user: shopper })
  const row = await screen.findByTestId('order-row', {}, { timeout: 30_000 })
  expect(within(row).getByTestId('order-status')).toHaveTextContent('Cash on delivery')
  expect(row).not.toHaveTextContent('FAILED')
  expect(within(row).getByTestId('order-fulfilment')).toHaveTextContent('Preparing')
  await userEvent.click(within(row).getByRole('button'))
  const detail = await screen.findByRole('dialog', { name: 'Order details' })
  expect(within(detail).getByTestId('cod-payment')).toHaveTextContent('Pay ₹999.00 in cash when it arrives')
})

it('says a delivered COD order was paid in cash', async () => {
  const collected = { ...placed, codState: 'collected' as const, fulfilment: 'delivered' as const }
  mockApi({ 'GET /api/v1/orders?page=1&pageSize=10': Response.json({ items: [collected], total: 1, page: 1, pageSize: 10 }) })
  renderApp({ path: '/orders', user: shopper })
  const row = await screen.findByTestId('order-row', {}, { timeout: 30_000 })
  expect(within(row).getByTestId('order-status')).toHaveTextContent('Cash on delivery')
  await userEvent.click(within(row).getByRole('button'))
  expect(within(await screen.findByRole('dialog', { name: 'Order details' })).getByTestId('cod-payment')).toHaveTextContent('Paid in cash on delivery')
})
