// GET /api/v1/wishlist — the signed-in user's saved product ids, and those products that still exist.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { useStoredUser } from '@/lib/stored-user'

export type Wishlist = components['schemas']['WishlistOut']

export const wishlistQueryKey = ['wishlist'] as const

export function getWishlist({ signal }: { signal?: AbortSignal } = {}): Promise<Wishlist> {
  return apiGet<Wishlist>('/api/v1/wishlist', signal ? { signal } : {})
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => getWishlist({ signal }),
    staleTime: 30_000,
  })
}

/** The wishlist for a stored user; guests have none. */
export function useWishlist() {
  const user = useStoredUser()
  return useQuery({ ...wishlistQueryOptions(), enabled: user !== null })
}
