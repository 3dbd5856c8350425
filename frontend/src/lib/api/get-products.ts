// GET /api/v1/products — the whole catalogue (spec §7 loads it at start). Shared rather than owned by one
// feature because home, listing, category, product, cart and admin screens all read it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'

import { drawingFirstView } from '../first-view'
import { apiGet } from './client'
import type { ProductList } from './types'

export const productsQueryKey = ['products'] as const

export function getProducts({ signal }: { signal?: AbortSignal } = {}): Promise<ProductList> {
  return apiGet<ProductList>('/api/v1/products', signal ? { signal } : {})
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productsQueryKey,
    queryFn: ({ signal }) => getProducts({ signal }),
    staleTime: 60_000,
  })
}

export function useProducts() {
  return useQuery(productsQueryOptions())
}

/**
 * The catalogue for pages that draw it as a grid of cards. `shown` follows the loaded catalogue as a
 * deferred value: a newly arrived catalogue renders in the background, React yielding to the browser
 * as it builds the grid instead of blocking the page (Lighthouse's Total Blocking Time). `waiting` is
 * true until a catalogue is shown, unless loading it failed.
 *
 * `afterFirstPaint`: even a catalogue already loaded is drawn in a second, background render, so the
 * page's first paint (the home hero) does not wait for, or share the network with, the cards and
 * their pictures below it.
 */
export function useShownProducts({ afterFirstPaint = false }: { afterFirstPaint?: boolean } = {}) {
  const catalogue = useProducts()
  // null: nothing shown yet; an initial value of undefined means "none" to useDeferredValue.
  const shown = useDeferredValue(catalogue.data ?? null, afterFirstPaint && !drawingFirstView() ? null : undefined)
  return { catalogue, shown, waiting: shown === null && !catalogue.isError }
}
