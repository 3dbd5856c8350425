import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'

import type { AccountUser } from '@/lib/account/get-me'
import { cartQueryKey } from '@/lib/cart/get-cart'
import { clearStoredUser, useStoredUser } from '@/lib/stored-user'
import { mockApi } from '@/testing/mock-api'

import { loggedIn, useLogin } from './login'

describe('useLogin', () => {
  it("stores the user, drops an earlier session's data, keeps the catalogue and loads the cart", async () => {
    mockApi({
      'POST /api/v1/auth/login': Response.json({ uid: 'u_9', name: 'Asha', email: 'asha@example.in', phone: '', role: 'admin' }),
    })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(['products'], { version: 1, products: [] })
    queryClient.setQueryData(['orders'], ["someone else's order"])
    const loadCart = vi.fn(() => Promise.resolve({ lines: [] }))

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    // As the cart feature will: the cart query runs while a user is stored.
    const { result } = renderHook(
      () => {
        const user = useStoredUser()
        useQuery({ queryKey: ['cart'], queryFn: loadCart, enabled: user !== null })
        return useLogin()
      },
      { wrapper },
    )
    expect(loadCart).not.toHaveBeenCalled()
    await act(() => result.current.mutateAsync({ email: 'asha@example.in', password: 'secret1' }))

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      uid: 'u_9',
      email: 'asha@example.in',
      name: 'Asha',
      role: 'admin',
      mode: 'light',
    })
    expect(queryClient.getQueryData(['products'])).toBeDefined()
    expect(queryClient.getQueryData(['orders'])).toBeUndefined()
    await waitFor(() => expect(loadCart).toHaveBeenCalledOnce())
  })
})

describe('loggedIn', () => {
  afterEach(() => clearStoredUser())

  it("keeps the same user's cart when a double submit answers twice, and forgets it for another user", () => {
    const meera = { uid: 'u_meera', name: 'Meera Rao', email: 'meera@example.in', phone: '', role: 'user' } as AccountUser
    const ravi = { uid: 'u_ravi', name: 'Ravi', email: 'ravi@example.in', phone: '', role: 'user' } as AccountUser
    const cart = { lines: [], summary: null, cartTotalItems: 1 }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    loggedIn(queryClient, meera)
    queryClient.setQueryData(cartQueryKey, cart) // a guest's Add to Cart, made after the first answer (issue 30)
    loggedIn(queryClient, meera)
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(cart)
    loggedIn(queryClient, ravi)
    expect(queryClient.getQueryData(cartQueryKey)).toBeUndefined()
  })
})
