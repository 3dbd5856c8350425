// Issue 30: the owner's cash-on-delivery settings (GET/PUT /api/v1/admin/cod), the delivery zones they can
// leave out (GET /api/v1/admin/delivery), and a COD order's moves (POST …/orders/{id}/cod) and WhatsApp link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import { adminKeys, adminQueryKey } from '../api/keys'
import type { AdminOrderDetail } from '../orders/api'

type Schemas = components['schemas']
export type CodSettings = Schemas['CodSettingsOut']
export type CodMove = Schemas['CodMoveIn']['to']
type DeliveryCharges = Schemas['DeliveryChargesOut']

export const codSettingsKey = [...adminQueryKey, 'cod-settings'] as const
const zonesKey = [...adminQueryKey, 'delivery-zones'] as const

export function useCodSettings() {
  return useQuery({ queryKey: codSettingsKey, queryFn: ({ signal }) => apiGet<CodSettings>('/api/v1/admin/cod', { signal }) })
}

export function saveCodSettings(body: Schemas['CodSettingsIn']): Promise<CodSettings> {
  return apiSend<CodSettings>('PUT', '/api/v1/admin/cod', body)
}

/** The delivery zones (code and name) the owner may leave out of cash on delivery. */
export function useDeliveryZones() {
  return useQuery({
    queryKey: zonesKey,
    queryFn: ({ signal }) => apiGet<DeliveryCharges>('/api/v1/admin/delivery', { signal }),
    select: (charges) => charges.zones.map((zone) => ({ code: zone.code, name: zone.name })),
  })
}

const orderPath = (orderId: string) => `/api/v1/admin/orders/${encodeURIComponent(orderId)}`

export function useCodMove(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (to: CodMove) => apiSend<AdminOrderDetail>('POST', `${orderPath(orderId)}/cod`, { to }),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

/** The one-click message asking the shopper to confirm, in their language. */
export function useWhatsAppLink(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.order(orderId), 'whatsapp'],
    queryFn: ({ signal }) => apiGet<Schemas['CodWhatsAppOut']>(`${orderPath(orderId)}/cod/whatsapp`, { signal }),
    enabled,
  })
}
