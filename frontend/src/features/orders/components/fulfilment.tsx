import { formatOrderDate } from '@/lib/dates'
import type { Order } from '@/lib/orders/get-orders'

import { FULFILMENT_LABELS, fulfilmentLabel, TIMELINE_LABELS } from '../order-display'

const chipTone: Record<Order['fulfilment'], string> = {
  unfulfilled: 'bg-cloth text-ink ring-line',
  packed: 'bg-indigo-100 text-indigo-900 ring-indigo-700/30 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-400/40',
  shipped: 'bg-saffron-300/60 text-indigo-950 ring-saffron-600/40 dark:bg-saffron-300/20 dark:text-saffron-300',
  delivered: 'bg-green-100 text-green-800 ring-green-700/30 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/40',
}

/** Issue 16: where a paid order is — Preparing, Packed, Shipped, Delivered. */
export function FulfilmentChip({ order }: { order: Pick<Order, 'status' | 'fulfilment'> }) {
  const label = fulfilmentLabel(order)
  if (!label) return null
  return (
    <span
      data-testid="order-fulfilment"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${chipTone[order.fulfilment]}`}
    >
      {label}
    </span>
  )
}

/** The popup's delivery section: the tracking link once shipped, and the timeline. */
export function FulfilmentSection({ order }: { order: Order }) {
  if (order.status !== 'paid') return null
  const { tracking } = order
  return (
    <section aria-labelledby="order-delivery" className="mt-5">
      <h3 id="order-delivery" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Delivery · {FULFILMENT_LABELS[order.fulfilment]}
      </h3>
      {tracking ? (
        <p className="mt-2 text-sm text-ink">
          {tracking.courier}, tracking number <span className="font-mono">{tracking.number}</span>
          {tracking.url ? (
            <>
              {' · '}
              <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                Track your parcel
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <ol className="mt-3 space-y-2 border-l-2 border-line pl-4" aria-label="Timeline">
        {order.timeline.map((entry) => (
          <li key={`${entry.state}-${entry.at}`} className="text-sm">
            <span className="font-medium text-ink">{TIMELINE_LABELS[entry.state]}</span>
            <span className="block text-muted">{formatOrderDate(entry.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
