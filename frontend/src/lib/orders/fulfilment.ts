// Issue 16: where a paid order is, apart from its payment badge (shopper's orders and the dashboard).
import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']
export type FulfilmentState = Schemas['OrderOut']['fulfilment']
export type TimelineState = Schemas['TimelineEntry']['state']

export const FULFILMENT_LABELS: Record<FulfilmentState, string> = {
  unfulfilled: 'Preparing',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const TIMELINE_LABELS: Record<TimelineState, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** The fulfilment label of a paid order; nothing for an unpaid one (there is nothing to send). */
export function fulfilmentLabel(order: { status: string; fulfilment: FulfilmentState }): string | null {
  return order.status === 'paid' ? FULFILMENT_LABELS[order.fulfilment] : null
}
