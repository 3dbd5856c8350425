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

/** spec §4: paid shows SUCCESS in green; any other status FAILED in red; issue 30: COD in amber. */
export function orderDisplayStatus(status: string): 'SUCCESS' | 'FAILED' | 'COD' {
  if (status === 'cod') return 'COD'
  return status === 'paid' ? 'SUCCESS' : 'FAILED'
}

export function OrderStatusBadge({ status }: { status: string }) {
  const shown = orderDisplayStatus(status)
  const tone =
    shown === 'SUCCESS'
      ? 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100'
      : shown === 'COD'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
        : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
  return (
    <span className={`${pill} ${tone}`} data-status={shown}>
      {shown}
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
