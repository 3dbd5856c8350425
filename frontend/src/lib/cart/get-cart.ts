// GET /api/v1/cart — the signed-in user's cart, priced by the server (lines, summary, badge count).
// Kept current by the live event stream (lib/live) and by every change's answer.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

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

/** Store a change's answer as the cart. A cart read still in flight (started before the change,
 *  e.g. on page load) is cancelled first: answering later, it would put the old cart back. */
export async function storeCartChange(queryClient: QueryClient, change: CartChange): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartQueryKey })
  queryClient.setQueryData(cartQueryKey, cartFromChange(change))
}
