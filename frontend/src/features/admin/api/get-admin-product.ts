// GET /api/v1/admin/products/{id} — the product on the edit screen, with its images' media keys.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError, apiGet } from '@/lib/api/client'

import { adminKeys } from './keys'
import type { AdminProduct } from './types'

export function getAdminProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<AdminProduct> {
  return apiGet<AdminProduct>(`/api/v1/admin/products/${encodeURIComponent(id)}`, signal ? { signal } : {})
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

export function adminProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getAdminProduct(id, { signal }),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    staleTime: 0,
    gcTime: 0, // the form always starts from what the server holds now
  })
}

export function useAdminProduct(id: string) {
  return useQuery(adminProductQueryOptions(id))
}
