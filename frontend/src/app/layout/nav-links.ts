import { paths } from '@/lib/paths'
import type { StoredUser } from '@/lib/stored-user'

export type NavItem = { label: string; to: string }

/** spec §2: Admin only for a stored admin; Wishlist only when a user is stored. */
function accountLinks(user: StoredUser | null): NavItem[] {
  const items: NavItem[] = []
  if (user?.role === 'admin') items.push({ label: 'Admin', to: paths.dashboard.getHref() })
  if (user) items.push({ label: 'Wishlist', to: paths.wishlist.getHref() })
  return items
}

/** Top bar links (Login/Logout is rendered separately). */
export function navbarLinks(user: StoredUser | null): NavItem[] {
  return [
    { label: 'All Products', to: paths.allProducts.getHref() },
    { label: 'Orders', to: paths.orders.getHref() },
    ...accountLinks(user),
  ]
}

/** Side menu links (Login/Logout is rendered separately). The navbar shows the account link itself,
 *  with the user's name. */
export function sideMenuLinks(user: StoredUser | null): NavItem[] {
  return [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'All Products', to: paths.allProducts.getHref() },
    { label: 'Orders', to: paths.orders.getHref() },
    ...accountLinks(user),
    ...(user ? [{ label: 'My Account', to: paths.account.getHref() }] : []),
    { label: 'About Us', to: paths.aboutUs.getHref() },
  ]
}
