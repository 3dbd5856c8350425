// The Categories tab (issue 13): GET /api/v1/admin/categories (with product counts), PATCH a category's
// label and subcategories (its slug stays), DELETE one — refused with the server's message while products
// use it, unless ?moveTo=<slug> moves them first in the same transaction.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import { categoriesQueryKey } from '@/lib/api/get-categories'

import { refreshCatalogue } from './invalidate'
import { adminKeys } from './keys'
import type { AdminCategory, CategoryChange } from './types'

const base = '/api/v1/admin/categories'
const one = (name: string) => `${base}/${encodeURIComponent(name)}`

export function getAdminCategories({ signal }: { signal?: AbortSignal } = {}): Promise<AdminCategory[]> {
  return apiGet<AdminCategory[]>(base, signal ? { signal } : {})
}

export function useAdminCategories() {
  return useQuery({ queryKey: adminKeys.categories(), queryFn: ({ signal }) => getAdminCategories({ signal }) })
}

export function updateCategory({ name, change }: { name: string; change: CategoryChange }): Promise<AdminCategory> {
  return apiSend<AdminCategory>('PATCH', one(name), change)
}

export function deleteCategory({ name, moveTo }: { name: string; moveTo?: string | undefined }): Promise<undefined> {
  const query = moveTo ? `?${new URLSearchParams({ moveTo }).toString()}` : ''
  return apiSend<undefined>('DELETE', `${one(name)}${query}`)
}

/** The shop's category list (home tiles, filters, the product form) and every admin view reload. */
function refreshCategories(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: categoriesQueryKey }), refreshCatalogue(queryClient)]).then(
    () => undefined,
  )
}

export function useUpdateCategory() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateCategory, onSuccess: () => refreshCategories(queryClient) })
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteCategory, onSettled: () => refreshCategories(queryClient) })
}
