// Issue 32: the Orders tab's filters and the selection bar — select orders, print their labels and slips
// as one PDF, mark them packed once however often the button is clicked.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { deferred, mockApi } from '@/testing/mock-api'
import { makeAdminOrder } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

const page = (items: unknown[]) => Response.json({ items, total: items.length, page: 1, pageSize: 20 })
const first = makeAdminOrder({ id: 'o_first', number: 'KKB-10001' })
const second = makeAdminOrder({ id: 'o_second', number: 'KKB-10002', paymentMethod: 'cod', status: 'cod' })
const third = makeAdminOrder({ id: 'o_third', number: 'KKB-10003', status: 'created' })
const ORDERS = 'GET /api/v1/admin/orders?page=1&pageSize=20'

async function openOrders() {
  renderApp({ path: '/dashboard?tab=orders', user: admin })
  return screen.findByRole('table', { name: 'Orders' })
}

describe('the Orders tab tools (issue 32)', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:parcels'), revokeObjectURL: vi.fn() }))
  })

  it('shows each order number beside its row and filters on the server, the CSV link with the same filters', async () => {
    const api = mockApi({ [ORDERS]: page([first, second]), [`${ORDERS}&method=cod`]: page([second]) })
    const table = await openOrders()
    expect(within(table).getByText('KKB-10001')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'cod')
    await waitFor(() => expect(within(table).queryByText('KKB-10001')).not.toBeInTheDocument())
    expect(api.calls.some((call) => call.path.endsWith('&method=cod'))).toBe(true)
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/v1/admin/orders/export.csv?method=cod')
  })

  it('prints the selected orders as one PDF with the note', async () => {
    const api = mockApi({
      [ORDERS]: page([first, second, third]),
      'POST /api/v1/admin/orders/print': new Response('%PDF-1.4', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="parcels-KKB-10001-2.pdf"' },
      }),
    })
    await openOrders()
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order KKB-10001' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order KKB-10002' }))
    const bar = screen.getByRole('region', { name: 'Selected orders' })
    expect(within(bar).getByText('2 orders selected')).toBeInTheDocument()
    await fill(within(bar).getByLabelText('Note on the packing slips'), 'Thank you!')
    await userEvent.click(within(bar).getByRole('button', { name: 'Print labels and slips' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/orders/print')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/v1/admin/orders/print')[0]?.body).toEqual({ orderIds: ['o_first', 'o_second'], note: 'Thank you!' })
    expect(await screen.findByText('Labels and slips for 2 orders downloaded')).toBeInTheDocument()
  })

  it('marks the selected orders packed once under a double click and says what happened to each', async () => {
    const answer = deferred<Response>()
    const api = mockApi({ [ORDERS]: page([first, second, third]), 'POST /api/v1/admin/orders/packed': () => answer.promise })
    await openOrders()
    await userEvent.click(screen.getByRole('button', { name: 'Select all on this page' }))
    const bar = screen.getByRole('region', { name: 'Selected orders' })
    expect(within(bar).getByText('3 orders selected')).toBeInTheDocument()
    const pack = within(bar).getByRole('button', { name: 'Mark packed' })
    await userEvent.dblClick(pack)
    expect(within(bar).getByRole('button', { name: 'Marking packed…' })).toBeDisabled()
    answer.resolve(
      Response.json({
        results: [
          { orderId: 'o_first', number: 'KKB-10001', fulfilment: 'packed', refusal: null },
          { orderId: 'o_second', number: 'KKB-10002', fulfilment: 'packed', refusal: null },
          {
            orderId: 'o_third',
            number: 'KKB-10003',
            fulfilment: 'unfulfilled',
            refusal: { reason: 'orders.not_paid', params: {}, message: 'Only a paid order can be packed, shipped or delivered' },
          },
        ],
      }),
    )
    const results = await screen.findByRole('list', { name: 'What happened to each order' })
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'KKB-10001: packed',
      'KKB-10002: packed',
      'KKB-10003: not packed. Only a paid order can be packed, shipped or delivered',
    ])
    expect(api.callsTo('POST', '/api/v1/admin/orders/packed')).toHaveLength(1)
    expect(api.callsTo('POST', '/api/v1/admin/orders/packed')[0]?.body).toEqual({ orderIds: ['o_first', 'o_second', 'o_third'] })
    expect(await screen.findByText('2 orders packed')).toBeInTheDocument()
  })
})
