// POST /api/v1/wishlist/toggle — the heart on product pages and cards (spec §4: toggling adds or
// removes the product id). Guests go to /login (spec §6).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'

import { ApiError, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { useStoredUser } from '@/lib/stored-user'

import { useWishlist, wishlistQueryKey, type Wishlist } from './get-wishlist'

type WishlistToggle = components['schemas']['WishlistToggleOut']

export const SAVED_TO_WISHLIST = 'Saved to your wishlist'
export const REMOVED_FROM_WISHLIST = 'Removed from your wishlist'
export const WISHLIST_FAILED = 'Could not update your wishlist'

export function toggleWishlist(productId: string): Promise<WishlistToggle> {
  return apiSend<WishlistToggle>('POST', '/api/v1/wishlist/toggle', { productId })
}

/** Whether the product is in the stored user's wishlist, and a toggle for the heart. */
export function useWishlistToggle(productId: string) {
  const user = useStoredUser()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const wishlist = useWishlist()

  const mutation = useMutation({
    mutationFn: toggleWishlist,
    onSuccess: async (result) => {
      queryClient.setQueryData<Wishlist>(wishlistQueryKey, (old) =>
        old ? { ...old, productIds: result.productIds } : old,
      )
      notify('success', result.added ? SAVED_TO_WISHLIST : REMOVED_FROM_WISHLIST)
      await queryClient.invalidateQueries({ queryKey: wishlistQueryKey }) // the products list too
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return
      notify('error', error instanceof ApiError && error.status >= 400 ? error.message : WISHLIST_FAILED)
    },
  })

  const pressed = user !== null && (wishlist.data?.productIds.includes(productId) ?? false)

  const onToggle = () => {
    if (!user) {
      void navigate(paths.login.getHref(location.pathname + location.search))
      return
    }
    mutation.mutate(productId)
  }

  return { pressed, onToggle, busy: mutation.isPending }
}
