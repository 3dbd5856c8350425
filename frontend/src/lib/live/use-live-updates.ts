// DESIGN.md §7: one Server-Sent Events stream per tab (GET /api/v1/events) replaces the spec's live
// listeners (§4, §7). Each event names what changed; the matching query is refetched. `ready` opens
// every stream — the first and each reconnect (the browser reconnects by itself; the server sends
// `retry`) — and refetches everything, so a change made while disconnected is never missed.
// <html data-live> says where the stream is: `connecting` until `ready`, again after an error
// (the browser is reconnecting); end-to-end tests wait for `ready` before relying on live updates.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'

import { categoriesQueryKey } from '@/lib/api/get-categories'
import { productsQueryKey } from '@/lib/api/get-products'
import { cartQueryKey } from '@/lib/cart/get-cart'
import { ordersQueryKey } from '@/lib/orders/keys'
import { pagesQueryKey } from '@/lib/pages'
import { shopQueryKey } from '@/lib/shop'
import { useStoredUser } from '@/lib/stored-user'
import { wishlistQueryKey } from '@/lib/wishlist/get-wishlist'

export const EVENTS_URL = '/api/v1/events'

/** Which queries each event makes stale. `catalog` covers the list and every product (['products', id]),
 *  the categories (renamed or deleted from the dashboard), and the cart and wishlist, priced and flagged
 *  from the products and their stock as they are now (issue 15); `shop` and `page` are the shop's settings
 *  and pages, saved on the dashboard (issue 13). */
export const liveEventQueries: Record<'cart' | 'wishlist' | 'orders' | 'catalog' | 'shop' | 'page', readonly QueryKey[]> = {
  cart: [cartQueryKey],
  wishlist: [wishlistQueryKey],
  orders: [ordersQueryKey],
  catalog: [productsQueryKey, categoriesQueryKey, cartQueryKey, wishlistQueryKey],
  shop: [shopQueryKey],
  page: [pagesQueryKey],
}

function markLive(state: 'connecting' | 'ready' | null) {
  if (state) document.documentElement.dataset.live = state
  else delete document.documentElement.dataset.live
}

function refetch(queryClient: QueryClient, queryKeys: readonly QueryKey[]) {
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey })
}

/** Opens the stream for whoever is signed in (guests get catalogue events only) and reopens it when
 *  the user changes, so a new user never hears the previous one's events. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient()
  const uid = useStoredUser()?.uid ?? null

  useEffect(() => {
    if (typeof EventSource === 'undefined') return // very old browsers and test environments
    const source = new EventSource(EVENTS_URL, { withCredentials: true })
    markLive('connecting')
    const listeners = Object.entries(liveEventQueries).map(([name, queryKeys]) => {
      const listener = () => refetch(queryClient, queryKeys)
      source.addEventListener(name, listener)
      return [name, listener] as const
    })
    const onReady = () => {
      // Each query once, though several events name it.
      const every = new Map(Object.values(liveEventQueries).flatMap((keys) => keys.map((key) => [JSON.stringify(key), key])))
      refetch(queryClient, [...every.values()])
      markLive('ready')
    }
    const onError = () => markLive('connecting')
    source.addEventListener('ready', onReady)
    source.addEventListener('error', onError)
    return () => {
      source.removeEventListener('ready', onReady)
      source.removeEventListener('error', onError)
      markLive(null)
      for (const [name, listener] of listeners) source.removeEventListener(name, listener)
      source.close()
    }
  }, [queryClient, uid])
}

/** Mounted once for the whole app. */
export function LiveUpdates(): null {
  useLiveUpdates()
  return null
}
