import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { cartQueryKey, storeCartChange } from './get-cart'
import type { Cart, CartChange } from './types'

const cartOf = (items: number) =>
  ({ lines: [], summary: { subtotal: 0 }, cartTotalItems: items }) as unknown as Cart

describe('storeCartChange', () => {
  it('keeps the change when a cart read started before it answers later with the old cart', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    let answerOldRead: (cart: Cart) => void = () => {}
    const oldRead = queryClient
      .query({
        queryKey: cartQueryKey,
        queryFn: () => new Promise<Cart>((resolve) => (answerOldRead = resolve)),
      })
      .catch(() => 'cancelled')

    const change: CartChange = { ...cartOf(1), message: 'Product added to cart' }
    await storeCartChange(queryClient, change)
    answerOldRead(cartOf(0))

    expect(await oldRead).toBe('cancelled')
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.cartTotalItems).toBe(1)
  })
})
