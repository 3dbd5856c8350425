// Issue 32: WhatsApp order updates on the dashboard — the updates and their state
// (GET /api/v1/admin/whatsapp), the settings whose access token is write-only (GET/PUT …/whatsapp/settings)
// and an order's updates or its one-click wa.me message (GET …/orders/{id}/whatsapp).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import { adminKeys, adminQueryKey } from '../api/keys'

type Schemas = components['schemas']
export type WhatsAppPage = Schemas['WhatsAppPage']
export type WhatsAppMessage = Schemas['WhatsAppMessageOut']
export type WhatsAppSettings = Schemas['WhatsAppSettingsOut']
export type WhatsAppSettingsIn = Schemas['WhatsAppSettingsIn']
export type OrderWhatsApp = Schemas['OrderWhatsAppOut']

export const whatsappKey = [...adminQueryKey, 'whatsapp'] as const
const settingsKey = [...whatsappKey, 'settings'] as const

export function useWhatsAppMessages(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...whatsappKey, 'messages', page],
    queryFn: ({ signal }) => apiGet<WhatsAppPage>(`/api/v1/admin/whatsapp?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
}

export function useWhatsAppSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiGet<WhatsAppSettings>('/api/v1/admin/whatsapp/settings', { signal }) })
}

export function useSaveWhatsAppSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WhatsAppSettingsIn) => apiSend<WhatsAppSettings>('PUT', '/api/v1/admin/whatsapp/settings', body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

/** The order's WhatsApp updates, or (no credentials) the wa.me message; asked again as the order moves. */
export function useOrderWhatsApp(orderId: string, fulfilment: string) {
  return useQuery({
    queryKey: [...adminKeys.order(orderId), 'whatsapp-updates', fulfilment],
    queryFn: ({ signal }) => apiGet<OrderWhatsApp>(`/api/v1/admin/orders/${encodeURIComponent(orderId)}/whatsapp`, { signal }),
    refetchInterval: 15_000,
  })
}
