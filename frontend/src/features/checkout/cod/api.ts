// Issue 30: cash on delivery at checkout (backend khadi/cod/routes.py): whether the cart can be paid on
// delivery to a pincode and what that collects, and placing the order without a payment.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError, apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { PINCODE } from '@/lib/delivery/api'
import type { Order } from '@/lib/orders/get-orders'

import type { CheckoutAddress, CheckoutChoices } from '../schema'

export type CodQuote = components['schemas']['CodQuoteOut']

/** The key starts with the cart's, so every cart change (which invalidates ['cart']) asks again. */
export const codQuoteKey = (pincode: string) => ['cart', 'cod', pincode] as const

export function getCodQuote(pincode: string, signal?: AbortSignal): Promise<CodQuote> {
  return apiGet<CodQuote>(`/api/v1/cart/cod?pincode=${encodeURIComponent(pincode)}`, signal ? { signal } : {})
}

export function useCodQuote(pincode: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: codQuoteKey(pincode),
      queryFn: ({ signal }) => getCodQuote(pincode, signal),
      enabled: enabled && PINCODE.test(pincode),
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    }),
  )
}

/** POST /api/v1/checkout/cod: the server asks every rule again; the same key is the same order. */
export function placeCodOrder(address: CheckoutAddress & CheckoutChoices, idempotencyKey: string): Promise<Order> {
  return apiSend<Order>('POST', '/api/v1/checkout/cod', address, { headers: { 'Idempotency-Key': idempotencyKey } })
}
