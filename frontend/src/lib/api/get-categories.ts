// GET /api/v1/categories — the shop's categories with labels and subcategories (spec §3). Shared:
// the home tiles, the listing's filters and the admin form all read it.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { localized, type Language } from '../i18n'
import { titleCase } from '../title-case'
import { apiGet } from './client'
import type { Category } from './types'

export const categoriesQueryKey = ['categories'] as const

export function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<Category[]> {
  return apiGet<Category[]>('/api/v1/categories', signal ? { signal } : {})
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: 5 * 60_000,
  })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}

/** The display label of a category slug ('mats' → 'Sleeping Mats'), else the slug title-cased. */
export function categoryLabel(slug: string, categories: readonly Category[] | undefined): string {
  const found = categories?.find((category) => category.name.toLowerCase() === slug.toLowerCase())
  return found ? found.label : titleCase(slug)
}

/** A category slug as a shopper in `language` reads it: its Kannada/Hindi label, else the English label. */
export function localizedCategoryLabel(slug: string, categories: readonly Category[] | undefined, language: Language): string {
  const found = categories?.find((category) => category.name.toLowerCase() === slug.toLowerCase())
  return found ? localized(found, 'label', language) : titleCase(slug)
}
