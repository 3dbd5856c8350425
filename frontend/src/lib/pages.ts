// GET /api/v1/pages/{about|careers|faq|terms} — the shop's editable pages (issue 13), as its admins
// wrote them on the dashboard's Pages tab. A save announces itself on the live stream ('page').
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from './api/client'
import type { components } from './api/schema'

type Schemas = components['schemas']

export type PageBodies = {
  about: Schemas['AboutOut']
  careers: Schemas['CareersOut']
  faq: Schemas['FaqOut']
  terms: Schemas['TermsOut']
}
export type PageForms = {
  about: Schemas['AboutIn']
  careers: Schemas['CareersIn']
  faq: Schemas['FaqIn']
  terms: Schemas['TermsIn']
}
export type PageSlug = keyof PageBodies

export const pagesQueryKey = ['pages'] as const

export function pageQueryOptions<Slug extends PageSlug>(slug: Slug) {
  return queryOptions({
    queryKey: [...pagesQueryKey, slug] as const,
    queryFn: ({ signal }) => apiGet<PageBodies[Slug]>(`/api/v1/pages/${slug}`, { signal }),
    staleTime: 10 * 60_000,
  })
}

export function usePage<Slug extends PageSlug>(slug: Slug) {
  return useQuery(pageQueryOptions(slug))
}
