import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { makeProduct } from '@/testing/fixtures'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { makeAdminOrder, silkLine } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

const categories = [
  { name: 'kurta', label: 'Kurta', subcategories: [] },
  { name: 'fabrics', label: 'Fabrics', subcategories: ['silk', 'cotton'] },
]
const kurta = {
  ...makeProduct(),
  imageKeys: ['products/kurta-1.webp'],
  tracked: true,
  stockUnit: 'piece',
  stockLevels: [],
  stockTotal: 2,
  stockLow: true,
}
const silk = {
  ...makeProduct({ id: 'p_silk', title: 'Ilkal Silk Fabric', category: 'fabrics', subCategories: ['silk'], price: 88000, outOfStock: true }),
  imageKeys: ['fabrics/silk/1.webp'],
}
const page = (items: unknown[], total = items.length, pageNumber = 1) => Response.json({ items, total, page: pageNumber, pageSize: 20 })

const users = [
  { id: 'u_admin', name: 'Shop Owner', email: 'owner@example.in', role: 'admin', phone: '9876500000', time: '2025-01-02T03:04:05Z' },
  { id: 'u_meera', name: 'Meera Rao', email: 'meera@example.in', role: 'user', phone: '9876543210', time: '2025-03-05T10:00:00Z' },
]

const paidOrder = makeAdminOrder({
  items: [
    silkLine,
    { productId: 'p_gone', title: 'Jamun Honey', category: 'honey', unitPrice: 25000, size: '500', type: '', quantity: 1, unit: 'piece', lineTotal: 25000, discount: 0, productExists: false },
  ],
})
const failedOrder = {
  ...paidOrder,
  id: 'o_failed',
  status: 'failed',
  amount: 115000,
  paymentInfo: { amount: 115000, paymentId: null },
  cartTotalItems: 1,
  items: [],
  customer: { id: 'u_arjun', name: 'Arjun K', email: 'arjun@example.in' },
}

function api(overrides: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 1234, totalUsers: 56, totalSales: 12345678, netSales: 12245678 }),
    'GET /api/v1/categories': Response.json(categories),
    'GET /api/v1/admin/products?page=1&pageSize=20': page([kurta, silk]),
    'GET /api/v1/admin/users?page=1&pageSize=20': page(users),
    'GET /api/v1/admin/orders?page=1&pageSize=20': page([paidOrder, failedOrder]),
    ...overrides,
  })
}

async function openDashboard(path = '/dashboard') {
  const view = renderApp({ path, user: admin })
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  return view
}

describe('/dashboard (spec §2)', () => {
  it('shows Total Products, Total Users and Total Sales (paise / 100 in en-IN rupees) and an Add Product link', async () => {
    api()
    await openDashboard()
    const totals = screen.getByRole('region', { name: 'Totals' })
    await waitFor(() => expect(within(totals).getByText('1,234')).toBeInTheDocument())
    expect(within(totals).getByText('Total Products')).toBeInTheDocument()
    expect(within(totals).getByText('Total Users')).toBeInTheDocument()
    expect(within(totals).getByText('56')).toBeInTheDocument()
    expect(within(totals).getByText('Total Sales')).toBeInTheDocument()
    expect(within(totals).getByText('₹1,23,456.78')).toBeInTheDocument()
    // Issue 28: beside it, what is left after refunds.
    expect(within(totals).getByText('Net sales after refunds')).toBeInTheDocument()
    expect(within(totals).getByTestId('net-sales')).toHaveTextContent('₹1,22,456.78')
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/add-product')
  })

  it('has a tablist Products / Users / Orders that works with the arrow keys and keeps the tab in the link', async () => {
    api()
    const { router } = await openDashboard()
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard lists' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Products', 'Categories', 'Users', 'Orders', 'Sales', 'Customers', 'Low stock', 'Settings', 'Delivery', 'Pages', 'Mail', 'Tax exports', 'Cash on delivery', 'Discount codes'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs[1]).toHaveAttribute('tabindex', '-1')
    tabs[0]?.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(router.state.location.search).toBe('?tab=categories')
    await userEvent.keyboard('{ArrowRight}')
    expect(tabs[2]).toHaveFocus()
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    expect(router.state.location.search).toBe('?tab=users')
    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toBeVisible()
    await userEvent.keyboard('{End}')
    expect(tabs[13]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('lists products with image, title, category, price, flags, Edit and Delete', async () => {
    api()
    await openDashboard()
    const table = await screen.findByRole('table', { name: 'Products' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Image',
      'Title',
      'Category',
      'Price',
      'Stock',
      'Flags',
      'Actions',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    const silkRow = rows[1] as HTMLElement
    expect(within(silkRow).getByRole('link', { name: 'Ilkal Silk Fabric' })).toHaveAttribute('href', '/productInfo/p_silk')
    expect(silkRow).toHaveTextContent('Fabrics / silk')
    expect(silkRow).toHaveTextContent('₹880.00 / m')
    expect(within(silkRow).getByText('Out of Stock')).toBeInTheDocument()
    expect(within(silkRow).getByRole('link', { name: 'Edit Ilkal Silk Fabric' })).toHaveAttribute('href', '/update-product/p_silk')
    expect(within(rows[0] as HTMLElement).getByText('In stock')).toBeInTheDocument()
    // the Stock column: the total left, marked when low; '—' when the product is not counted
    expect(within(rows[0] as HTMLElement).getByTestId('stock-count')).toHaveTextContent('2(low)')
    expect(within(silkRow).getByTestId('stock-count')).toHaveTextContent('—')
    expect(screen.getByText('Showing 1–2 of 2 products')).toBeInTheDocument()
  })

  it('searches on the server after the typing pauses and pages through the results', async () => {
    const { calls } = api({
      'GET /api/v1/admin/products?page=1&pageSize=20': page([kurta], 45),
      'GET /api/v1/admin/products?page=2&pageSize=20': page([silk], 45, 2),
      'GET /api/v1/admin/products?page=1&pageSize=20&q=silk': page([silk], 1),
    })
    await openDashboard()
    expect(await screen.findByText('Showing 1–20 of 45 products')).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Products pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Showing 21–40 of 45 products')).toBeInTheDocument()
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument()

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'silk')
    expect(await screen.findByText('Showing 1–1 of 1 products')).toBeInTheDocument()
    const searches = calls.filter((call) => call.path.startsWith('/api/v1/admin/products?') && call.path.includes('q='))
    expect(searches.map((call) => call.path)).toEqual(['/api/v1/admin/products?page=1&pageSize=20&q=silk']) // one call, not one per key
  })

  it('deletes only after the confirmation \'Delete "{title}"?\', then toasts \'Deleted\'', async () => {
    const { callsTo } = api({ 'DELETE /api/v1/admin/products/p_silk': Response.json({ deleted: true, imagesRemoved: 1, imagesFailed: 0 }) })
    const { queryClient } = await openDashboard()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ilkal Silk Fabric' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Ilkal Silk Fabric"?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(callsTo('DELETE', '/api/v1/admin/products/p_silk')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Delete Ilkal Silk Fabric' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleted')).toBeInTheDocument()
    expect(callsTo('DELETE', '/api/v1/admin/products/p_silk')).toHaveLength(1)
    expect(screen.queryByText('Could not remove all images')).not.toBeInTheDocument()
    // the storefront's catalogue reloads
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['products'] })
  })

  it("adds 'Could not remove all images' when some files stayed", async () => {
    api({ 'DELETE /api/v1/admin/products/p_kurta01': Response.json({ deleted: true, imagesRemoved: 1, imagesFailed: 2 }) })
    await openDashboard()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Indigo Handloom Kurta' }))
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete "Indigo Handloom Kurta"?' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleted')).toBeInTheDocument()
    expect(await screen.findByText('Could not remove all images')).toBeInTheDocument()
  })

  it('lists users with id, name, email and role', async () => {
    api()
    await openDashboard('/dashboard?tab=users')
    const table = await screen.findByRole('table', { name: 'Users' })
    expect(within(table).getAllByRole('columnheader').slice(0, 4).map((th) => th.textContent)).toEqual(['ID', 'Name', 'Email', 'Role'])
    const meera = within(table).getAllByRole('row')[2] as HTMLElement
    expect(within(meera).getAllByRole('cell').slice(0, 4).map((td) => td.textContent)).toEqual(['u_meera', 'Meera Rao', 'meera@example.in', 'user'])
    expect(screen.getByText('Showing 1–2 of 2 users')).toBeInTheDocument()
  })

  it('lists orders: date (en-IN), customer, SUCCESS in green or FAILED in red, amount, payment id, and the details', async () => {
    api()
    await openDashboard('/dashboard?tab=orders')
    const table = await screen.findByRole('table', { name: 'Orders' })
    const [, paid, failed] = within(table).getAllByRole('row')
    expect(within(paid as HTMLElement).getAllByRole('cell').slice(2, 7).map((td) => td.textContent)).toEqual([
      '5 Mar 2025, 3:04 pm',
      'Meera Rao',
      'SUCCESSPreparing', // paid: the payment badge, then where it is (issue 16)
      '₹2,450.00',
      'pay_Q1w2e3r4',
    ])
    expect(within(paid as HTMLElement).getByText('SUCCESS')).toHaveClass('text-green-800')
    expect(within(failed as HTMLElement).getByText('FAILED')).toHaveClass('text-red-800')
    expect(failed).toHaveTextContent('—') // no payment id yet

    const toggle = within(paid as HTMLElement).getByRole('button', { name: /^2 items/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(details).toBeVisible()
    expect(within(details).getByText('Ilkal Silk Fabric × 2.5 m')).toBeInTheDocument()
    expect(within(details).getByText('Jamun Honey (500) × 1')).toBeInTheDocument()
    expect(within(details).getByText('(no longer in the shop)')).toBeInTheDocument()
    expect(within(details).getByText('12, 4th Cross, Vidyanagar, Hubballi')).toBeInTheDocument()
    expect(within(details).getByText('PIN 580021')).toBeInTheDocument()

    await userEvent.click(within(failed as HTMLElement).getByRole('button', { name: /^1 item/ }))
    expect(screen.getByText('No items found in this order.')).toBeInTheDocument()
  })

  it('shows FAILED only for a failed payment: an unpaid order waits, a closed window says so, COD says so (issue 30)', async () => {
    const unpaid = { ...failedOrder, status: 'created', paidAt: null }
    api({
      'GET /api/v1/admin/orders?page=1&pageSize=20': page([
        { ...unpaid, id: 'o_waiting' },
        { ...unpaid, id: 'o_closed', dismissedAt: '2025-03-06T10:00:00Z' },
        { ...paidOrder, id: 'o_cod', status: 'cod', paymentMethod: 'cod', codState: 'placed' },
        failedOrder,
      ]),
    })
    await openDashboard('/dashboard?tab=orders')
    const table = await screen.findByRole('table', { name: 'Orders' })
    const rows = within(table).getAllByRole('row').slice(1).filter((row) => !row.hidden)
    const statuses = rows.map((row) => row.querySelector('[data-status]')?.textContent)
    expect(statuses).toEqual(['Waiting for payment', 'Payment window closed', 'Cash on delivery', 'FAILED'])
  })

  it("flags an order paid after its stock ran out as 'Paid — out of stock' (issue 15)", async () => {
    api({ 'GET /api/v1/admin/orders?page=1&pageSize=20': page([{ ...paidOrder, stockShort: true }, failedOrder]) })
    await openDashboard('/dashboard?tab=orders')
    const table = await screen.findByRole('table', { name: 'Orders' })
    const [, short, failed] = within(table).getAllByRole('row')
    expect(within(short as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('SUCCESSPreparingPaid — out of stock')
    expect(failed).not.toHaveTextContent('out of stock')
  })

  it("switches to 'To ship' (paid, not yet shipped, oldest first) and links each order to its page (issue 16)", async () => {
    api({ 'GET /api/v1/admin/orders?page=1&pageSize=20&view=to-ship': page([{ ...paidOrder, fulfilment: 'packed' }]) })
    await openDashboard('/dashboard?tab=orders')
    await screen.findByRole('table', { name: 'Orders' })
    await userEvent.click(screen.getByRole('button', { name: 'To ship' }))
    expect(screen.getByRole('button', { name: 'To ship' })).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('Showing 1–1 of 1 orders')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Orders' })
    const [, row] = within(table).getAllByRole('row')
    expect(within(row as HTMLElement).getByTestId('order-fulfilment')).toHaveTextContent('Packed')
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /^2 items/ }))
    expect(screen.getByRole('link', { name: 'Open order — pack, ship, print slip' })).toHaveAttribute('href', '/dashboard/orders/o_paid')
  })

  it("switches to 'Returns': the orders with a return to decide or receive (issue 16)", async () => {
    const calls = api({ 'GET /api/v1/admin/orders?page=1&pageSize=20&view=returns': page([{ ...paidOrder, fulfilment: 'delivered' }]) })
    await openDashboard('/dashboard?tab=orders')
    await screen.findByRole('table', { name: 'Orders' })
    await userEvent.click(screen.getByRole('button', { name: 'Returns' }))
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Orders with a return to decide or to receive, oldest first.')).toBeInTheDocument()
    expect(await screen.findByText('Showing 1–1 of 1 orders')).toBeInTheDocument()
    expect(calls.callsTo('GET', '/api/v1/admin/orders?page=1&pageSize=20&view=returns')).toHaveLength(1)
  })

  it('shows a real error state when the orders cannot be loaded, and tries again', async () => {
    let answer: Response = apiError(404, 'not_found', 'Not Found')
    api({ 'GET /api/v1/admin/orders?page=1&pageSize=20': () => answer.clone() })
    await openDashboard('/dashboard?tab=orders')
    const panel = screen.getByRole('tabpanel', { name: 'Orders' })
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Could not load the orders.')
    answer = page([paidOrder])
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }))
    expect(await within(panel).findByText('Showing 1–1 of 1 orders')).toBeInTheDocument()
  })

  it('treats an answer of the wrong shape as an error, not as an empty list', async () => {
    api({ 'GET /api/v1/admin/orders?page=1&pageSize=20': Response.json({ rows: [] }) })
    await openDashboard('/dashboard?tab=orders')
    expect(await within(screen.getByRole('tabpanel', { name: 'Orders' })).findByRole('alert')).toHaveTextContent(
      'Could not load the orders.',
    )
  })
})
