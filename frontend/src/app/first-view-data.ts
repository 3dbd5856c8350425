// Issue 33: the answers the server drew a page's first view from (src/first-view.tsx), fetched before the
// app's first render takes the page over, so that render draws the same page instead of a spinner.
import type { QueryClient } from '@tanstack/react-query'

import { productQueryOptions } from '@/features/product/api/get-product'
import { categoriesQueryOptions } from '@/lib/api/get-categories'
import { productsQueryOptions } from '@/lib/api/get-products'
import { sizeChartsQueryOptions } from '@/lib/api/get-size-charts'
import { shopQueryOptions } from '@/lib/shop'

const PRODUCT_PAGE = /^\/productInfo\/([^/]+)\/?$/

export function drawnFrom(queryClient: QueryClient, root: HTMLElement): Promise<unknown> {
  if (!root.hasAttribute('data-first-view')) return Promise.resolve()
  const loads: Promise<unknown>[] = [
    queryClient.query(productsQueryOptions()),
    queryClient.query(categoriesQueryOptions()),
    queryClient.query(shopQueryOptions()),
  ]
  const product = PRODUCT_PAGE.exec(window.location.pathname)?.[1]
  if (product) {
    loads.push(queryClient.query(productQueryOptions(decodeURIComponent(product))))
    loads.push(queryClient.query(sizeChartsQueryOptions()))
  }
  // A failed answer leaves the page to draw its own error, as without a first view.
  return Promise.allSettled(loads)
}
