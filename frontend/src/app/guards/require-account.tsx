// Client route guards (spec §6: they read the role from the browser-stored user). They only decide which
// screen to show; the server authorises every call from the session (DESIGN.md §5), so an edited stored
// user reaches an admin screen's frame and nothing of its data.
import { Navigate, Outlet, useLocation } from 'react-router'

import { paths } from '@/lib/paths'
import { useStoredUser } from '@/lib/stored-user'

function useHere(): string {
  const { pathname, search, hash } = useLocation()
  return `${pathname}${search}${hash}`
}

/** /orders, /cart, /wishlist, /checkout: a guest goes to /login and comes back after logging in. */
export function RequireUser() {
  const user = useStoredUser()
  const here = useHere()
  if (!user) return <Navigate to={paths.login.getHref(here)} replace />
  return <Outlet />
}

/** /dashboard, /add-product, /update-product/{id}: admins only. A guest goes to /login and comes back;
 *  a signed-in shopper goes to /login without a way back (which, holding a stored user, sends them on
 *  to /), so no loop forms between the two pages. */
export function RequireAdmin() {
  const user = useStoredUser()
  const here = useHere()
  if (!user) return <Navigate to={paths.login.getHref(here)} replace />
  if (user.role !== 'admin') return <Navigate to={paths.login.getHref()} replace />
  return <Outlet />
}
