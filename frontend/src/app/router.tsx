import { lazy } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'

import { setUnauthorizedHandler } from '@/lib/api/client'
import { paths } from '@/lib/paths'

import { RootLayout } from './layout/root-layout'
import { RouteError } from './route-error'

// Page code is split per route so the first page ships little JavaScript (STYLE.md). React.lazy rather
// than the router's `lazy` lets the navbar and footer paint at once while the page's chunk loads
// (the layout wraps the outlet in Suspense); later navigations keep the old page until the new is ready.
const HomeRoute = lazy(() => import('./routes/home'))
const NotFoundRoute = lazy(() => import('./routes/not-found'))

// Routes of spec §2 that later issues build. Until then they show the 404 page — never a fake screen.
const notYetBuilt = [
  paths.login,
  paths.signup,
  paths.allProducts,
  paths.productInfo,
  paths.category,
  paths.subCategory,
  paths.termsAndConditions,
  paths.aboutUs,
  paths.careers,
  paths.faq,
  paths.orders,
  paths.cart,
  paths.wishlist,
  paths.checkout,
  paths.dashboard,
  paths.addProduct,
  paths.updateProduct,
]

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      ...notYetBuilt.map((route) => ({ path: route.path, Component: NotFoundRoute })),
      { path: '*', Component: NotFoundRoute },
    ],
  },
]

export function createAppRouter() {
  const router = createBrowserRouter(routes)
  // DESIGN.md §5: a 401 has already cleared the stored user; go to /login without a page load.
  setUnauthorizedHandler(() => {
    void router.navigate(paths.login.getHref())
  })
  return router
}
