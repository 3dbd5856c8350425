// The cart screen's changes to one line: POST /api/v1/cart/lines/increment and /decrement, and
// DELETE /api/v1/cart/lines. Each answers with the whole cart, stored at once; the other tabs hear of
// it through the live event stream.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'react-hot-toast'

import { ApiError, apiSend } from '@/lib/api/client'

import { cartQueryKey, storeCartChange } from './get-cart'
import { cartText, COULD_NOT_DECREASE, COULD_NOT_INCREASE, COULD_NOT_REMOVE } from './messages'
import { lineKey, type CartChange, type CartLineKey } from './types'

export type LineChange = 'increment' | 'decrement' | 'remove'

const body = ({ productId, size, type }: CartLineKey) => ({ productId, size, type })

export function changeCartLine(change: LineChange, line: CartLineKey): Promise<CartChange> {
  if (change === 'remove') return apiSend<CartChange>('DELETE', '/api/v1/cart/lines', body(line))
  return apiSend<CartChange>('POST', `/api/v1/cart/lines/${change}`, body(line))
}

// spec §8: the cart screen's failure toasts.
const failureMessage: Record<LineChange, string> = {
  increment: COULD_NOT_INCREASE,
  decrement: COULD_NOT_DECREASE,
  remove: COULD_NOT_REMOVE,
}

/** Increment, decrement or remove a line; `pendingKey` names the line being changed (see lineKey). */
export function useChangeCartLine() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ change, line }: { change: LineChange; line: CartLineKey }) => changeCartLine(change, line),
    onSuccess: (answer) => storeCartChange(queryClient, answer),
    onError: (error, { change }) => {
      if (error instanceof ApiError && error.status === 401) return // already on the way to /login
      // Too few left (issue 15): the shop's own words say how many, e.g. 'Only 2 left of "Kurta" (M)'.
      const stockRefusal = error instanceof ApiError && error.code === 'not_enough_stock'
      toast.error(stockRefusal ? error.message : cartText(failureMessage[change]))
      // The line may have changed elsewhere (another tab, the shop): show the cart as it is now.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey })
    },
  })
  return {
    change: (change: LineChange, line: CartLineKey) => mutation.mutate({ change, line }),
    pendingKey: mutation.isPending ? lineKey(mutation.variables.line) : null,
  }
}
