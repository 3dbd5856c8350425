import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'

import { FulfilmentChip } from '@/components/fulfilment-chip'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { formatOrderDate } from '@/lib/dates'
import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { ORDERS_PAGE_SIZE, ordersQueryOptions, type Order } from '@/lib/orders/get-orders'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { OrderDetail } from './components/order-detail'
import { StatusBadge } from './components/status-badge'
import { displayStatus, itemCountText, NO_ORDERS, ORDERS_TITLE, STATUS_LABELS } from './order-display'
import { ProductTitlesProvider } from './product-titles'

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 ? page : 1
}

function EmptyOrders() {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <h2 className="text-2xl font-semibold text-ink">{t(NO_ORDERS)}</h2>
      <p className="mt-2 text-muted">{t('orders.emptyText')}</p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-6">
        {t('orders.browseProducts')}
      </Link>
    </div>
  )
}

function OrderRow({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const t = useT()
  const date = formatOrderDate(order.placedAtIso)
  const items = itemCountText(order.cartTotalItems)
  const status = t(STATUS_LABELS[displayStatus(order.status)])
  return (
    <li data-testid="order-row">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('orders.rowLabel', { date, amount: formatInr(order.amount), items, status })}
        className="grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-4 text-left transition hover:bg-cloth focus-visible:bg-cloth sm:grid-cols-[minmax(0,1fr)_7rem_8rem_6rem_1.25rem] sm:px-5"
      >
        <span className="min-w-0">
          <span className="block font-medium text-ink">{date}</span>
          {order.number ? <span className="block font-mono text-xs text-muted">{order.number}</span> : null}
          <span className="block truncate text-sm text-muted sm:hidden">{items}</span>
        </span>
        <span className="hidden text-sm text-muted sm:block">{items}</span>
        <span className="text-right font-semibold text-ink tabular-nums sm:text-left">{formatInr(order.amount)}</span>
        <span className="col-start-2 row-start-2 justify-self-end sm:col-start-auto sm:row-start-auto sm:justify-self-start">
          <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
            <StatusBadge status={order.status} />
            <FulfilmentChip order={order} />
          </span>
        </span>
        <ChevronRightIcon aria-hidden="true" className="hidden size-5 text-muted sm:block" />
      </button>
    </li>
  )
}

type PagerProps = { page: number; pages: number; onPage: (page: number) => void }

function Pager({ page, pages, onPage }: PagerProps) {
  const t = useT()
  const button =
    'btn border border-line px-4 text-ink hover:bg-cloth disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent'
  return (
    <nav aria-label={t('orders.pagesLabel')} className="mt-6 flex items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" className="size-4" /> {t('orders.previous')}
      </button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('orders.pageOf', { page, pages })}
      </p>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('orders.next')} <ChevronRightIcon aria-hidden="true" className="size-4" />
      </button>
    </nav>
  )
}

/** spec §2 /orders ('My Orders'), §4 order display status, §8; live through the event stream. */
export function OrdersPage() {
  const t = useT()
  useDocumentTitle(t(ORDERS_TITLE))
  const [params, setParams] = useSearchParams()
  const page = pageFrom(params)
  const orders = useQuery(ordersQueryOptions(page))
  const [openId, setOpenId] = useState<string | null>(null)

  const setPage = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) })
    window.scrollTo({ top: 0 })
  }

  let body
  if (orders.isPending) {
    body = <Spinner label={t('orders.loading')} className="min-h-[40vh]" />
  } else if (orders.isError) {
    body = (
      <LoadError message={t('orders.loadFailed')} onRetry={() => void orders.refetch()} retrying={orders.isRefetching} />
    )
  } else if (orders.data.total === 0) {
    body = <EmptyOrders />
  } else {
    const { items, total } = orders.data
    const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE))
    // The open order as the list now has it (a live update may have just marked it paid).
    const open = items.find((order) => order.id === openId) ?? null
    body = (
      <>
        <div className="hidden grid-cols-[minmax(0,1fr)_7rem_8rem_6rem_1.25rem] gap-x-4 px-5 pb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid">
          <span>{t('orders.date')}</span>
          <span>{t('orders.items')}</span>
          <span>{t('orders.amount')}</span>
          <span>{t('orders.status')}</span>
        </div>
        <ul aria-label={t('orders.listLabel')} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
          {items.map((order) => (
            <OrderRow key={order.id} order={order} onOpen={() => setOpenId(order.id)} />
          ))}
        </ul>
        {items.length === 0 ? <p className="mt-4 text-muted">{t('orders.noOrdersOnPage')}</p> : null}
        {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
        <ProductTitlesProvider>
          <OrderDetail order={open} onClose={() => setOpenId(null)} />
        </ProductTitlesProvider>
      </>
    )
  }

  const total = orders.data?.total ?? 0
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t(ORDERS_TITLE)}</h1>
        {total > 0 ? <p className="text-muted">{t('orders.orderCount', { count: total })}</p> : null}
      </div>
      {body}
    </div>
  )
}
