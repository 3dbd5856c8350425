import { useT } from '@/lib/i18n'

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** The product's flags, as a short state: 'Out of Stock' wins over 'Coming Soon' (spec §4). */
export function StockBadge({ outOfStock, comingSoon }: { outOfStock: boolean; comingSoon: boolean }) {
  const t = useT()
  if (outOfStock) {
    return (
      <span className={`${pill} bg-terracotta-700 text-white dark:bg-terracotta-400 dark:text-black`}>{t('admin-products.outOfStock')}</span>
    )
  }
  if (comingSoon) {
    return (
      <span className={`${pill} bg-indigo-100 text-indigo-800 dark:bg-indigo-800 dark:text-indigo-100`}>{t('admin-products.comingSoon')}</span>
    )
  }
  return <span className={`${pill} bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100`}>{t('admin-products.inStock')}</span>
}

export type AdminDisplayStatus = 'SUCCESS' | 'FAILED' | 'WAITING' | 'CLOSED' | 'COD'

/** spec §4: paid shows SUCCESS in green and a failed payment FAILED in red. Issue 30: FAILED only when a payment
 *  attempt really failed — an unpaid order is 'Waiting for payment', or 'Payment window closed' once the shopper
 *  closed it (`dismissed`), and a cash-on-delivery order 'Cash on delivery' (amber). */
export function orderDisplayStatus(status: string, dismissed = false): AdminDisplayStatus {
  if (status === 'paid') return 'SUCCESS'
  if (status === 'cod') return 'COD'
  if (status === 'created') return dismissed ? 'CLOSED' : 'WAITING'
  return 'FAILED'
}

const STATUS_KEYS = {
  SUCCESS: 'admin-orders-list.statusSuccess',
  FAILED: 'admin-orders-list.statusFailed',
  WAITING: 'admin-orders-list.statusWaiting',
  CLOSED: 'admin-orders-list.statusClosed',
  COD: 'admin-orders-list.statusCod',
} as const

const STATUS_TONES: Record<AdminDisplayStatus, string> = {
  SUCCESS: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  FAILED: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  WAITING: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-800 dark:text-indigo-100',
  CLOSED: 'bg-cloth text-ink border border-line',
  COD: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
}

/** `dismissedAt`: when the shopper closed the payment window of an unpaid order (issue 30), else null. */
export function OrderStatusBadge({ status, dismissedAt = null }: { status: string; dismissedAt?: string | null }) {
  const t = useT()
  const shown = orderDisplayStatus(status, Boolean(dismissedAt))
  return (
    <span className={`${pill} ${STATUS_TONES[shown]}`} data-status={shown}>
      {t(STATUS_KEYS[shown])}
    </span>
  )
}

/** Issue 15: a paid order whose stock was gone when the payment arrived (restock or refund). */
export function StockShortBadge() {
  const t = useT()
  return (
    <span className={`${pill} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100`}>
      {t('admin-dashboard.paidOutOfStock')}
    </span>
  )
}

export function RoleBadge({ role }: { role: 'user' | 'admin' }) {
  const t = useT()
  const tone =
    role === 'admin'
      ? 'bg-saffron-300 text-indigo-950'
      : 'bg-cloth text-ink border border-line'
  return <span className={`${pill} ${tone}`}>{role === 'admin' ? t('admin-users.roleAdmin') : t('admin-users.roleUser')}</span>
}
