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

export function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ordersQueryKey, { page }],
    queryFn: ({ signal }) => getOrders(page, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function getOrder(orderId: string): Promise<Order> {
  return apiGet<Order>(`/api/v1/orders/${encodeURIComponent(orderId)}`)
}
