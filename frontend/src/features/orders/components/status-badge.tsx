import { useT } from '@/lib/i18n'
import type { Order } from '@/lib/orders/get-orders'

import { displayStatus, STATUS_LABELS } from '../order-display'

/** spec §4: SUCCESS in green for a paid order, FAILED in red for anything else; issue 30: 'Cash on delivery'. */
export function StatusBadge({ status }: { status: Order['status'] }) {
  const t = useT()
  const shown = displayStatus(status)
  const tone =
    shown === 'SUCCESS'
      ? 'bg-green-100 text-green-800 ring-green-700/30 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/40'
      : shown === 'COD' // issue 30: placed, to be paid in cash; not a failure
        ? 'bg-amber-100 text-amber-900 ring-amber-700/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40'
        : 'bg-red-100 text-red-800 ring-red-700/30 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/40'
  return (
    <span
      data-testid="order-status"
      data-status={shown}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset ${tone}`}
    >
      {t(STATUS_LABELS[shown])}
    </span>
  )
}
