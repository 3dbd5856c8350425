import { useT } from '@/lib/i18n'
import type { Order } from '@/lib/orders/get-orders'

import { displayStatus, STATUS_LABELS } from '../order-display'

const TONES = {
  SUCCESS: 'bg-green-100 text-green-800 ring-green-700/30 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/40',
  FAILED: 'bg-red-100 text-red-800 ring-red-700/30 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/40',
  WAITING: 'bg-amber-100 text-amber-900 ring-amber-700/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40',
  COD: 'bg-amber-100 text-amber-900 ring-amber-700/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40',
} as const

/** spec §4: SUCCESS in green for a paid order, FAILED in red for a failed payment; issue 30: amber while the
 *  payment is still on its way, and for a cash-on-delivery order (placed, to be paid in cash; never FAILED). */
export function StatusBadge({ status }: { status: Order['status'] }) {
  const t = useT()
  const shown = displayStatus(status)
  const tone = TONES[shown]
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
