// Every route of spec §2, so links are never hand-typed strings (STYLE.md: typed paths).
// The backend keeps the same list in khadi/site/spa.py to answer 200 for client routes and 404 otherwise.

const segment = (value: string) => encodeURIComponent(value)

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  allProducts: { path: '/allproducts', getHref: () => '/allproducts' },
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
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  addProduct: { path: '/add-product', getHref: () => '/add-product' },
  updateProduct: {
    path: '/update-product/:id',
    getHref: (id: string) => `/update-product/${segment(id)}`,
  },
} as const

export type RouteName = keyof typeof paths
