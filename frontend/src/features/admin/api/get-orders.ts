// GET /api/v1/admin/orders?page&pageSize&q — the Orders tab (spec §2: every order with amount and payment
// id; issue 6 adds date, customer, status, items and the shipping address the shop posts the parcel to).
// The answer is checked with zod rather than trusted: a shape this screen cannot read shows as an error
// instead of a table of blanks.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { apiGet } from '@/lib/api/client'
import { translate } from '@/lib/i18n'

import { adminKeys, pagedPath } from './keys'
import type { OrdersView, PageQuery } from './types'

const text = z.string().nullish()
const paise = z.number().int()

// The shape of khadi/orders/schemas.py AdminOrderOut (issue 6).
const orderItemSchema = z.object({
  productId: text,
  title: text,
  category: text,
  quantity: z.number(),
  unit: z.enum(['metre', 'piece']).nullish(),
  size: text,
  type: text,
  unitPrice: paise.nullish(),
  lineTotal: paise.nullish(),
  productExists: z.boolean().nullish(),
})

const addressSchema = z.object({
  name: z.string(),
  address: z.string(),
  pincode: z.string(),
  mobile: text,
})

const orderSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    amount: paise,
    placedAtIso: text,
    placedAt: z.object({ seconds: z.number() }).nullish(), // spec §3: seconds and nanoseconds
    paymentInfo: z.object({ amount: paise.nullish(), paymentId: text }).nullish(),
    customer: z.object({ id: text, name: text, email: text }).nullish(),
    cartTotalItems: z.number().int().nullish(),
    items: z.array(orderItemSchema).nullish(),
    address: addressSchema.nullish(),
    stockShort: z.boolean().nullish(),
    dismissedAt: z.string().nullish(), // issue 30: the shopper closed the payment window
    fulfilment: z.enum(['unfulfilled', 'packed', 'shipped', 'delivered']).nullish(),
  })
  .transform((order) => ({
    id: order.id,
    placedAt: order.placedAtIso
      ? new Date(order.placedAtIso)
      : order.placedAt
        ? new Date(order.placedAt.seconds * 1000)
        : null,
    customerName: order.customer?.name ?? '',
    customerEmail: order.customer?.email ?? '',
    status: order.status,
    amount: order.amount,
    paymentId: order.paymentInfo?.paymentId ?? '',
    items: (order.items ?? []).map((item) => ({
      productId: item.productId ?? '',
      title: item.title ?? '',
      quantity: item.quantity,
      metres: item.unit === 'metre',
      size: item.size ?? '',
      type: item.type ?? '',
      lineTotal: item.lineTotal ?? null,
      stillInShop: item.productExists ?? true,
    })),
    itemCount: order.cartTotalItems ?? order.items?.length ?? 0,
    address: order.address ? { ...order.address, mobile: order.address.mobile ?? '' } : null,
    // issue 15: paid after its stock hold lapsed and the stock was gone
    stockShort: order.stockShort ?? false,
    dismissedAt: order.dismissedAt ?? null,
    fulfilment: order.fulfilment ?? 'unfulfilled',
  }))

const orderPageSchema = z.object({
  items: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

export type AdminOrder = z.output<typeof orderSchema>
export type AdminOrderItem = AdminOrder['items'][number]
export type AdminOrderPage = z.output<typeof orderPageSchema>


/** Reads the server's answer; throws when it is not an order page. */
export function parseOrderPage(body: unknown): AdminOrderPage {
  const parsed = orderPageSchema.safeParse(body)
  if (!parsed.success) throw new Error(translate('admin-dashboard.ordersUnreadable'))
  return parsed.data
}

type OrdersQuery = PageQuery & { view?: OrdersView }

export async function getOrders(query: OrdersQuery, { signal }: { signal?: AbortSignal } = {}): Promise<AdminOrderPage> {
  let path = pagedPath('/api/v1/admin/orders', query)
  if (query.view && query.view !== 'all') path += `&view=${query.view}`
  const body = await apiGet<unknown>(path, signal ? { signal } : {})
  return parseOrderPage(body)
}

export function ordersQueryOptions(query: OrdersQuery) {
  return queryOptions({
    queryKey: adminKeys.orders(query),
    queryFn: ({ signal }) => getOrders(query, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQueryOptions(query))
}
