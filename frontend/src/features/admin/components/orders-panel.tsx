import { Fragment, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'

import { FulfilmentChip } from '@/components/fulfilment-chip'
import { formatOrderDate } from '@/lib/dates'
import { formatMetres } from '@/lib/fabrics'
import { translate, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { optionsText } from '@/lib/options'
import { paths } from '@/lib/paths'

import { noFilters, ordersCsvHref, useOrders, type AdminOrder, type AdminOrderItem, type OrderFilters } from '../api/get-orders'
import type { OrdersView } from '../api/types'
import { OrderFiltersBar, SelectionBar, useOrderSelection, type OrderSelection } from '../orders/order-tools'
import { usePagedSearch } from '../use-paged-search'
import { OrderStatusBadge, StockShortBadge } from './badges'
import { ChevronDownIcon } from './icons'
import { td } from './list-controls'
import { PagedList } from './paged-list'

const NONE = '—'

function itemLine(item: AdminOrderItem): string {
  const title = item.title || translate('admin-orders-list.unknownProduct')
  const options = optionsText([item.size, item.type])
  const quantity = item.metres ? formatMetres(item.quantity) : String(item.quantity)
  return `${title}${options ? ` (${options})` : ''} × ${quantity}`
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const t = useT()
  return (
    <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
      <section>
        <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">{t('admin-orders-list.items')}</h3>
        {order.items.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('admin-orders-list.noItems')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-surface">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${item.size}-${item.type}-${index}`} className="flex justify-between gap-4 px-4 py-2.5 text-sm">
                <span>
                  {itemLine(item)}
                  {item.stillInShop ? null : <span className="ml-1 text-xs text-muted">{t('admin-orders-list.noLongerInShop')}</span>}
                </span>
                {item.lineTotal !== null ? (
                  <span className="whitespace-nowrap tabular-nums">{formatInr(item.lineTotal)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">{t('admin-orders-list.shippingAddress')}</h3>
        {order.address ? (
          <address className="mt-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm leading-relaxed not-italic">
            <span className="block font-semibold">{order.address.name}</span>
            <span className="block whitespace-pre-line">{order.address.address}</span>
            <span className="block">{t('admin-orders-list.pin', { pincode: order.address.pincode })}</span>
            {order.address.mobile ? <span className="block">{t('admin-orders-list.mobile', { mobile: order.address.mobile })}</span> : null}
          </address>
        ) : (
          <p className="mt-2 text-sm text-muted">{t('admin-orders-list.noAddress')}</p>
        )}
        {order.customerEmail ? <p className="mt-3 text-sm text-muted">{t('admin-orders-list.customerEmail', { email: order.customerEmail })}</p> : null}
        <p className="mt-1 text-sm text-muted">
          {t('admin-orders-list.orderId')} <span className="font-mono">{order.id}</span>
        </p>
        {order.number ? <p className="mt-1 text-sm text-muted">{t('admin-order-tools.numberOf', { number: order.number })}</p> : null}
        <Link
          to={paths.adminOrder.getHref(order.id)}
          className="mt-3 inline-flex min-h-10 items-center rounded-full bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800 dark:bg-saffron-400 dark:text-indigo-950"
        >
          {t('admin-orders-list.openOrder')}
        </Link>
      </section>
    </div>
  )
}

function DetailsToggle({ order, open, onToggle, controls }: { order: AdminOrder; open: boolean; onToggle: () => void; controls: string }) {
  const t = useT()
  const state = ` — ${open ? t('admin-orders-list.hideDetails') : t('admin-orders-list.showDetails')}`
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex min-h-10 items-center gap-1 rounded-full border border-line px-3 text-sm font-semibold whitespace-nowrap hover:bg-cloth"
    >
      {t('admin-orders-list.itemCount', { count: order.itemCount })}
      <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      <span className="sr-only">{state}</span>
    </button>
  )
}

function SelectBox({ order, selection }: { order: AdminOrder; selection: OrderSelection }) {
  const t = useT()
  return (
    <input
      type="checkbox"
      className="size-5 accent-indigo-700 dark:accent-saffron-400"
      checked={selection.has(order.id)}
      onChange={() => selection.toggle(order.id, order.number || order.id)}
      aria-label={t('admin-order-tools.selectOrder', { number: order.number || order.id })}
    />
  )
}

function OrderCard({ order, selection }: { order: AdminOrder; selection: OrderSelection }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const detailId = useId()
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <SelectBox order={order} selection={selection} />
          <div>
          <p className="font-mono text-xs font-semibold text-ink">{order.number}</p>
          <p className="font-semibold text-ink">{order.customerName || NONE}</p>
          <p className="text-muted">{order.placedAt ? formatOrderDate(order.placedAt) : NONE}</p>
          </div>
        </div>
        <div className="flex flex-col items-end gap-1">
          <OrderStatusBadge status={order.status} dismissedAt={order.dismissedAt} />
          <FulfilmentChip order={order} />
          {order.stockShort ? <StockShortBadge /> : null}
        </div>
      </div>
      <p className="mt-2 text-lg font-semibold tabular-nums">{formatInr(order.amount)}</p>
      <p className="mt-1 font-mono text-xs break-all text-muted">{t('admin-orders-list.paymentIdOf', { id: order.paymentId || NONE })}</p>
      <div className="mt-3">
        <DetailsToggle order={order} open={open} onToggle={() => setOpen((value) => !value)} controls={detailId} />
      </div>
      <div id={detailId} hidden={!open} className="mt-3">
        {open ? <OrderDetail order={order} /> : null}
      </div>
    </li>
  )
}

function OrderRow({ order, selection }: { order: AdminOrder; selection: OrderSelection }) {
  const [open, setOpen] = useState(false)
  const detailId = useId()
  return (
    <Fragment>
      <tr className="hover:bg-cloth/40">
        <td className={`${td} w-10`}>
          <SelectBox order={order} selection={selection} />
        </td>
        <td className={`${td} font-mono text-xs font-semibold whitespace-nowrap`}>{order.number || NONE}</td>
        <td className={`${td} whitespace-nowrap`}>{order.placedAt ? formatOrderDate(order.placedAt) : NONE}</td>
        <td className={td}>
          <span className="font-semibold">{order.customerName || NONE}</span>
        </td>
        <td className={td}>
          <span className="flex flex-wrap items-center gap-1">
            <OrderStatusBadge status={order.status} dismissedAt={order.dismissedAt} />
            <FulfilmentChip order={order} />
            {order.stockShort ? <StockShortBadge /> : null}
          </span>
        </td>
        <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatInr(order.amount)}</td>
        <td className={`${td} font-mono text-xs`}>{order.paymentId || NONE}</td>
        <td className={`${td} text-right`}>
          <DetailsToggle order={order} open={open} onToggle={() => setOpen((value) => !value)} controls={detailId} />
        </td>
      </tr>
      <tr id={detailId} hidden={!open} className="bg-cloth/40">
        <td colSpan={8} className="px-4 py-4">
          {open ? <OrderDetail order={order} /> : null}
        </td>
      </tr>
    </Fragment>
  )
}

/** The Orders tab (spec §2): every order with amount and payment id, and what the shop needs to post it. */
const VIEWS: { view: OrdersView; label: MessageKey }[] = [
  { view: 'all', label: 'admin-orders-list.viewAll' },
  { view: 'to-ship', label: 'admin-orders-list.viewToShip' },
  { view: 'returns', label: 'admin-orders-list.viewReturns' },
]

export function OrdersPanel() {
  const t = useT()
  const [params] = useSearchParams()
  const list = usePagedSearch(20, params.get('q') ?? '')
  const [view, setView] = useState<OrdersView>('all')
  const [filters, setFilters] = useState<OrderFilters>(noFilters)
  const selection = useOrderSelection()
  const orders = useOrders({ ...list.query, view, filters })
  const shown = orders.data?.items ?? []
  return (
    <div>
      <div role="group" aria-label={t('admin-orders-list.whichOrders')} className="mb-4 inline-flex max-w-full flex-wrap rounded-3xl border border-line p-1">
        {VIEWS.map((option) => (
          <button
            key={option.view}
            type="button"
            aria-pressed={view === option.view}
            onClick={() => {
              setView(option.view)
              list.setPage(1)
            }}
            className="min-h-10 rounded-full px-4 text-sm font-semibold aria-pressed:bg-indigo-700 aria-pressed:text-white dark:aria-pressed:bg-saffron-400 dark:aria-pressed:text-indigo-950"
          >
            {t(option.label)}
          </button>
        ))}
      </div>
      {view === 'to-ship' ? <p className="mb-3 text-sm text-muted">{t('admin-orders-list.toShipIntro')}</p> : null}
      {view === 'returns' ? <p className="mb-3 text-sm text-muted">{t('admin-orders-list.returnsIntro')}</p> : null}
      <OrderFiltersBar
        filters={filters}
        onChange={(next) => {
          setFilters(next)
          list.setPage(1)
        }}
        csvHref={ordersCsvHref({ q: list.query.q, view, filters })}
      />
      <SelectionBar selection={selection} />
      {shown.length > 0 ? (
        <button
          type="button"
          onClick={() => selection.toggleAll(shown.map((order) => ({ id: order.id, number: order.number || order.id })))}
          className="mb-3 min-h-10 rounded-full border border-line px-4 text-sm font-semibold hover:bg-cloth"
        >
          {shown.every((order) => selection.has(order.id)) ? t('admin-order-tools.unselectPage') : t('admin-order-tools.selectPage')}
        </button>
      ) : null}
      <PagedList
        noun="orders"
        title={t('admin-dashboard.tabOrders')}
        searchPlaceholder={t('admin-dashboard.orders.search')}
        list={list}
        result={orders}
        tableClassName="min-w-[960px]"
        columns={[
          { label: t('admin-order-tools.columnSelect') },
          { label: t('admin-order-tools.columnNumber') },
          { label: t('admin-orders-list.columnDate') },
          { label: t('admin-orders-list.columnCustomer') },
          { label: t('admin-orders-list.columnStatus') },
          { label: t('admin-orders-list.columnAmount'), end: true },
          { label: t('admin-orders-list.columnPaymentId') },
          { label: t('admin-orders-list.columnDetails'), end: true },
        ]}
        card={(order) => <OrderCard key={order.id} order={order} selection={selection} />}
        row={(order) => <OrderRow key={order.id} order={order} selection={selection} />}
      />
    </div>
  )
}
