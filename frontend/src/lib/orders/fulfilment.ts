// Issue 16: where a paid order is, apart from its payment badge (shopper's orders and the dashboard).
import type { components } from '@/lib/api/schema'
import { translate, type MessageKey } from '@/lib/i18n'

type Schemas = components['schemas']
export type FulfilmentState = Schemas['OrderOut']['fulfilment']
export type TimelineState = Schemas['TimelineEntry']['state']

/** Each state's message key (components.json), read in the current language. */
export const FULFILMENT_KEYS: Record<FulfilmentState, MessageKey> = {
  unfulfilled: 'components.fulfilmentUnfulfilled',
  packed: 'components.fulfilmentPacked',
  shipped: 'components.fulfilmentShipped',
  delivered: 'components.fulfilmentDelivered',
  cancelled: 'components.fulfilmentCancelled',
}

export const TIMELINE_KEYS: Record<TimelineState, MessageKey> = {
  placed: 'components.timelinePlaced',
  paid: 'components.timelinePaid',
  confirmed: 'components.timelineConfirmed',
  returned: 'components.timelineReturned',
  packed: 'components.fulfilmentPacked',
  shipped: 'components.fulfilmentShipped',
  delivered: 'components.fulfilmentDelivered',
  cancelled: 'components.fulfilmentCancelled',
}

/** The fulfilment label of a paid order in the current language; nothing for an unpaid one (there is
 *  nothing to send). Call it while rendering (a component re-rendered by useT/useLanguage). */
export function fulfilmentLabel(order: { status: string; fulfilment: FulfilmentState; codState?: string }): string | null {
  // issue 30: a cash-on-delivery order is sent like a paid one; one that came back says so
  if (order.status === 'cod' && order.codState === 'returned') return translate('components.timelineReturned')
  return order.status === 'paid' || order.status === 'cod' ? translate(FULFILMENT_KEYS[order.fulfilment]) : null
}
