// spec §4 order display status and §8 orders messages (orders.json; issue 18).
import { formatMetres } from '@/lib/fabrics'
import { translate, type MessageKey } from '@/lib/i18n'
import type { FulfilmentState } from '@/lib/orders/fulfilment'
import type { Order, OrderItem } from '@/lib/orders/get-orders'

export const ORDERS_TITLE: MessageKey = 'orders.title'
export const NO_ORDERS: MessageKey = 'orders.noOrders'
export const NO_ITEMS: MessageKey = 'orders.noItems'
export const UNKNOWN_PRODUCT: MessageKey = 'orders.unknownProduct'

export type DisplayStatus = 'SUCCESS' | 'FAILED' | 'WAITING' | 'COD'

/** spec §4: paid shows SUCCESS (green) and a failed payment FAILED (red). Issue 30: FAILED only when a payment
 *  attempt really failed — an order still waiting for its payment (a UPI request not yet approved) says so, and
 *  a cash-on-delivery order says 'Cash on delivery'. (An order whose payment window was closed is not listed.) */
export function displayStatus(status: Order['status']): DisplayStatus {
  if (status === 'paid') return 'SUCCESS'
  if (status === 'cod') return 'COD'
  return status === 'created' ? 'WAITING' : 'FAILED'
}

/** The shown word for a display status, in the shopper's language. */
export const STATUS_LABELS: Record<DisplayStatus, MessageKey> = {
  SUCCESS: 'orders.statusSuccess',
  FAILED: 'orders.statusFailed',
  WAITING: 'orders.statusWaiting',
  COD: 'orders.statusCod',
}

/** Issue 16: where a paid order is, in the shopper's language. */
export const FULFILMENT_KEYS: Record<FulfilmentState, MessageKey> = {
  unfulfilled: 'orders.fulfilmentUnfulfilled',
  packed: 'orders.fulfilmentPacked',
  shipped: 'orders.fulfilmentShipped',
  delivered: 'orders.fulfilmentDelivered',
  cancelled: 'orders.fulfilmentCancelled',
}

/** '2.5 m' of a fabric, '2' pieces otherwise. */
export function itemQuantity(item: Pick<OrderItem, 'quantity' | 'unit'>): string {
  return item.unit === 'metre' ? formatMetres(item.quantity) : String(item.quantity)
}

/** '{title} × {qty}'; 'Unknown product × qty' when the product is gone and its title with it. `title`: the
 *  title to show (the catalogue's in the shopper's language), else the one stored with the order. */
export function itemLabel(item: Pick<OrderItem, 'title' | 'quantity' | 'unit' | 'productExists'>, title = item.title): string {
  const shown = title.trim() || translate(UNKNOWN_PRODUCT)
  return translate('orders.itemLabel', { title: shown, quantity: itemQuantity(item) })
}

export function itemCountText(count: number): string {
  return translate('orders.itemCount', { count })
}
