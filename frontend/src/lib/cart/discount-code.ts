// Issue 31: the cart's discount code — PUT /api/v1/cart/discount-code enters one (replacing any other),
// DELETE takes it off. Each answers with the whole cart, stored at once; the other tabs hear of it
// through the live event stream; the cart's delivery and COD quotes are asked again. A refusal (unknown,
// expired, used up…) is worded from its code.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { ApiError, apiSend } from '@/lib/api/client'

import { cartQueryKey } from './get-cart'
import type { Cart } from './types'

export const CART_CODE_PATH = '/api/v1/cart/discount-code'

export function enterCartCode(code: string): Promise<Cart> {
  return apiSend<Cart>('PUT', CART_CODE_PATH, { code })
}

export function removeCartCode(): Promise<Cart> {
  return apiSend<Cart>('DELETE', CART_CODE_PATH)
}

/** Enter or remove the cart's code; `error` is the refusal in the shopper's language. */
export function useCartCode() {
  const queryClient = useQueryClient()
  const store = async (cart: Cart) => {
    await queryClient.cancelQueries({ queryKey: cartQueryKey })
    queryClient.setQueryData(cartQueryKey, cart)
    // The delivery and cash-on-delivery quotes (['cart', 'delivery' | 'cod', pincode]) depend on the code: free
    // delivery is reached by what is paid for the goods after it. Ask them again; the cart itself is fresh.
    void queryClient.invalidateQueries({ queryKey: cartQueryKey, predicate: (query) => query.queryKey.length > 1 })
  }
  const enter = useMutation({ mutationFn: enterCartCode, onSuccess: store })
  const remove = useMutation({ mutationFn: removeCartCode, onSuccess: store })
  const failure = enter.error
  const error =
    failure instanceof ApiError ? (failure.fields.code ?? failure.message) : failure ? failure.message : null
  return {
    enter: (code: string) => {
      remove.reset()
      enter.mutate(code)
    },
    remove: () => {
      enter.reset()
      remove.mutate()
    },
    pending: enter.isPending || remove.isPending,
    error,
  }
}
