// GET /api/v1/products — the whole catalogue (spec §7 loads it at start). Shared rather than owned by one
// feature because home, listing, category, product, cart and admin screens all read it.
import { queryOptions, useQuery } from '@tanstack/react-query'

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
