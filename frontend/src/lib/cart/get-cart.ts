// GET /api/v1/cart — the signed-in user's cart, priced by the server (lines, summary, badge count).
// Kept current by the live event stream (lib/live) and by every change's answer.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'
import { useStoredUser } from '@/lib/stored-user'

import type { Cart, CartChange } from './types'

export const cartQueryKey = ['cart'] as const

export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<Cart> {
  return apiGet<Cart>('/api/v1/cart', signal ? { signal } : {})
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart({ signal }),
    staleTime: 30_000,
  })
}

/** The cart for a stored user; guests have none (and are never asked for one: a 401 would send them
 *  to /login). */
export function useCart() {
  const user = useStoredUser()
  return useQuery({ ...cartQueryOptions(), enabled: user !== null })
}

/** A change's answer is the whole cart: store it without the message. */
export function cartFromChange(change: CartChange): Cart {
  const { lines, summary, cartTotalItems } = change
  return { lines, summary, cartTotalItems }
}
