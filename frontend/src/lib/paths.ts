// Every route of spec §2, so links are never hand-typed strings (STYLE.md: typed paths).
// The routes themselves are the server's list (backend khadi/site/client_routes.py, generated into
// api/shared-values.gen.ts); src/app/pages.test.ts checks that these patterns are the same ones.

const segment = (value: string) => encodeURIComponent(value)

/** The query of /allproducts (the listing's filters live in the URL so they can be shared). */
export const allProductsParams = { category: 'category', maxPrice: 'max', fabric: 'fabric', search: 'q' } as const

export type AllProductsQuery = {
  categories?: readonly string[]
  maxPrice?: number
  fabrics?: readonly string[]
  search?: string
}

function allProductsHref(query: AllProductsQuery = {}): string {
  const params = new URLSearchParams()
  for (const category of query.categories ?? []) params.append(allProductsParams.category, category)
  if (query.maxPrice !== undefined) params.set(allProductsParams.maxPrice, String(query.maxPrice))
  for (const fabric of query.fabrics ?? []) params.append(allProductsParams.fabric, fabric)
  if (query.search) params.set(allProductsParams.search, query.search)
  const search = params.toString()
  return search ? `/allproducts?${search}` : '/allproducts'
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `next`: the same-site page to return to after logging in (route guards, 401s). */
    getHref: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  },
  signup: {
    path: '/signup',
    getHref: (next?: string) => (next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  allProducts: { path: '/allproducts', getHref: allProductsHref },
  productInfo: {
    path: '/productInfo/:id',
    getHref: (id: string) => `/productInfo/${segment(id)}`,
  },
  category: {
    path: '/category/:category',
    getHref: (category: string) => `/category/${segment(category)}`,
  },
  subCategory: {
    path: '/category/:category/:subCategory',
    getHref: (category: string, subCategory: string) =>
      `/category/${segment(category)}/${segment(subCategory)}`,
  },
  termsAndConditions: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  careers: { path: '/careers', getHref: () => '/careers' },
  faq: { path: '/faq', getHref: () => '/faq' },
  orders: { path: '/orders', getHref: () => '/orders' },
  cart: { path: '/cart', getHref: () => '/cart' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  account: { path: '/account', getHref: () => '/account' },
  addresses: { path: '/account/addresses', getHref: () => '/account/addresses' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  adminOrder: {
    path: '/dashboard/orders/:id',
    getHref: (id: string) => `/dashboard/orders/${segment(id)}`,
  },
  addProduct: { path: '/add-product', getHref: () => '/add-product' },
  updateProduct: {
    path: '/update-product/:id',
    getHref: (id: string) => `/update-product/${segment(id)}`,
  },
} as const

export type RouteName = keyof typeof paths
