import type { MessageKey } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { StoredUser } from '@/lib/stored-user'

/** `label` is a message key: the navbar and side menu show it in the current language. */
export type NavItem = { label: MessageKey; to: string }

/** spec §2: Admin only for a stored admin; Wishlist only when a user is stored. */
function accountLinks(user: StoredUser | null): NavItem[] {
  const items: NavItem[] = []
  if (user?.role === 'admin') items.push({ label: 'nav.admin', to: paths.dashboard.getHref() })
  if (user) items.push({ label: 'nav.wishlist', to: paths.wishlist.getHref() })
  return items
}

/** Top bar links (Login/Logout is rendered separately). */
export function navbarLinks(user: StoredUser | null): NavItem[] {
  return [
    { label: 'nav.allProducts', to: paths.allProducts.getHref() },
    { label: 'nav.orders', to: paths.orders.getHref() },
    ...accountLinks(user),
  ]
}

/** Side menu links (Login/Logout is rendered separately). The navbar shows the account link itself,
 *  with the user's name. */
export function sideMenuLinks(user: StoredUser | null): NavItem[] {
  return [
    { label: 'nav.home', to: paths.home.getHref() },
    { label: 'nav.allProducts', to: paths.allProducts.getHref() },
    { label: 'nav.orders', to: paths.orders.getHref() },
    ...accountLinks(user),
    ...(user
      ? ([
          { label: 'nav.myAccount', to: paths.account.getHref() },
          { label: 'nav.addresses', to: paths.addresses.getHref() },
        ] satisfies NavItem[])
      : []),
    { label: 'nav.aboutUs', to: paths.aboutUs.getHref() },
  ]
}
