// The order popup's returns (issue 16): each return's state in the shopper's words, its lines, amount and
// photos.
import { formatOrderDate } from '@/lib/dates'
import { formatMetres } from '@/lib/fabrics'
import { useT, type Translate } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { optionsText } from '@/lib/options'
import type { Order } from '@/lib/orders/get-orders'

import type { OrderReturn, ReturnLine } from '../api/return-types'
import { photoAlt, REASON_LABELS, returnStatusText } from '../messages'
import { useOrderProductTitle } from '../product-titles'

const tone: Record<OrderReturn['status'], string> = {
  requested: 'bg-cloth text-ink ring-line',
  accepted: 'bg-indigo-100 text-indigo-900 ring-indigo-700/30 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-400/40',
  declined: 'bg-red-100 text-red-800 ring-red-700/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
  received: 'bg-green-100 text-green-800 ring-green-700/30 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/40',
}

function lineText(line: ReturnLine, title: string, t: Translate): string {
  const options = optionsText([line.size, line.type]) // issue 28: the size charts' names in the language
  const quantity = line.unit === 'metre' ? formatMetres(line.quantity) : String(line.quantity)
  const shown = title || t('returns.unknownProduct')
  return options ? t('returns.lineWithOptions', { title: shown, options, quantity }) : t('returns.line', { title: shown, quantity })
}

export function ReturnsList({ returns, order }: { returns: OrderReturn[]; order?: Pick<Order, 'items'> }) {
  const t = useT()
  const titleOf = useOrderProductTitle()
  /** The catalogue's title in the shopper's language while the order's product is still sold. */
  const title = (line: ReturnLine) => {
    const item = order?.items[line.line]
    return item?.productExists ? titleOf(item.productId, line.title) : line.title
  }
  return (
    <ul className="mt-2 space-y-3" aria-label={t('returns.yourReturns')}>
      {returns.map((item) => (
        <li key={item.id} className="rounded-2xl border border-line p-4" data-testid="order-return">
          <p className={`inline-flex rounded-xl px-2.5 py-1 text-sm font-semibold ring-1 ring-inset ${tone[item.status]}`} data-testid="return-status">
            {returnStatusText(item)}
          </p>
          <p className="mt-1 text-xs text-muted">
            {t('returns.requestedOn', { date: formatOrderDate(item.requestedAt), reason: t(REASON_LABELS[item.reason]) })}
          </p>
          <ul className="mt-2 divide-y divide-line text-sm">
            {item.lines.map((line) => (
              <li key={line.line} className="flex justify-between gap-4 py-1.5">
                <span className="min-w-0 break-words text-ink">{lineText(line, title(line), t)}</span>
                <span className="shrink-0 text-ink tabular-nums">{formatInr(line.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-1 flex justify-between gap-4 border-t border-line pt-2 text-sm font-semibold text-ink">
            <span>{t('returns.returnAmount')}</span>
            <span className="tabular-nums" data-testid="return-amount">
              {formatInr(item.amount)}
            </span>
          </p>
          {item.photos.length > 0 ? (
            <ul className="mt-3 flex gap-2" aria-label={t('returns.photos')}>
              {item.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block size-16 overflow-hidden rounded-lg border border-line bg-cloth">
                    <img src={photo.url} alt={photoAlt(index, item.photos.length)} loading="lazy" className="size-full object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
