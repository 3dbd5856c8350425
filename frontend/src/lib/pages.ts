// GET /api/v1/pages/{about|careers|faq|terms}?lang= — the shop's editable pages (issue 13), as its admins
// wrote them on the dashboard's Pages tab, in the shopper's language: each text in Kannada or Hindi where an
// admin entered one, else the English (issue 18). A save announces itself on the live stream ('page'), which
// refetches every language's copy and the dashboard's.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { useLanguage, type Language } from '@/lib/i18n'

import { apiGet } from './api/client'
import type { components } from './api/schema'

type Schemas = components['schemas']

export type PageBodies = {
  about: Schemas['AboutOut']
  careers: Schemas['CareersOut']
  faq: Schemas['FaqOut']
  terms: Schemas['TermsOut']
}
/** A page as the dashboard edits it: the English with its Kannada and Hindi texts (`kn`, `hi`). */
export type AdminPageBodies = {
  about: Schemas['AboutAdminOut']
  careers: Schemas['CareersAdminOut']
  faq: Schemas['FaqAdminOut']
  terms: Schemas['TermsAdminOut']
}
export type PageForms = {
  about: Schemas['AboutAdminIn']
  careers: Schemas['CareersAdminIn']
  faq: Schemas['FaqAdminIn']
  terms: Schemas['TermsAdminIn']
}
export type PageSlug = keyof PageBodies

export const pagesQueryKey = ['pages'] as const

export function pageQueryOptions<Slug extends PageSlug>(slug: Slug, language: Language = 'en') {
  return queryOptions({
    queryKey: [...pagesQueryKey, slug, language] as const,
    queryFn: ({ signal }) => apiGet<PageBodies[Slug]>(`/api/v1/pages/${slug}?lang=${language}`, { signal }),
    staleTime: 10 * 60_000,
  })
}

/** The page in the current UI language; switching language fetches (once) that language's copy. */
export function usePage<Slug extends PageSlug>(slug: Slug) {
  return useQuery(pageQueryOptions(slug, useLanguage()))
}

/** The dashboard's copy: English, Kannada and Hindi together (admins only). */
export function adminPageQueryOptions<Slug extends PageSlug>(slug: Slug) {
  return queryOptions({
    queryKey: [...pagesQueryKey, slug, 'admin'] as const,
    queryFn: ({ signal }) => apiGet<AdminPageBodies[Slug]>(`/api/v1/admin/pages/${slug}`, { signal }),
    staleTime: 10 * 60_000,
  })
}
