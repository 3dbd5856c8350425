// Issue 30: the owner's delivery charges (backend khadi/delivery, docs/delivery.md): GET|PUT
// /api/v1/admin/delivery, saved whole with the version it was loaded with (409 when someone saved in
// between; nothing changes). A refusal names its field ('zones.2.fees') and carries a code the catalogues
// word (refusals.json).
import { queryOptions } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

export type DeliveryCharges = components['schemas']['DeliveryChargesOut']
export type DeliveryChargesIn = components['schemas']['DeliveryChargesIn']
export type Zone = components['schemas']['ZoneOut']

const URL = '/api/v1/admin/delivery'
export const deliveryChargesQueryKey = ['admin', 'delivery'] as const

export function deliveryChargesQueryOptions() {
  return queryOptions({
    queryKey: deliveryChargesQueryKey,
    queryFn: ({ signal }) => apiGet<DeliveryCharges>(URL, { signal }),
  })
}

export function saveDeliveryCharges(body: DeliveryChargesIn): Promise<DeliveryCharges> {
  return apiSend<DeliveryCharges>('PUT', URL, body)
}
