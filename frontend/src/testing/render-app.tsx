import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { AppProviders, createQueryClient } from '@/app/providers'
import { routes } from '@/app/router'
import { setStoredUser, type StoredUser } from '@/lib/stored-user'

type RenderAppOptions = { path?: string; user?: StoredUser | null }

/** Renders the real routes through the real providers at a given path (STYLE.md: test through providers). */
export function renderApp({ path = '/', user = null }: RenderAppOptions = {}) {
  if (user) setStoredUser(user)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  // Every path the app passed through, redirects included (subscribed before the first render).
  const visited: string[] = []
  router.subscribe((state) => visited.push(state.location.pathname))
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, visited, queryClient }
}

export const shopper: StoredUser = { uid: 'u_1', email: 'meera@example.in', name: 'Meera Rao', role: 'user' }
export const admin: StoredUser = { uid: 'u_2', email: 'owner@example.in', name: 'Shop Owner', role: 'admin' }
