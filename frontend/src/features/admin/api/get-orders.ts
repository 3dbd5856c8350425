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
    number: text, // issue 32: KKB-10423, read out on the phone
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
    fulfilment: z.enum(['unfulfilled', 'packed', 'shipped', 'delivered', 'cancelled']).nullish(),
    paymentMethod: z.enum(['online', 'cod']).nullish(),
  })
  .transform((order) => ({
    id: order.id,
    number: order.number ?? '',
    paymentMethod: order.paymentMethod ?? 'online',
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

/** Issue 32: the Orders tab's filters; '' = any. Dates are IST days (YYYY-MM-DD), both ends included. */
export type OrderFilters = {
  status: '' | 'created' | 'paid' | 'failed' | 'cod'
  fulfilment: '' | 'unfulfilled' | 'packed' | 'shipped' | 'delivered' | 'cancelled'
  method: '' | 'online' | 'cod'
  from: string
  to: string
  state: string
}

export const noFilters: OrderFilters = { status: '', fulfilment: '', method: '', from: '', to: '', state: '' }

type OrdersQuery = PageQuery & { view?: OrdersView; filters?: OrderFilters }

/** The filters (and view) as query parameters, for the list and its CSV. */
export function filterParams(query: { q?: string; view?: OrdersView; filters?: OrderFilters }): URLSearchParams {
  const params = new URLSearchParams()
  const search = query.q?.trim()
  if (search) params.set('q', search)
  if (query.view && query.view !== 'all') params.set('view', query.view)
  for (const [name, value] of Object.entries(query.filters ?? noFilters)) {
    const text = value.trim()
    if (text) params.set(name, text)
  }
  return params
}

/** GET /api/v1/admin/orders/export.csv with the same filters: the link the CSV button follows. */
export function ordersCsvHref(query: { q?: string; view?: OrdersView; filters?: OrderFilters }): string {
  const params = filterParams(query).toString()
  return `/api/v1/admin/orders/export.csv${params ? `?${params}` : ''}`
}

export async function getOrders(query: OrdersQuery, { signal }: { signal?: AbortSignal } = {}): Promise<AdminOrderPage> {
  let path = pagedPath('/api/v1/admin/orders', { ...query, q: '' })
  const params = filterParams(query).toString()
  if (params) path += `&${params}`
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
