// The shop's settings and pages, saved from the dashboard's Settings and Pages tabs (issue 13):
// PUT /api/v1/admin/shop and PUT /api/v1/admin/pages/{slug}, each with the version the form was loaded
// with (409 `edit_conflict` when someone saved in between; nothing changes). GET /api/v1/shop/states
// lists the states for the GST state field.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import type { AdminPageBodies, PageForms, PageSlug } from '@/lib/pages'
import type { Shop, ShopForm } from '@/lib/shop'

export type GstState = components['schemas']['GstState']
export type CartReminderCounts = components['schemas']['CartReminderCounts']

/** Issue 31: cart reminders sent and carts recovered (an order placed after a reminder). */
export function useCartReminderCounts() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'cart-reminders'] as const,
      queryFn: ({ signal }) => apiGet<CartReminderCounts>('/api/v1/admin/cart-reminders', { signal }),
    }),
  )
}

export function saveShop(form: ShopForm): Promise<Shop> {
  return apiSend<Shop>('PUT', '/api/v1/admin/shop', form)
}

/** Saves the page in every language at once; the answer is the dashboard's copy (GET /api/v1/admin/pages/{slug}). */
export function savePage<Slug extends PageSlug>(slug: Slug, form: PageForms[Slug]): Promise<AdminPageBodies[Slug]> {
  return apiSend<AdminPageBodies[Slug]>('PUT', `/api/v1/admin/pages/${slug}`, form)
}

export function useGstStates() {
  return useQuery(
    queryOptions({
      queryKey: ['shop', 'states'] as const,
      queryFn: ({ signal }) => apiGet<GstState[]>('/api/v1/shop/states', { signal }),
      staleTime: Infinity,
    }),
  )
}
