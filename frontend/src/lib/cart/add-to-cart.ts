// POST /api/v1/cart/lines — add a line, or add to the identical line (spec §3: product, size, type).
// spec §6: cart actions need a stored user, otherwise they go to /login.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { ApiError, apiSend } from '@/lib/api/client'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { useStoredUser } from '@/lib/stored-user'

import { storeCartChange } from './get-cart'
import { ADD_TO_CART_FAILED, cartText, INVALID_PRODUCT_ID, PRODUCT_ADDED_TO_CART } from './messages'
import { rememberPendingAdd, usePendingAdd } from './pending-add'
import type { CartChange } from './types'

export type CartLineInput = { productId: string; size: string; type: string; quantity: number }

/** `attempt` names one click: the server adds once per key, so a request sent twice adds one piece. */
export function addCartLine(line: CartLineInput, attempt?: string): Promise<CartChange> {
  return apiSend<CartChange>(
    'POST',
    '/api/v1/cart/lines',
    {
      productId: line.productId,
      size: line.size || null,
      type: line.type || null,
      quantity: line.quantity,
    },
    attempt ? { headers: { 'Idempotency-Key': attempt } } : {},
  )
}

/** The page to come back to after logging in: a product page shows the size and type that were chosen. */
export function backTo(pathname: string, search: string, line: CartLineInput): string {
  if (!pathname.startsWith('/productInfo/')) return pathname + search
  const params = new URLSearchParams(search)
  if (line.size) params.set('size', line.size)
  if (line.type) params.set('type', line.type)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Issue 30: the guest's press, made once they are signed in (mounted in the layout). */
export function useGuestAddAfterLogin() {
  usePendingAdd(addCartLine, addToCartError)
}

/** Issue 28: the second click of a double click (the browser counts it: `detail` 2) is the same press,
 *  even when the first one's line came back before it — on a slow phone with a fast server it does. */
export const isRepeatClick = (event: { detail: number }) => event.detail > 1

const lineKey = (line: CartLineInput) => JSON.stringify([line.productId, line.size, line.type])

/** The shop's reason when it gave one (e.g. 'This product is out of stock'), else the spec's text. */
export function addToCartError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.code !== 'http_error') return error.message
  return cartText(ADD_TO_CART_FAILED)
}

type AddToCartOptions = {
  /** spec §8: 'Product added to cart' on the product page, 'Added to cart' on the wishlist page. */
  successMessage?: string
}

export function useAddToCart({ successMessage = PRODUCT_ADDED_TO_CART }: AddToCartOptions = {}) {
  const user = useStoredUser()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()

  // Issue 28: one click, one line change. A second click on a line still being added is ignored
  // here (before React has re-rendered the button disabled), and the request carries a key the
  // server adds once for, should it be sent twice all the same.
  const inFlight = useRef(new Set<string>())

  const mutation = useMutation({
    mutationFn: ({ line, attempt }: { line: CartLineInput; attempt: string }) => addCartLine(line, attempt),
    onSettled: (_data, _error, { line }) => {
      inFlight.current.delete(lineKey(line))
    },
    onSuccess: async (change) => {
      await storeCartChange(queryClient, change)
      notify('success', cartText(successMessage))
    },
    onError: (error) => {
      // A 401 has already cleared the stored user and gone to /login (lib/api/client).
      if (error instanceof ApiError && error.status === 401) return
      notify('error', addToCartError(error))
    },
  })

  const add = (line: CartLineInput) => {
    if (!user) {
      // spec §6: to /login. Issue 30: and back to this product with this choice, the line added once logged in.
      if (line.productId) rememberPendingAdd(line)
      void navigate(paths.login.getHref(backTo(location.pathname, location.search, line)))
      return
    }
    if (!line.productId) {
      notify('error', cartText(INVALID_PRODUCT_ID))
      return
    }
    const key = lineKey(line)
    if (inFlight.current.has(key)) return
    inFlight.current.add(key)
    mutation.mutate({ line, attempt: `add-${crypto.randomUUID()}` })
  }

  return {
    add,
    adding: mutation.isPending,
    addingProductId: mutation.isPending ? mutation.variables.line.productId : null,
  }
}
