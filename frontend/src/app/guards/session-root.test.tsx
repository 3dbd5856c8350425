import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { apiGet } from '@/lib/api/client'
import { apiError, mockApi } from '@/testing/mock-api'
import { admin, renderApp, shopper } from '@/testing/render-app'

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown
const mainNav = async () => within(await screen.findByRole('navigation', { name: 'Main' }))

describe('a 401 from any API call (DESIGN.md §5)', () => {
  it('clears the stored user, forgets cached user data and goes to /login with the way back', async () => {
    mockApi({ 'GET /api/v1/cart': apiError(401, 'unauthenticated', 'Please log in') })
    const { router, queryClient } = renderApp({ path: '/?from=share', user: shopper })
    await mainNav()
    queryClient.setQueryData(['products'], { version: 1, products: [] })
    queryClient.setQueryData(['orders'], ['an order'])
    queryClient.setQueryData(['admin', 'users'], ['a user'])
    await apiGet('/api/v1/cart').catch(() => undefined)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/?from=share')
    expect(localStorage.getItem('user')).toBeNull()
    expect((await mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument()
    expect(queryClient.getQueryData(['orders'])).toBeUndefined()
    expect(queryClient.getQueryData(['admin', 'users'])).toBeUndefined()
    expect(queryClient.getQueryData(['products'])).toBeDefined() // the catalogue is public
  })
})

describe('start-up check of the stored user (GET /api/v1/auth/me)', () => {
  it('corrects a role edited to admin in the browser and removes the Admin link', async () => {
    const { calls } = mockApi({
      'GET /api/v1/auth/me': Response.json({ uid: 'u_1', name: 'Meera Rao', email: 'meera@example.in', phone: '', role: 'user' }),
    })
    renderApp({ user: { ...shopper, role: 'admin', mode: 'dark' } })
    await waitFor(() => expect(storedUser()).toMatchObject({ role: 'user' }))
    expect(storedUser()).toEqual({ uid: 'u_1', email: 'meera@example.in', name: 'Meera Rao', role: 'user', mode: 'dark' })
    expect((await mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
    expect(calls.filter((call) => call.path === '/api/v1/auth/me')).toHaveLength(1)
  })

  it('refreshes a renamed user', async () => {
    mockApi({
      'GET /api/v1/auth/me': Response.json({ uid: 'u_2', name: 'Owner (new)', email: 'owner@example.in', phone: '', role: 'admin' }),
    })
    renderApp({ user: admin })
    await waitFor(() => expect(storedUser()).toMatchObject({ name: 'Owner (new)', role: 'admin' }))
  })

  it('forgets a user whose session ended, without leaving a public page', async () => {
    mockApi({ 'GET /api/v1/auth/me': apiError(401, 'unauthenticated', 'Please log in') })
    const { router } = renderApp({ path: '/', user: shopper })
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull())
    expect((await mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('sends a user whose session ended from a guarded page to /login', async () => {
    mockApi({ 'GET /api/v1/auth/me': apiError(401, 'unauthenticated', 'Please log in') })
    const { router } = renderApp({ path: '/orders', user: shopper })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/orders')
  })

  it('keeps the stored user when the server cannot be reached or answers nonsense', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))))
    renderApp({ user: shopper })
    await mainNav()
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/auth/me', expect.anything()))
    expect(storedUser()).toEqual(shopper)
  })

  it('does not ask for a guest', async () => {
    const { calls } = mockApi()
    renderApp()
    await mainNav()
    expect(calls.filter((call) => call.path === '/api/v1/auth/me')).toHaveLength(0)
  })
})

describe('logout', () => {
  it('ends the session, forgets the user and goes to /login', async () => {
    const { callsTo } = mockApi({ 'POST /api/v1/auth/logout': new Response(null, { status: 204 }) })
    const { router, queryClient } = renderApp({ path: '/orders', user: shopper })
    queryClient.setQueryData(['cart'], { lines: [{ productId: 'p_1', quantity: 2 }] })
    await userEvent.click((await mainNav()).getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(callsTo('POST', '/api/v1/auth/logout')).toHaveLength(1)
    expect(localStorage.getItem('user')).toBeNull()
    expect(queryClient.getQueryData(['cart'])).toBeUndefined()
  })
})
