// GET /api/v1/products/{id} — one product, so a shared product link works (DESIGN.md §9). The
// catalogue loaded at start already holds it; that copy shows at once while this one is fetched.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'

import { ApiError, apiGet } from '@/lib/api/client'
import { productsQueryKey } from '@/lib/api/get-products'
import type { Product, ProductList } from '@/lib/api/types'

export const productQueryKey = (id: string) => [...productsQueryKey, id] as const

export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Product> {
  return apiGet<Product>(`/api/v1/products/${encodeURIComponent(id)}`, signal ? { signal } : {})
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
    staleTime: 60_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  })
}

export function useProduct(id: string) {
  const queryClient = useQueryClient()
  return useQuery({
    ...productQueryOptions(id),
    initialData: () =>
      queryClient.getQueryData<ProductList>(productsQueryKey)?.products.find((product) => product.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(productsQueryKey)?.dataUpdatedAt,
  })
}
