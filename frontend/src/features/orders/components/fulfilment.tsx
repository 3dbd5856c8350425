import { OrderTimeline } from '@/components/order-timeline'
import { T, useT } from '@/lib/i18n'
import type { Order } from '@/lib/orders/get-orders'

import { FULFILMENT_KEYS } from '../order-display'

const SEPARATOR = ' · '

/** The popup's delivery section (issue 16): the tracking link once shipped, and the timeline. */
export function FulfilmentSection({ order }: { order: Order }) {
  const t = useT()
  if (order.status !== 'paid') return null
  const { tracking } = order
  return (
    <section aria-labelledby="order-delivery" className="mt-5">
      <h3 id="order-delivery" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('orders.delivery', { state: t(FULFILMENT_KEYS[order.fulfilment]) })}
      </h3>
      {tracking ? (
        <p className="mt-2 text-sm text-ink">
          <T
            k="orders.tracking"
            values={{ courier: tracking.courier, number: tracking.number }}
            components={{ 0: <span className="font-mono" /> }}
          />
          {tracking.url ? (
            <>
              {SEPARATOR}
              <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                {t('orders.trackParcel')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <OrderTimeline entries={order.timeline} />
    </section>
  )
}
