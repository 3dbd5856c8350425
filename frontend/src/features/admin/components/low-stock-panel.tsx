import { useState } from 'react'

import { useT } from '@/lib/i18n'

import { useLowStock } from '../api/stock'
import { formatStock, variantLabel } from '../stock-amounts'
import { StockDialog } from './stock-dialog'

/** The Stock tab (issue 15): counted variants at or below the shop's low-stock threshold, lowest first;
 *  each opens the product's Stock dialog. */
export function LowStockPanel() {
  const t = useT()
  const low = useLowStock()
  const [stockOf, setStockOf] = useState<string | null>(null)
  const data = low.data
  return (
    <section aria-labelledby="low-stock-title" className="space-y-4 pt-4">
      <div>
        <h2 id="low-stock-title" className="font-sans text-lg font-semibold text-ink">
          {t('admin-stock.lowTitle')}
        </h2>
        <p className="text-sm text-muted">
          {data
            ? t('admin-stock.lowIntro', { threshold: data.threshold })
            : t('admin-stock.lowIntroLoading')}
        </p>
      </div>
      {low.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('admin-stock.lowFailed')}{' '}
          <button type="button" onClick={() => void low.refetch()} className="font-semibold underline underline-offset-2">
            {t('admin-dashboard.tryAgain')}
          </button>
        </p>
      ) : !data ? (
        <p className="text-sm text-muted">{t('admin-dashboard.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-muted">{t('admin-stock.nothingLow')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
          {data.items.map((item) => (
            <li key={`${item.productId}-${item.size}-${item.type}`} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{item.title}</p>
                <p className="text-sm text-muted">{variantLabel(item.size, item.type)}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-red-700 tabular-nums dark:text-red-300">
                  {item.onHand === 0 ? t('admin-stock.noneLeft') : t('admin-stock.amountLeft', { amount: formatStock(item.onHand, item.unit) })}
                </span>
                <button
                  type="button"
                  onClick={() => setStockOf(item.productId)}
                  aria-label={t('admin-stock.manageOf', { title: item.title })}
                  className="btn btn-outline"
                >
                  {t('admin-stock.manage')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <StockDialog productId={stockOf} onClose={() => setStockOf(null)} />
    </section>
  )
}
