// GET /api/v1/admin/products?page&pageSize&q — the Products tab, newest first, paginated on the server
// so the table stays quick with thousands of products.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'

import { adminKeys, pagedPath } from './keys'
import type { AdminProductPage, PageQuery } from './types'

export function getAdminProducts(query: PageQuery, { signal }: { signal?: AbortSignal } = {}): Promise<AdminProductPage> {
  return apiGet<AdminProductPage>(pagedPath('/api/v1/admin/products', query), signal ? { signal } : {})
}

export function adminProductsQueryOptions(query: PageQuery) {
  return queryOptions({
    queryKey: adminKeys.products(query),
    queryFn: ({ signal }) => getAdminProducts(query, { signal }),
    placeholderData: keepPreviousData, // the old page stays on screen while the next one loads
  })
}

export function useAdminProducts(query: PageQuery) {
  return useQuery(adminProductsQueryOptions(query))
}
