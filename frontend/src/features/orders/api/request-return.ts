// POST /api/v1/orders/{id}/returns (issue 16) with the form's Idempotency-Key: a double click or a retry
// of the same request makes one return. The orders refresh with it.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiSend } from '@/lib/api/client'
import { ordersQueryKey } from '@/lib/orders/keys'

import type { OrderReturn, ReturnRequest } from './return-types'

export function requestReturn(orderId: string, request: ReturnRequest, key: string): Promise<OrderReturn> {
  return apiSend<OrderReturn>('POST', `/api/v1/orders/${encodeURIComponent(orderId)}/returns`, request, {
    headers: { 'Idempotency-Key': key },
  })
}

export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ request, key }: { request: ReturnRequest; key: string }) => requestReturn(orderId, request, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
