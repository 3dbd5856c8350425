// POST /api/v1/admin/products and PUT /api/v1/admin/products/{id} — the product form (spec §5, §7).
// 422 'All fields are required' carries a message per field in `fields`.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiSend } from '@/lib/api/client'

import { refreshCatalogue } from './invalidate'
import type { AdminProduct, ProductInput } from './types'

export function createProduct(input: ProductInput): Promise<AdminProduct> {
  return apiSend<AdminProduct>('POST', '/api/v1/admin/products', input)
}

export function updateProduct(id: string, input: ProductInput): Promise<AdminProduct> {
  return apiSend<AdminProduct>('PUT', `/api/v1/admin/products/${encodeURIComponent(id)}`, input)
}

/** Creates the product, or replaces product `id`'s fields when editing. */
export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProductInput) => (id === undefined ? createProduct(input) : updateProduct(id, input)),
    onSuccess: () => refreshCatalogue(queryClient),
  })
}
