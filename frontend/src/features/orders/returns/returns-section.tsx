// The order popup's returns part (issue 16): within 10 days of delivery a 'Return items' button, and the
// order's returns with their states.
import type { RefObject } from 'react'

import { useT } from '@/lib/i18n'
import type { Order } from '@/lib/orders/get-orders'

import { returnableUntilText, returnMessages as text } from '../messages'
import { ReturnsList } from './returns-list'

/** The server's word (returnableUntil, and something left to return) while the 10 days last. */
export function canReturn(order: Order, now = Date.now()): boolean {
  const until = order.returnableUntil
  return Boolean(until && new Date(until).getTime() > now && order.returnable.some((line) => line.quantity > 0))
}

type Props = {
  order: Order
  onReturn: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
  actionRef: RefObject<HTMLButtonElement | null>
}

export function ReturnsSection({ order, onReturn, headingRef, actionRef }: Props) {
  const t = useT()
  const { returns } = order
  const open = canReturn(order)
  if (!open && returns.length === 0) return null
  return (
    <section aria-labelledby="order-returns" className="mt-5">
      <h3 id="order-returns" ref={headingRef} tabIndex={-1} className="text-sm font-semibold tracking-wide text-muted uppercase focus:outline-none">
        {t(text.returnsHeading)}
      </h3>
      {open && order.returnableUntil ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cloth px-4 py-3">
          <p className="text-sm text-ink">
            {returnableUntilText(order.returnableUntil)}
          </p>
          <button ref={actionRef} type="button" onClick={onReturn} className="btn btn-primary">
            {t(text.action)}
          </button>
        </div>
      ) : null}
      {returns.length > 0 ? <ReturnsList returns={returns} order={order} /> : null}
    </section>
  )
}
