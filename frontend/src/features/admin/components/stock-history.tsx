import { useEffect, useRef } from 'react'

import { formatOrderDate } from '@/lib/dates'
import { useT } from '@/lib/i18n'

import { HISTORY_PAGE_SIZE, useStockHistory } from '../api/stock'
import { formatChange, formatStock, reasonLabel, variantLabel, type StockUnit } from '../stock-amounts'

const SEPARATOR = ' · '

/** Scrolls the dialog's own scrolling box (not the page, not the dialog's layer) so `element` is at its top. */
function scrollToTop(element: HTMLElement) {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowY
    if ((overflow === 'auto' || overflow === 'scroll') && box.scrollHeight > box.clientHeight) {
      box.scrollTop += element.getBoundingClientRect().top - box.getBoundingClientRect().top - 16
      return
    }
  }
}

type StockHistoryProps = {
  productId: string
  variant: { size: string; type: string }
  page: number
  onPage: (page: number) => void
  onClose: () => void
}

/** A variant's stock changes, newest first: when, who, why, by how much, what was left, and the order. */
export function StockHistory({ productId, variant, page, onPage, onClose }: StockHistoryProps) {
  const t = useT()
  const history = useStockHistory(productId, variant, page)
  const section = useRef<HTMLElement>(null)
  // opened from a row above: bring it into sight (the dialog scrolls)
  useEffect(() => {
    if (section.current) scrollToTop(section.current)
  }, [variant.size, variant.type])
  const data = history.data
  const unit: StockUnit = data?.unit ?? 'piece'
  const pages = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1
  const label = variantLabel(variant.size, variant.type)
  return (
    <section ref={section} aria-label={t('admin-stock.historyOf', { label })} className="space-y-3 rounded-2xl border border-line bg-page p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-sans text-base font-semibold text-ink">{t('admin-stock.historyTitle', { label })}</h3>
        <button type="button" onClick={onClose} className="text-sm font-semibold text-accent underline-offset-2 hover:underline">
          {t('admin-stock.hide')}
        </button>
      </div>
      {history.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('admin-stock.historyFailed')}
        </p>
      ) : !data ? (
        <p className="text-sm text-muted">{t('admin-dashboard.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('admin-stock.noChanges')}</p>
      ) : (
        <ol className="divide-y divide-line text-sm">
          {data.items.map((move, index) => (
            <li key={`${move.at}-${index}`} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2">
              <span className="font-semibold text-ink">
                {reasonLabel(move.reason)}{' '}
                <span className={move.change < 0 ? 'text-red-700 dark:text-red-300' : 'text-green-800 dark:text-green-300'}>
                  {formatChange(move.change, unit)}
                </span>
                {move.note ? <span className="font-normal text-muted">{SEPARATOR + move.note}</span> : null}
              </span>
              <span className="text-right text-ink tabular-nums">{t('admin-stock.amountLeft', { amount: formatStock(move.leftAfter, unit) })}</span>
              <span className="text-muted [overflow-wrap:anywhere]">
                {move.who}
                {move.orderId ? (
                  <>
                    {SEPARATOR}
                    {t('admin-stock.order')}{' '}
                    <a href={`/dashboard?tab=orders&q=${encodeURIComponent(move.orderId)}`} className="font-mono text-xs text-accent underline">
                      {move.orderId}
                    </a>
                  </>
                ) : null}
              </span>
              <time dateTime={move.at} className="text-right text-xs text-muted">
                {formatOrderDate(move.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {data && pages > 1 ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('admin-stock.newer')}
          </button>
          <span className="text-muted tabular-nums">
            {t('admin-dashboard.pageOf', { page, pages })}
          </span>
          <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('admin-stock.older')}
          </button>
        </div>
      ) : null}
    </section>
  )
}
