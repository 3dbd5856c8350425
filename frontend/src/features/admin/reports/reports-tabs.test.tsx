// Issue 32: the Sales tab shows the server's figures in each chart's table with a CSV link per chart and asks
// for another range; the Customers tab searches and sorts on the server and opens a customer's page.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

import type { CustomerDetail, CustomerPage, SalesReport } from './api'

// jsdom draws no canvas: the chart is a labelled placeholder here (the e2e test draws the real one).
vi.mock('./chart', () => ({
  CanvasChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const day = (date: string, orders: number, sales: number, refunds = 0) => ({
  day: date, orders, sales, refunds, net: sales - refunds, averageOrder: orders ? Math.round(sales / orders) : 0,
})
const report = (days: number): SalesReport => ({
  first: '2026-11-26',
  last: '2026-11-27',
  totals: { orders: 3, sales: 269700, refunds: 20000, net: 249700, averageOrder: 89900 },
  days: days === 7 ? [day('2026-11-27', 1, 89900)] : [day('2026-11-26', 2, 179800, 20000), day('2026-11-27', 1, 89900)],
  byRevenue: [{ productId: 'p1', title: 'Kanchi Saree', revenue: 179800, units: 2 }],
  byUnits: [{ productId: 'p1', title: 'Kanchi Saree', revenue: 179800, units: 2 }],
  categories: [{ category: 'sarees', label: 'Sarees', revenue: 179800, units: 2 }],
  states: [{ state: 'Karnataka', orders: 3, sales: 269700 }],
})

const asha = { id: 'u_asha', name: 'Asha Rao', email: 'asha@example.com', phone: '9876500001', orders: 2, totalSpent: 169800, lastOrder: '2026-11-27T06:00:00Z', joined: '2026-01-01T00:00:00Z' }
const page = (items: (typeof asha)[]): CustomerPage => ({ items, total: items.length, page: 1, pageSize: 20 })
const detail: CustomerDetail = {
  customer: asha,
  orders: [{ id: 'o_1', placedAt: '2026-11-27T06:00:00Z', status: 'paid', paymentMethod: 'online', codState: '', fulfilment: 'unfulfilled', amount: 89900, refundedAmount: 0, lines: 1 }],
  addresses: [{ id: 'a1', name: 'Asha Rao', house: '12', address: 'Temple Road', locality: '', city: 'Melkote', district: 'Mandya', state: 'Karnataka', pincode: '571431', mobile: '9876500001', isDefault: true }],
  returns: [{ id: 'r1', orderId: 'o_1', status: 'requested', reason: 'Damaged', amount: 89900, requestedAt: '2026-11-27T08:00:00Z' }],
}

describe('the Sales tab (issue 32)', () => {
  it('shows each chart with its table and CSV, and asks again for 7 days', async () => {
    const api = mockApi({
      'GET /api/v1/admin/reports/sales?days=30': Response.json(report(30)),
      'GET /api/v1/admin/reports/sales?days=7': Response.json(report(7)),
    })
    renderApp({ path: '/dashboard?tab=sales', user: admin })

    expect(await screen.findByTestId('report-net', {}, { timeout: 30_000 })).toHaveTextContent('₹2,497.00')
    const net = within(screen.getByRole('region', { name: 'Table: Net sales per day' }))
    const row = net.getByRole('row', { name: /26 Nov 2026/ })
    expect(row).toHaveTextContent('₹1,798.00')
    expect(row).toHaveTextContent('₹200.00')
    expect(row).toHaveTextContent('₹1,598.00')
    expect(await screen.findByRole('img', { name: 'Chart: Net sales per day' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download Sales by state as CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/reports/sales/states.csv?days=30',
    )
    expect(within(screen.getByRole('region', { name: 'Table: Sales by state' })).getByRole('row', { name: /Karnataka/ })).toHaveTextContent('₹2,697.00')

    await userEvent.click(screen.getByRole('button', { name: '7 days' }))
    expect(await screen.findByRole('link', { name: 'Download Best sellers by revenue as CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/reports/sales/best-sellers-revenue.csv?days=7',
    )
    expect(api.callsTo('GET', '/api/v1/admin/reports/sales?days=7')).toHaveLength(1)
  })
})

describe('the Customers tab (issue 32)', () => {
  it('searches and sorts on the server, and opens a customer with orders, addresses and returns', async () => {
    const api = mockApi({
      'GET /api/v1/admin/customers?page=1&pageSize=20&sort=last&dir=desc': Response.json(page([asha])),
      'GET /api/v1/admin/customers?page=1&pageSize=20&sort=last&dir=desc&q=asha': Response.json(page([asha])),
      'GET /api/v1/admin/customers?page=1&pageSize=20&sort=spent&dir=desc&q=asha': Response.json(page([asha])),
      'GET /api/v1/admin/customers/u_asha': Response.json(detail),
    })
    renderApp({ path: '/dashboard?tab=customers', user: admin })

    const row = await screen.findByRole('row', { name: /Asha Rao/ }, { timeout: 30_000 })
    expect(row).toHaveTextContent('asha@example.com')
    expect(row).toHaveTextContent('₹1,698.00')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'asha')
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/v1/admin/customers?page=1&pageSize=20&sort=last&dir=desc&q=asha')).toHaveLength(1), { timeout: 30_000 })
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Total spent' }))
    await vi.waitFor(() => expect(screen.getByRole('columnheader', { name: /Total spent/ })).toHaveAttribute('aria-sort', 'descending'))

    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao' }))
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: 'Orders' })).getByRole('link', { name: 'o_1' })).toHaveAttribute('href', '/dashboard/orders/o_1')
    expect(screen.getByText('Melkote, Mandya, Karnataka, 571431')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Returns' })).toHaveTextContent('Damaged')
    await userEvent.click(screen.getByRole('button', { name: 'All customers' }))
    expect(await screen.findByRole('searchbox', { name: 'Search customers' })).toBeVisible()
  })

  it('on a phone lists the customers as cards, sorted by the same buttons, with no wide table', async () => {
    const phone = (query: string) => ({
      matches: query === '(max-width: 639px)', media: query, onchange: null, addEventListener: vi.fn(),
      removeEventListener: vi.fn(), addListener: vi.fn(), removeListener: vi.fn(), dispatchEvent: vi.fn(() => false),
    })
    window.matchMedia = vi.fn(phone)
    const api = mockApi({
      'GET /api/v1/admin/customers?page=1&pageSize=20&sort=last&dir=desc': Response.json(page([asha])),
      'GET /api/v1/admin/customers?page=1&pageSize=20&sort=orders&dir=desc': Response.json(page([asha])),
    })
    renderApp({ path: '/dashboard?tab=customers', user: admin })

    const cards = await screen.findByRole('list', { name: 'Customers' }, { timeout: 30_000 })
    const card = within(cards).getByRole('listitem')
    expect(card).toHaveTextContent('asha@example.com')
    expect(card).toHaveTextContent('9876500001')
    expect(card).toHaveTextContent('₹1,698.00')
    expect(card).toHaveTextContent('Orders:2')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Orders' }))
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/v1/admin/customers?page=1&pageSize=20&sort=orders&dir=desc')).toHaveLength(1), { timeout: 30_000 })
    await userEvent.click(within(card).getByRole('button', { name: 'Asha Rao' }))
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/v1/admin/customers/u_asha')).toHaveLength(1), { timeout: 30_000 })
  })
})
