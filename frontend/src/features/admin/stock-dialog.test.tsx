import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { makeProduct } from '@/testing/fixtures'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

const kurta = {
  ...makeProduct({ id: 'p_kurta', title: 'Kurta' }),
  imageKeys: [],
  tracked: true,
  stockUnit: 'piece',
  stockLevels: [],
  stockTotal: 6,
  stockLow: false,
}
const stock = {
  productId: 'p_kurta',
  title: 'Kurta',
  tracked: true,
  unit: 'piece',
  lowStockThreshold: 3,
  variants: [
    { size: 'M', type: '', onHand: 5, low: false },
    { size: 'L', type: '', onHand: 1, low: true },
  ],
}
const STOCK = 'GET /api/v1/admin/products/p_kurta/stock'
const SAVE = 'PUT /api/v1/admin/products/p_kurta/stock'
const CHANGED = 'Stock of "Kurta" (M) changed to 4 since you loaded it — check it and save again'

function api(overrides: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 1, totalSales: 0 }),
    'GET /api/v1/categories': Response.json([]),
    'GET /api/v1/admin/products?page=1&pageSize=20': Response.json({ items: [kurta], total: 1, page: 1, pageSize: 20 }),
    [STOCK]: Response.json(stock),
    ...overrides,
  })
}

async function openStock() {
  renderApp({ path: '/dashboard', user: admin })
  const table = await screen.findByRole('table', { name: 'Products' })
  await userEvent.click(within(table).getByRole('button', { name: 'Stock of Kurta: 6 left' }))
  return screen.findByRole('dialog', { name: 'Stock · Kurta' })
}

describe('the Stock dialog (issue 15)', () => {
  it('saves only the changed count, naming the count the admin saw', async () => {
    const { calls } = api({ [SAVE]: Response.json({ ...stock, variants: [{ ...stock.variants[0], onHand: 8 }, stock.variants[1]] }) })
    const dialog = await openStock()
    expect(dialog).toHaveTextContent('1 left · low')
    const count = within(dialog).getByLabelText('Count of M')
    await userEvent.clear(count)
    await userEvent.type(count, '8')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save counts' }))
    expect(await screen.findByText('Stock saved')).toBeInTheDocument()
    expect(calls.find((call) => `${call.method} ${call.path}` === SAVE)?.body).toEqual({
      variants: [{ size: 'M', type: '', count: 8, expected: 5 }],
    })
  })

  it('checks the count before sending and shows the server’s 409 when a sale came first', async () => {
    const { calls } = api({ [SAVE]: apiError(409, 'stock_changed', CHANGED) })
    const dialog = await openStock()
    const count = within(dialog).getByLabelText('Count of M')
    await userEvent.clear(count)
    await userEvent.type(count, '1.5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save counts' }))
    expect(within(dialog).getByText('Stock must be a whole number of pieces')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await userEvent.clear(count)
    await userEvent.type(count, '9')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save counts' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CHANGED)
    expect(within(dialog).getByRole('button', { name: 'Load the current counts' })).toBeInTheDocument()
  })
})
