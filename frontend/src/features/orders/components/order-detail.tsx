import { useRef, useState } from 'react'

import { FulfilmentChip } from '@/components/fulfilment-chip'
import { Modal } from '@/components/modal'
import { formatOrderDate } from '@/lib/dates'
import { formatInr } from '@/lib/money'
import type { Order } from '@/lib/orders/get-orders'

import { returnMessages } from '../messages'
import { itemLabel, NO_ITEMS } from '../order-display'
import { ReturnForm } from '../returns/return-form'
import { ReturnsSection } from '../returns/returns-section'
import { FulfilmentSection } from './fulfilment'
import { InvoiceLink } from './invoice-link'
import { StatusBadge } from './status-badge'

type OrderDetailProps = { order: Order | null; onClose: () => void }

/** spec §2 /orders: the detail popup — items, shipping address and payment id; issue 16 its returns. */
export function OrderDetail({ order, onClose }: OrderDetailProps) {
  if (!order) return null
  return <OrderDialog key={order.id} order={order} onClose={onClose} />
}

function OrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [returning, setReturning] = useState(false)
  const returnsHeading = useRef<HTMLHeadingElement>(null)
  const returnAction = useRef<HTMLButtonElement>(null)
  const date = formatOrderDate(order.placedAtIso)
  if (returning) {
    const back = (focus: typeof returnsHeading | typeof returnAction) => {
      setReturning(false)
      requestAnimationFrame(() => (focus.current ?? returnsHeading.current)?.focus())
    }
    return (
      <Modal open title={returnMessages.formTitle} description={`Order of ${date}`} onClose={onClose} size="md">
        <ReturnForm order={order} onDone={() => back(returnsHeading)} onCancel={() => back(returnAction)} />
      </Modal>
    )
  }
  const { address } = order
  return (
    <Modal open title="Order details" description={date} onClose={onClose} size="md">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          <FulfilmentChip order={order} />
        </span>
        <p className="text-xl font-semibold text-ink tabular-nums">{formatInr(order.amount)}</p>
      </div>

      <section aria-labelledby="order-items" className="mt-5">
        <h3 id="order-items" className="text-sm font-semibold tracking-wide text-muted uppercase">
          Items ({order.items.length})
        </h3>
        {order.items.length === 0 ? (
          <p className="mt-2 text-ink">{NO_ITEMS}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line border-y border-line">
            {order.items.map((item, index) => {
              const details = [item.size, item.type].filter(Boolean).join(' · ')
              return (
                <li key={`${item.productId}|${item.size}|${item.type}|${index}`} className="flex items-start justify-between gap-4 py-2.5">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-ink" data-testid="order-item">
                      {itemLabel(item)}
                    </p>
                    {details || !item.productExists ? (
                      <p className="text-sm text-muted">
                        {details}
                        {details && !item.productExists ? ' · ' : ''}
                        {item.productExists ? '' : 'No longer sold'}
                      </p>
                    ) : null}
                  </div>
                  <p className="shrink-0 text-ink tabular-nums">{formatInr(item.lineTotal)}</p>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <FulfilmentSection order={order} />
      <ReturnsSection order={order} onReturn={() => setReturning(true)} headingRef={returnsHeading} actionRef={returnAction} />

      <section aria-labelledby="order-address" className="mt-5">
        <h3 id="order-address" className="text-sm font-semibold tracking-wide text-muted uppercase">
          Shipping address
        </h3>
        <address className="mt-2 text-ink not-italic">
          <span className="block font-medium">{address.name}</span>
          <span className="block whitespace-pre-line">{address.address}</span>
          <span className="block">Pincode {address.pincode}</span>
          <span className="block">Mobile {address.mobile}</span>
        </address>
      </section>

      <section aria-labelledby="order-payment" className="mt-5">
        <h3 id="order-payment" className="text-sm font-semibold tracking-wide text-muted uppercase">
          Payment
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Payment ID</dt>
          <dd className="font-mono break-all text-ink" data-testid="payment-id">
            {order.paymentInfo.paymentId ?? 'Not paid'}
          </dd>
          {order.refundedAmount > 0 ? (
            <>
              <dt className="text-muted">Refunded</dt>
              <dd className="text-ink tabular-nums" data-testid="refunded">
                {formatInr(order.refundedAmount)}
              </dd>
            </>
          ) : null}
          <dt className="text-muted">Order ID</dt>
          <dd className="font-mono break-all text-ink">{order.id}</dd>
        </dl>
        <InvoiceLink order={order} />
      </section>
    </Modal>
  )
}
