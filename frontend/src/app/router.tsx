import { lazy } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'

import { paths } from '@/lib/paths'

import { RequireAdmin, RequireUser } from './guards/require-account'
import { SessionRoot } from './guards/session-root'
import { RootLayout } from './layout/root-layout'
import { RouteError } from './route-error'

// Page code is split per route so the first page ships little JavaScript (STYLE.md). React.lazy rather
// than the router's `lazy` lets the navbar and footer paint at once while the page's chunk loads
// (the layout wraps the outlet in Suspense); later navigations keep the old page until the new is ready.
const HomeRoute = lazy(() => import('./routes/home'))
const NotFoundRoute = lazy(() => import('./routes/not-found'))
const LoginRoute = lazy(() => import('./routes/login'))
const SignupRoute = lazy(() => import('./routes/signup'))
const AllProductsRoute = lazy(() => import('./routes/all-products'))
const CategoryRoute = lazy(() => import('./routes/category'))
const ProductRoute = lazy(() => import('./routes/product'))
const TermsRoute = lazy(() => import('./routes/terms'))
const AboutRoute = lazy(() => import('./routes/about'))
const CareersRoute = lazy(() => import('./routes/careers'))
const FaqRoute = lazy(() => import('./routes/faq'))
const DashboardRoute = lazy(() => import('./routes/dashboard'))
const AddProductRoute = lazy(() => import('./routes/add-product'))
const UpdateProductRoute = lazy(() => import('./routes/update-product'))
const CartRoute = lazy(() => import('./routes/cart'))
const WishlistRoute = lazy(() => import('./routes/wishlist'))
const CheckoutRoute = lazy(() => import('./routes/checkout'))
const OrdersRoute = lazy(() => import('./routes/orders'))

export const routes: RouteObject[] = [
  {
    // Outside the layout's Suspense: the 401 handler and the start-up session check run at once.
    id: 'session',
    Component: SessionRoot,
    children: [
      {
        id: 'root',
        Component: RootLayout,
        ErrorBoundary: RouteError,
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

// DESIGN.md §5: the 401 handler (go to /login without a page load) is installed by SessionRoot.
export function createAppRouter() {
  return createBrowserRouter(routes)
}
