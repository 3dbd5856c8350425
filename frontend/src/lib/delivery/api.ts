// Issue 30: India Post's pincode directory and delivery quotes (backend khadi/addresses and khadi/delivery).
// The server refuses a pincode the directory does not list with the code 'unknown_pincode'; the messages
// here are catalogue keys, worded where they show.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError, apiGet } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import type { MessageKey } from '@/lib/i18n'

type Schemas = components['schemas']
export type Place = Schemas['PlaceOut']
export type DeliveryQuote = Schemas['DeliveryQuoteOut']

export const PINCODE = /^[0-9]{6}$/

export const placeQueryKey = (pincode: string) => ['pincodes', pincode] as const
export const cartDeliveryQueryKey = ['cart', 'delivery'] as const

export function getPlace(pincode: string, signal?: AbortSignal): Promise<Place> {
  return apiGet<Place>(`/api/v1/pincodes/${encodeURIComponent(pincode)}`, signal ? { signal } : {})
}

const noRetryOnRefusal = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 1

/** The place of a complete pincode (city, district, state), or its refusal. */
export function usePlace(pincode: string) {
  return useQuery(
    queryOptions({
      queryKey: placeQueryKey(pincode),
      queryFn: ({ signal }) => getPlace(pincode, signal),
      enabled: PINCODE.test(pincode),
      staleTime: Infinity,
      retry: noRetryOnRefusal,
    }),
  )
}

export function getProductQuote(
  query: { pincode: string; productId: string; size?: string; quantity?: number },
  signal?: AbortSignal,
): Promise<DeliveryQuote> {
  const params = new URLSearchParams({ pincode: query.pincode, productId: query.productId })
  if (query.size) params.set('size', query.size)
  if (query.quantity) params.set('quantity', String(query.quantity))
  return apiGet<DeliveryQuote>(`/api/v1/delivery/quote?${params.toString()}`, signal ? { signal } : {})
}

export function getCartQuote(pincode: string, signal?: AbortSignal): Promise<DeliveryQuote> {
  return apiGet<DeliveryQuote>(`/api/v1/cart/delivery?pincode=${encodeURIComponent(pincode)}`, signal ? { signal } : {})
}

/** The signed-in shopper's cart delivered to a pincode: the delivery line and total checkout charges. The
 *  key starts with the cart's, so every cart change (which invalidates ['cart']) asks again. */
export function useCartQuote(pincode: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...cartDeliveryQueryKey, pincode] as const,
      queryFn: ({ signal }) => getCartQuote(pincode, signal),
      enabled: enabled && PINCODE.test(pincode),
      retry: noRetryOnRefusal,
    }),
  )
}

/** Whether the server refused the pincode itself (not a network or server failure). */
export function isPincodeRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'unknown_pincode' || error.status === 422)
}

/** Why a pincode was refused, as a catalogue key: the directory does not list it, or it is not 6 digits. */
export function pincodeProblem(error: unknown): MessageKey {
  if (error instanceof ApiError && error.code === 'unknown_pincode') return 'delivery.unknownPincode'
  if (error instanceof ApiError && error.status === 422) return 'delivery.pincodeInvalid'
  return 'delivery.checkFailed'
}
