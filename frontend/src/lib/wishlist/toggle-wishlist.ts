// POST /api/v1/wishlist/toggle — the heart on product pages and cards (spec §4: toggling adds or
// removes the product id). Guests go to /login (spec §6).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'

import { ApiError, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { translate } from '@/lib/i18n'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { useStoredUser } from '@/lib/stored-user'

import { useWishlist, wishlistQueryKey, type Wishlist } from './get-wishlist'

type WishlistToggle = components['schemas']['WishlistToggleOut']

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
      notify('success', translate(result.added ? 'cart-messages.savedToWishlist' : 'cart-messages.removedFromWishlist'))
      await queryClient.invalidateQueries({ queryKey: wishlistQueryKey }) // the products list too
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return
      notify('error', error instanceof ApiError && error.status >= 400 ? error.message : translate('cart-messages.wishlistFailed'))
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
