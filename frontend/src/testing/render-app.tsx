import { render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router'

import { AppProviders, createQueryClient } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { setStoredUser, type StoredUser } from '@/lib/stored-user'

type RenderAppOptions = { path?: string; user?: StoredUser | null }

/** What tests read of the router: where the app is now, and a way to go elsewhere. */
export type TestRouter = {
  state: { location: Location }
  navigate: NavigateFunction
}

/** Reports every location the app reaches (redirects included), with the navigate function. */
function RouterProbe({ onLocation }: { onLocation: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation()
  const navigate = useNavigate()
  useLayoutEffect(() => {
    onLocation(location, navigate)
  }, [onLocation, location, navigate])
  return null
}

/** Renders the real routes through the real providers at a given path (STYLE.md: test through providers). */
export function renderApp({ path = '/', user = null }: RenderAppOptions = {}) {
  if (user) setStoredUser(user)
  const url = new URL(path, 'http://localhost')
  const router: TestRouter = {
    state: { location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' } },
    navigate: () => {
      throw new Error('the app has not rendered yet')
    },
  }
  // Every path the app passed through, redirects included.
  const visited: string[] = []
  const onLocation = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location
    router.navigate = navigate
    visited.push(location.pathname)
  }
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe onLocation={onLocation} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  )
  return { ...view, router, visited, queryClient }
}

export const shopper: StoredUser = { uid: 'u_1', email: 'meera@example.in', name: 'Meera Rao', role: 'user' }
export const admin: StoredUser = { uid: 'u_2', email: 'owner@example.in', name: 'Shop Owner', role: 'admin' }
