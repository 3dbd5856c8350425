import { matchRoutes, useRoutes, type RouteObject } from 'react-router'

import { paths } from '@/lib/paths'

import { RequireAdmin, RequireUser } from './guards/require-account'
import { SessionRoot } from './guards/session-root'
import { RootLayout } from './layout/root-layout'
import { lazyRoute, preloadRoutes } from './lazy-route'
import { RouteErrorBoundary } from './route-error'

// Page code is split per route so the first page ships little JavaScript (STYLE.md). The first page's
// code loads before the first render (main.tsx); later pages load on demand, the layout wrapping the
// outlet in Suspense. Navigations run in a transition, so they keep the old page until the new is ready.
//
// The server hints the public pages' chunks by these module paths (backend khadi/site/preload.py).
//
// The routes render through <BrowserRouter> and useRoutes, not a data router: the app uses no loaders,
// actions or fetchers, and the data router's code was about 17 KB gzipped of the first page's
// JavaScript (issue 8). Render errors are caught by RouteErrorBoundary around the layout instead.
const HomeRoute = lazyRoute(() => import('./routes/home'))
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'))
const LoginRoute = lazyRoute(() => import('./routes/login'))
const SignupRoute = lazyRoute(() => import('./routes/signup'))
const AllProductsRoute = lazyRoute(() => import('./routes/all-products'))
const CategoryRoute = lazyRoute(() => import('./routes/category'))
const ProductRoute = lazyRoute(() => import('./routes/product'))
const TermsRoute = lazyRoute(() => import('./routes/terms'))
const AboutRoute = lazyRoute(() => import('./routes/about'))
const CareersRoute = lazyRoute(() => import('./routes/careers'))
const FaqRoute = lazyRoute(() => import('./routes/faq'))
const DashboardRoute = lazyRoute(() => import('./routes/dashboard'))
const AddProductRoute = lazyRoute(() => import('./routes/add-product'))
const UpdateProductRoute = lazyRoute(() => import('./routes/update-product'))
const CartRoute = lazyRoute(() => import('./routes/cart'))
const WishlistRoute = lazyRoute(() => import('./routes/wishlist'))
const CheckoutRoute = lazyRoute(() => import('./routes/checkout'))
const OrdersRoute = lazyRoute(() => import('./routes/orders'))

export const routes: RouteObject[] = [
  {
    // Outside the layout's Suspense: the 401 handler and the start-up session check run at once.
    id: 'session',
    Component: SessionRoot,
    children: [
      {
        id: 'root',
        Component: RootWithErrorBoundary,
        children: [
          { index: true, Component: HomeRoute },
          { path: paths.login.path, Component: LoginRoute },
          { path: paths.signup.path, Component: SignupRoute },
          { path: paths.allProducts.path, Component: AllProductsRoute },
          { path: paths.category.path, Component: CategoryRoute },
          { path: paths.subCategory.path, Component: CategoryRoute },
          { path: paths.productInfo.path, Component: ProductRoute },
          { path: paths.termsAndConditions.path, Component: TermsRoute },
          { path: paths.aboutUs.path, Component: AboutRoute },
          { path: paths.careers.path, Component: CareersRoute },
          { path: paths.faq.path, Component: FaqRoute },
          {
            Component: RequireUser,
            children: [
              { path: paths.cart.path, Component: CartRoute },
              { path: paths.wishlist.path, Component: WishlistRoute },
              { path: paths.checkout.path, Component: CheckoutRoute },
              { path: paths.orders.path, Component: OrdersRoute },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              { path: paths.dashboard.path, Component: DashboardRoute },
              { path: paths.addProduct.path, Component: AddProductRoute },
              { path: paths.updateProduct.path, Component: UpdateProductRoute },
            ],
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
]

function RootWithErrorBoundary() {
  return (
    <RouteErrorBoundary>
      <RootLayout />
    </RouteErrorBoundary>
  )
}

/** Loads the code of the page at `location` (main.tsx does it before the first render). */
export function preloadPage(location: { pathname: string }): Promise<unknown> {
  return preloadRoutes((matchRoutes(routes, location) ?? []).map(({ route }) => route.Component ?? undefined))
}

/** Every client route; render it inside a router (<BrowserRouter> in the app, <MemoryRouter> in tests).
 *  DESIGN.md §5: the 401 handler (go to /login without a page load) is installed by SessionRoot. */
export function AppRoutes() {
  return useRoutes(routes)
}
