// POST /api/v1/admin/categories {name} — the product form's inline 'add category' (spec §5, §7).
// 409 'Category already exists' when the name (any case, any spacing) is taken.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiSend } from '@/lib/api/client'
import { categoriesQueryKey } from '@/lib/api/get-categories'
import type { Category } from '@/lib/api/types'

import { refreshCatalogue } from './invalidate'

export function createCategory(name: string): Promise<Category> {
  return apiSend<Category>('POST', '/api/v1/admin/categories', { name })
}

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => {
      queryClient.setQueryData<Category[]>(categoriesQueryKey, (list) => (list ? [...list, category] : list))
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey })
      return refreshCatalogue(queryClient)
    },
  })
}
