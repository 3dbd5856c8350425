// spec §4 order display status and §8 orders messages.
import { formatMetres } from '@/lib/fabrics'
import type { Order, OrderItem } from '@/lib/orders/get-orders'

export const ORDERS_TITLE = 'My Orders'
export const NO_ORDERS = 'No Orders Yet'
export const NO_ITEMS = 'No items found in this order.'
export const UNKNOWN_PRODUCT = 'Unknown product'

/** paid shows SUCCESS (green); any other status shows FAILED (red). */
export function displayStatus(status: Order['status']): 'SUCCESS' | 'FAILED' {
  return status === 'paid' ? 'SUCCESS' : 'FAILED'
}

/** '2.5 m' of a fabric, '2' pieces otherwise. */
export function itemQuantity(item: Pick<OrderItem, 'quantity' | 'unit'>): string {
  return item.unit === 'metre' ? formatMetres(item.quantity) : String(item.quantity)
}

/** '{title} × {qty}'; 'Unknown product × qty' when the product is gone and its title with it. */
export function itemLabel(item: Pick<OrderItem, 'title' | 'quantity' | 'unit' | 'productExists'>): string {
  const title = item.title.trim() || UNKNOWN_PRODUCT
  return `${title} × ${itemQuantity(item)}`
}

export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

