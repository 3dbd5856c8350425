// DELETE /api/v1/admin/products/{id} — removes the product and its images from storage (spec §7);
// `imagesFailed` above 0 means some files could not be removed.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiSend } from '@/lib/api/client'

import { refreshCatalogue } from './invalidate'
import type { ProductDeleted } from './types'

export function deleteProduct(id: string): Promise<ProductDeleted> {
  return apiSend<ProductDeleted>('DELETE', `/api/v1/admin/products/${encodeURIComponent(id)}`)
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteProduct, onSettled: () => refreshCatalogue(queryClient) })
}
