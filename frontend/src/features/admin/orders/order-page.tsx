// The dashboard's order page (issue 16): what was bought, where it goes, how it was paid, where it is,
// the moves that take it forward (packed → shipped → delivered) and a packing slip to print.
import { Link, useParams } from 'react-router'

import { FulfilmentChip } from '@/components/fulfilment-chip'
import { LoadError } from '@/components/load-error'
import { OrderTimeline } from '@/components/order-timeline'
import { Spinner } from '@/components/spinner'
import { formatOrderDate } from '@/lib/dates'
import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { CodActions } from '../cod/cod-actions'
import { OrderStatusBadge, StockShortBadge } from '../components/badges'
import { DocumentsSection } from '../invoices/documents-section'
import { OrderWhatsApp } from '../whatsapp/order-whatsapp'
import { itemText, useAdminOrder, type AdminOrderDetail } from './api'
import { DuplicatesSection } from './duplicates-section'
import { FulfilmentActions } from './fulfilment-actions'
import { PackingSlip } from './packing-slip'
import { RefundsSection } from './refunds-section'
import { ReturnsSection } from './returns-section'

const heading = 'font-sans text-sm font-semibold tracking-wide text-muted uppercase'
const card = 'rounded-2xl border border-line bg-surface p-5'
// The same in every language: punctuation, and the provider's name.
const SEP = ' · '
const NONE = '—'
const RAZORPAY = 'Razorpay'

function OrderBody({ order }: { order: AdminOrderDetail }) {
  const t = useT()
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-6">
        <section className={card} aria-labelledby="order-items">
          <h2 id="order-items" className={heading}>
            {t('admin-orders.itemsHeading', { count: order.items.length })}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${item.size}-${item.type}-${index}`} className="flex justify-between gap-4 py-2.5 text-sm">
                <span>{itemText(item)}</span>
                <span className="whitespace-nowrap tabular-nums">{formatInr(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-line pt-3 font-semibold">
            <span>{t('admin-orders.totalPaid')}</span>
            <span className="tabular-nums">{formatInr(order.amount)}</span>
          </p>
        </section>
        {order.paymentMethod === 'cod' ? (
          <section className={card} aria-labelledby="order-cod">
            <h2 id="order-cod" className={heading}>
              {t('admin-cod.title')}
            </h2>
            <CodActions order={order} />
          </section>
        ) : null}
        <section className={card} aria-labelledby="order-fulfilment">
          <h2 id="order-fulfilment" className={heading}>
            {t('admin-orders.fulfilment')}
          </h2>
          <FulfilmentActions order={order} />
          <OrderTimeline entries={order.timeline} />
        </section>
        {order.returns.length > 0 ? (
          <section className={card} aria-labelledby="order-returns">
            <h2 id="order-returns" className={heading}>
              {t('admin-orders.returnsHeading', { count: order.returns.length })}
            </h2>
            <ReturnsSection orderId={order.id} returns={order.returns} cod={order.paymentMethod === 'cod'} />
          </section>
        ) : null}
      </div>
      <div className="space-y-6">
        <section className={card} aria-labelledby="order-address">
          <h2 id="order-address" className={heading}>
            {t('admin-orders.shippingAddress')}
          </h2>
          <address className="mt-3 text-sm leading-relaxed not-italic wrap-anywhere">
            <span className="block font-semibold">{order.address.name}</span>
            <span className="block whitespace-pre-line">{order.address.address}</span>
            <span className="block">{t('admin-orders.pin', { pincode: order.address.pincode })}</span>
            <span className="block">{t('admin-orders.mobile', { mobile: order.address.mobile })}</span>
          </address>
          <p className="mt-3 text-sm text-muted wrap-anywhere">
            {order.customer.name}
            {SEP}
            {order.customer.email}
          </p>
        </section>
        <section className={card} aria-labelledby="order-whatsapp">
          <h2 id="order-whatsapp" className={heading}>
            {t('admin-whatsapp.whatsapp')}
          </h2>
          <OrderWhatsApp orderId={order.id} fulfilment={order.fulfilment} />
        </section>
        <section className={card} aria-labelledby="order-payment">
          <h2 id="order-payment" className={heading}>
            {t('admin-orders.payment')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('admin-orders.paymentId')}</dt>
            <dd className="font-mono break-all">{order.paymentInfo.paymentId ?? t('admin-orders.notPaid')}</dd>
            <dt className="text-muted">{t('admin-orders.paid')}</dt>
            <dd>{order.paidAt ? formatOrderDate(order.paidAt) : NONE}</dd>
            <dt className="text-muted">{t('admin-orders.provider')}</dt>
            <dd>{order.provider === 'razorpay' ? RAZORPAY : order.provider === 'cod' ? t('admin-cod.providerCod') : t('admin-orders.providerSandbox')}</dd>
          </dl>
        </section>
        <section className={card} aria-labelledby="order-invoices">
          <h2 id="order-invoices" className={heading}>
            {t('admin-orders.invoices')}
          </h2>
          <DocumentsSection orderId={order.id} />
        </section>
        <section className={card} aria-labelledby="order-refunds">
          <h2 id="order-refunds" className={heading}>
            {t('admin-orders.refunds')}
          </h2>
          <RefundsSection order={order} />
        </section>
        {order.duplicates.length > 0 ? (
          <section className={card} aria-labelledby="order-duplicates">
            <h2 id="order-duplicates" className={heading}>
              {t('admin-orders.duplicatePayments')}
            </h2>
            <DuplicatesSection order={order} />
          </section>
        ) : null}
      </div>
    </div>
  )
}

export function AdminOrderPage() {
  const { id = '' } = useParams()
  const order = useAdminOrder(id)
  const t = useT()
  useDocumentTitle(t('admin-orders.orderTitle', { id }))
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="print:hidden">
        <Link to={`${paths.dashboard.getHref()}?tab=orders`} className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300">
          {t('admin-orders.backToOrders')}
        </Link>
        {order.isPending ? (
          <Spinner className="mt-10" label={t('admin-orders.loading')} />
        ) : order.isError ? (
          <div className="mt-6">
            <LoadError message={order.error.message || t('admin-orders.loadFailed')} onRetry={() => void order.refetch()} retrying={order.isFetching} />
          </div>
        ) : (
          <>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
              <div>
                <h1 className="font-serif text-3xl text-ink wrap-anywhere">{t('admin-orders.orderTitle', { id: order.data.number || order.data.id })}</h1>
                {order.data.number ? <p className="font-mono text-xs text-muted">{order.data.id}</p> : null}
                <p className="mt-1 text-muted">{t('admin-orders.placed', { date: formatOrderDate(order.data.placedAtIso) })}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={order.data.status} dismissedAt={order.data.dismissedAt} />
                <FulfilmentChip order={order.data} />
                {order.data.stockShort ? <StockShortBadge /> : null}
                <button
                  type="button"
                  onClick={() => window.print()}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-cloth"
                >
                  {t('admin-orders.printSlip')}
                </button>
              </div>
            </div>
            <div className="mt-6">
              <OrderBody order={order.data} />
            </div>
          </>
        )}
      </div>
      {order.data ? <PackingSlip order={order.data} /> : null}
    </div>
  )
}
