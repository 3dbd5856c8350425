// Issue 16: one order for the dashboard's order page (GET /api/v1/admin/orders/{id}) and its fulfilment
// moves (POST …/fulfilment). A move answers the order as it is afterwards; the Orders tab's lists are
// refreshed with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { formatMetres } from '@/lib/fabrics'
import { translate } from '@/lib/i18n'
import { optionsText } from '@/lib/options'

import { adminKeys, adminQueryKey } from '../api/keys'

export type AdminReturn = components['schemas']['ReturnOut']
export type AdminReturnLine = AdminReturn['lines'][number]
export type AdminOrderDetail = components['schemas']['AdminOrderDetail']
export type RefundRequest = components['schemas']['RefundIn']
export type FulfilmentMove = components['schemas']['FulfilmentIn']
export type DuplicatePayment = AdminOrderDetail['duplicates'][number]

const orderPath = (orderId: string) => `/api/v1/admin/orders/${encodeURIComponent(orderId)}`

export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => apiGet<AdminOrderDetail>(orderPath(orderId), { signal }),
  })
}

/** POST …/refunds with the request's key: the same key (a double click, a retry) is the same refund. */
export function useRefund(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ refund, key }: { refund: RefundRequest; key: string }) =>
      apiSend<AdminOrderDetail>('POST', `${orderPath(orderId)}/refunds`, refund, { headers: { 'Idempotency-Key': key } }),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

/** POST …/refunds/{refundId}/sent (issue 30): a cash-on-delivery order's owed refund, sent by the owner by UPI or
 *  bank transfer; the server records it once however often this is clicked. */
export function useRecordRefundSent(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ refundId, method, reference }: { refundId: string; method: string; reference: string }) =>
      apiSend<AdminOrderDetail>('POST', `${orderPath(orderId)}/refunds/${encodeURIComponent(refundId)}/sent`, { method, reference }),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

/** POST …/duplicates/{paymentId}/refund: the whole duplicate payment back; the server refunds it once
 * however often this is clicked (no key needed), and makes a new attempt only after a failed one. */
export function useRefundDuplicate(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiSend<AdminOrderDetail>('POST', `${orderPath(orderId)}/duplicates/${encodeURIComponent(paymentId)}/refund`),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

/** POST …/cancel: before shipping; the server refunds a paid order in full (once). */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (restock: boolean) => apiSend<AdminOrderDetail>('POST', `${orderPath(orderId)}/cancel`, { restock }),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

export function useMoveFulfilment(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (move: FulfilmentMove) => apiSend<AdminOrderDetail>('POST', `${orderPath(orderId)}/fulfilment`, move),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

/** A return's moves (issue 16): accept, decline with a reason, receive (refunds its lines, optionally
 *  restocking them). Each answers the order as it is afterwards; a second click is refused by the server. */
export type ReturnMove =
  | { returnId: string; action: 'accept' }
  | { returnId: string; action: 'decline'; reason: string }
  | { returnId: string; action: 'receive'; restock: boolean }

export function useReturnMove(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (move: ReturnMove) => {
      const path = `/api/v1/admin/returns/${encodeURIComponent(move.returnId)}/${move.action}`
      if (move.action === 'decline') return apiSend<AdminOrderDetail>('POST', path, { reason: move.reason })
      if (move.action === 'receive') return apiSend<AdminOrderDetail>('POST', path, { restock: move.restock })
      return apiSend<AdminOrderDetail>('POST', path)
    },
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}

/** 'Kurta (M, Half Sleeve) × 2', 'Kora Khadi Fabric × 2.5 m'. */
export function itemText(item: AdminOrderDetail['items'][number]): string {
  const options = optionsText([item.size, item.type])
  const quantity = item.unit === 'metre' ? formatMetres(item.quantity) : String(item.quantity)
  return `${item.title || translate('admin-orders.unknownProduct')}${options ? ` (${options})` : ''} × ${quantity}`
}
