import { useRef, useState } from 'react'

import { FulfilmentChip } from '@/components/fulfilment-chip'
import { Modal } from '@/components/modal'
import { formatOrderDate } from '@/lib/dates'
import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { optionsText } from '@/lib/options'
import type { Order } from '@/lib/orders/get-orders'

import { returnMessages } from '../messages'
import { itemLabel, NO_ITEMS } from '../order-display'
import { useOrderProductTitle } from '../product-titles'
import { ReturnForm } from '../returns/return-form'
import { ReturnsSection } from '../returns/returns-section'
import { CodPaymentRow } from './cod-payment'
import { FulfilmentSection } from './fulfilment'
import { InvoiceLink } from './invoice-link'
import { StatusBadge } from './status-badge'

const SEPARATOR = ' · '

type OrderDetailProps = { order: Order | null; onClose: () => void }

/** spec §2 /orders: the detail popup — items, shipping address and payment id; issue 16 its returns. */
export function OrderDetail({ order, onClose }: OrderDetailProps) {
  if (!order) return null
  return <OrderDialog key={order.id} order={order} onClose={onClose} />
}

function OrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useT()
  const titleOf = useOrderProductTitle()
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
      <Modal open title={t(returnMessages.formTitle)} description={t('orders.orderOf', { date })} onClose={onClose} size="md">
        <ReturnForm order={order} onDone={() => back(returnsHeading)} onCancel={() => back(returnAction)} />
      </Modal>
    )
  }
  const { address } = order
  return (
    <Modal open title={t('orders.details')} description={date} onClose={onClose} size="md">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          <FulfilmentChip order={order} />
        </span>
        <p className="text-xl font-semibold text-ink tabular-nums">{formatInr(order.amount)}</p>
      </div>
      {order.status === 'created' ? (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          {t('orders.waitingNote')}
        </p>
      ) : null}

      <section aria-labelledby="order-items" className="mt-5">
        <h3 id="order-items" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('orders.itemsHeading', { count: order.items.length })}
        </h3>
        {order.items.length === 0 ? (
          <p className="mt-2 text-ink">{t(NO_ITEMS)}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line border-y border-line">
            {order.items.map((item, index) => {
              const details = optionsText([item.size, item.type], SEPARATOR)
              return (
                <li key={`${item.productId}|${item.size}|${item.type}|${index}`} className="flex items-start justify-between gap-4 py-2.5">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-ink" data-testid="order-item">
                      {itemLabel(item, item.productExists ? titleOf(item.productId, item.title) : item.title)}
                    </p>
                    {details || !item.productExists ? (
                      <p className="text-sm text-muted">
                        {details}
                        {details && !item.productExists ? SEPARATOR : null}
                        {item.productExists ? '' : t('orders.noLongerSold')}
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
          {t('orders.shippingAddress')}
        </h3>
        <address className="mt-2 text-ink not-italic">
          <span className="block font-medium">{address.name}</span>
          <span className="block whitespace-pre-line">{address.address}</span>
          <span className="block">{t('orders.pincodeValue', { pincode: address.pincode })}</span>
          <span className="block">{t('orders.mobileValue', { mobile: address.mobile })}</span>
        </address>
      </section>

      <section aria-labelledby="order-payment" className="mt-5">
        <h3 id="order-payment" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('orders.payment')}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {order.paymentMethod === 'cod' ? (
            <CodPaymentRow order={order} />
          ) : (
            <>
              <dt className="text-muted">{t('orders.paymentId')}</dt>
              <dd className="font-mono break-all text-ink" data-testid="payment-id">
                {order.paymentInfo.paymentId ?? t('orders.notPaid')}
              </dd>
            </>
          )}
          {order.refundedAmount > 0 ? (
            <>
              <dt className="text-muted">{t('orders.refunded')}</dt>
              <dd className="text-ink tabular-nums" data-testid="refunded">
                {formatInr(order.refundedAmount)}
              </dd>
            </>
          ) : null}
          {order.number ? (
            <>
              <dt className="text-muted">{t('orders.orderNumber')}</dt>
              <dd className="font-mono font-semibold text-ink" data-testid="order-number">
                {order.number}
              </dd>
            </>
          ) : null}
          <dt className="text-muted">{t('orders.orderId')}</dt>
          <dd className="font-mono break-all text-ink">{order.id}</dd>
        </dl>
        <InvoiceLink order={order} />
      </section>
    </Modal>
  )
}
