// GET /api/v1/orders (the signed-in user's orders, newest first) and GET /api/v1/orders/{id}. Kept live:
// the event stream's `orders` events make ['orders', …] stale (lib/live), so a paid webhook flips a
// status on screen. Shared: the orders page lists them, checkout polls the one being paid.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import { ordersQueryKey } from './keys'

type Schemas = components['schemas']
export type Order = Schemas['OrderOut']
export type OrderItem = Schemas['OrderItemOut']
export type OrderPage = Schemas['OrderPage']

export const ORDERS_PAGE_SIZE = 10

export function getOrders(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<OrderPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ORDERS_PAGE_SIZE) })
  return apiGet<OrderPage>(`/api/v1/orders?${query.toString()}`, signal ? { signal } : {})
}

/** How often the list asks again while a recent order waits for its payment, and for how long after the order. */
export const WAITING_POLL_MS = 5_000
const WAITING_WINDOW_MS = 30 * 60_000

/**
 * An order waiting for its payment is settled by the provider's webhook, a moment after the popup closes.
 * The event stream says when; should that event be missed (the stream reconnecting, a proxy that holds it
 * back), the list asks again every few seconds while an order of the last half hour still waits.
 */
export function waitingOrdersPoll(page: OrderPage | undefined, now = Date.now()): number | false {
  const waits = page?.items.some((order) => order.status === 'created' && now - Date.parse(order.placedAtIso) < WAITING_WINDOW_MS)
  return waits ? WAITING_POLL_MS : false
}

export function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ordersQueryKey, { page }],
    queryFn: ({ signal }) => getOrders(page, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => waitingOrdersPoll(query.state.data),
  })
}

export function getOrder(orderId: string): Promise<Order> {
  return apiGet<Order>(`/api/v1/orders/${encodeURIComponent(orderId)}`)
}
