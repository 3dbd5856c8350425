import { OrderTimeline } from '@/components/order-timeline'
import { FULFILMENT_LABELS } from '@/lib/orders/fulfilment'
import type { Order } from '@/lib/orders/get-orders'

/** The popup's delivery section (issue 16): the tracking link once shipped, and the timeline. */
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
      <OrderTimeline entries={order.timeline} />
    </section>
  )
}
