// The first view of a public page, drawn on the server (issue 33): the same routes, layout and pages the
// app renders in the browser, rendered to HTML by the Python app (backend khadi/site/first_view.py) with
// the data the page's queries would fetch, so the page shows before its JavaScript and without it.
//
// Built on its own (`npm run build`, vite.first-view.config.ts) into one script without imports that
// V8 runs inside the Python process: no DOM, no timers, no network. The browser's app then draws the
// same markup over it (main.tsx).
import './first-view-globals'

import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'

import { productQueryKey } from '@/features/product/api/get-product'
import { categoriesQueryKey } from '@/lib/api/get-categories'
import { productsQueryKey } from '@/lib/api/get-products'
import { sizeChartsQueryKey } from '@/lib/api/get-size-charts'
import { i18n, INTL_LOCALES, isLanguage } from '@/lib/i18n'
import { shopQueryKey } from '@/lib/shop'
import enShop from '@/locales/en/shop'
import hiShop from '@/locales/hi/shop'
import knShop from '@/locales/kn/shop'

import { AppProviders } from './app/providers'
import { AppRoutes, preloadPage } from './app/router'

const SHOP_MESSAGES = { en: enShop, kn: knShop, hi: hiShop }

/** What the server read for the page: the answers of the API calls its queries make. */
export type FirstViewData = {
  products: unknown
  categories: unknown
  shop: unknown
  sizeCharts?: unknown
  /** The product page's own product (GET /api/v1/products/{id}). */
  product?: { id: string; body: unknown }
}

function seeded(data: FirstViewData): QueryClient {
  // Never refetched here: nothing on the server fetches, and the client asks again for what is stale.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } } })
  client.setQueryData(productsQueryKey, data.products)
  client.setQueryData(categoriesQueryKey, data.categories)
  client.setQueryData(shopQueryKey, data.shop)
  if (data.sizeCharts !== undefined) client.setQueryData(sizeChartsQueryKey, data.sizeCharts)
  if (data.product) client.setQueryData(productQueryKey(data.product.id), data.product.body)
  return client
}

/** The HTML of `url`'s page (path and query) in `language`, as a guest sees it before signing in. */
export async function render(url: string, language: string, dataJson: string): Promise<string> {
  const lang = isLanguage(language) ? language : 'en'
  i18n.load(lang, SHOP_MESSAGES[lang])
  i18n.activate(lang, [INTL_LOCALES[lang]])
  const pathname = url.split(/[?#]/)[0] ?? '/'
  await preloadPage({ pathname })
  const client = seeded(JSON.parse(dataJson) as FirstViewData)
  try {
    return renderToString(
      <AppProviders queryClient={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    )
  } finally {
    client.clear()
  }
}
