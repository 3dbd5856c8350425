// Every client route and the page that renders it (spec §2), by who may see it: the router's table
// (router.tsx) and, through the build's dist/.vite/pages.json (vite.config.ts), the server's preload
// hints (backend khadi/site/preload.py). The routes are the server's own list (backend
// khadi/site/client_routes.py, generated into shared-values.gen.ts): this file fails to type-check when a
// route has no page here, sits in the wrong group, or is one the server does not know.
//
// vite.config.ts imports this file too: keep it data only, with relative imports.
import type { CLIENT_ROUTES } from '../lib/api/shared-values.gen'

type ClientRoute = (typeof CLIENT_ROUTES)[number]
export type Access = ClientRoute['access']
type RoutesOf<A extends Access> = Extract<ClientRoute, { access: A }>['path']

/** A page module's name: src/app/routes/{name}.tsx. */
export type PageName = string

export const PAGES = {
  public: {
    '/': 'home',
    '/allproducts': 'all-products',
    '/about-us': 'about',
    '/terms-and-conditions': 'terms',
    '/careers': 'careers',
    '/faq': 'faq',
    '/login': 'login',
    '/signup': 'signup',
    '/forgot-password': 'forgot-password',
    '/reset-password': 'reset-password',
    '/productInfo/:id': 'product',
    '/category/:category': 'category',
    '/category/:category/:subCategory': 'category',
  },
  // A signed-in shopper's pages (a guest is sent to /login), then the admin's.
  user: {
    '/cart': 'cart',
    '/checkout': 'checkout',
    '/orders': 'orders',
    '/wishlist': 'wishlist',
    '/account': 'account',
    '/account/addresses': 'addresses',
  },
  admin: {
    '/dashboard': 'dashboard',
    '/dashboard/orders/:id': 'admin-order',
    '/add-product': 'add-product',
    '/update-product/:id': 'update-product',
  },
} as const satisfies { [A in Access]: Record<RoutesOf<A>, PageName> }

/** What every other path shows ('Page Not Found'). */
export const NOT_FOUND_PAGE: PageName = 'not-found'

/** The module of a page as Vite's manifest names it. */
export const pageModule = (name: PageName) => `src/app/routes/${name}.tsx`
