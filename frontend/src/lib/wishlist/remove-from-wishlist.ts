// DELETE /api/v1/wishlist/{productId} — the wishlist page's remove button.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'react-hot-toast'

import { ApiError, apiSend } from '@/lib/api/client'
import { translate } from '@/lib/i18n'

import { wishlistQueryKey, type Wishlist } from './get-wishlist'

export function removeFromWishlist(productId: string): Promise<Wishlist> {
  return apiSend<Wishlist>('DELETE', `/api/v1/wishlist/${encodeURIComponent(productId)}`)
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (wishlist) => {
      queryClient.setQueryData(wishlistQueryKey, wishlist)
      toast.success(translate('cart-messages.removedFromWishlist'))
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return
      toast.error(translate('cart-messages.wishlistFailed'))
    },
  })
  return {
    remove: (productId: string) => mutation.mutate(productId),
    removingId: mutation.isPending ? mutation.variables : null,
  }
}
