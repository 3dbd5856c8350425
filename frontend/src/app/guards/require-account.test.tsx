import { screen, waitFor, within } from '@testing-library/react'

import { emptyCart } from '@/testing/cart-fixtures'
import { mockApi } from '@/testing/mock-api'
import { admin, renderApp, shopper } from '@/testing/render-app'

const userOnly = ['/orders', '/cart', '/wishlist', '/checkout', '/account']
const adminOnly = ['/dashboard', '/add-product', '/update-product/p_1']

/** The guarded page itself is on screen (its own h1), not the login page. */
async function expectLetInto(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0))
  expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).not.toBeInTheDocument()
  expect(router.state.location.pathname).toBe(path)
}

describe('route guards (spec §2, §6)', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/v1/cart': Response.json(emptyCart),
      'GET /api/v1/wishlist': Response.json({ productIds: [], products: [] }),
      'GET /api/v1/account': Response.json({ uid: 'u1', name: 'Asha', email: 'a@x.in', phone: '9876543210', role: 'user' }),
      'GET /api/v1/categories': Response.json([]),
      'GET /api/v1/size-charts': Response.json([]),
    })
  })

  it.each([...userOnly, ...adminOnly])('send a guest from %s to /login, with the way back', async (path) => {
    const { router } = renderApp({ path: `${path}?tab=1` })
    await screen.findByRole('heading', { level: 1, name: 'Login' })
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${path}?tab=1`)
  })

  it.each(userOnly)('let a stored user into %s', async (path) => {
    const { router } = renderApp({ path, user: shopper })
    await expectLetInto(router, path)
  })

  it.each(adminOnly)('send a signed-in shopper from %s to /login, which sends them on to /', async (path) => {
    const { router, visited } = renderApp({ path, user: shopper })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(visited).toContain('/login')
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument()
    const nav = within(screen.getByRole('navigation', { name: 'Main' }))
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it.each([...userOnly, ...adminOnly])('let a stored admin into %s', async (path) => {
    const { router } = renderApp({ path, user: admin })
    await expectLetInto(router, path)
  })
})
