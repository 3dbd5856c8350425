import type { ReactNode } from 'react'

import { currentIntlLocale, useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { useStats } from '../api/get-stats'
import { PackageIcon, RupeeIcon, UsersIcon } from './icons'

function StatCard({ label, value, icon, testId }: { label: string; value: string; icon: ReactNode; testId: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-xs sm:gap-4 sm:p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-cloth text-accent sm:size-12"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-semibold text-muted">{label}</dt>
        <dd className="mt-0.5 truncate font-serif text-2xl font-semibold text-ink tabular-nums sm:text-3xl" data-testid={testId}>
          {value}
        </dd>
      </div>
    </div>
  )
}

/** spec §2 dashboard: Total Products, Total Users, Total Sales (paid orders' paise / 100, en-IN rupees);
 *  beside it net sales, what the shop keeps after refunds (issue 28). */
export function StatCards() {
  const t = useT()
  const count = new Intl.NumberFormat(currentIntlLocale())
  const stats = useStats()
  const shown = (value: number | undefined, format: (n: number) => string) =>
    value === undefined ? (stats.isError ? '—' : '…') : format(value)
  return (
    <section aria-label={t('admin-dashboard.totals')}>
      <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={t('admin-dashboard.totalProducts')}
          value={shown(stats.data?.totalProducts, (n) => count.format(n))}
          icon={<PackageIcon className="size-6" />}
          testId="total-products"
        />
        <StatCard
          label={t('admin-dashboard.totalUsers')}
          value={shown(stats.data?.totalUsers, (n) => count.format(n))}
          icon={<UsersIcon className="size-6" />}
          testId="total-users"
        />
        <StatCard
          label={t('admin-dashboard.totalSales')}
          value={shown(stats.data?.totalSales, formatInr)}
          icon={<RupeeIcon className="size-6" />}
          testId="total-sales"
        />
        <StatCard
          label={t('admin-dashboard.netSales')}
          value={shown(stats.data?.netSales, formatInr)}
          icon={<RupeeIcon className="size-6" />}
          testId="net-sales"
        />
      </dl>
      {stats.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t('admin-dashboard.totalsFailed')}{' '}
          <button type="button" onClick={() => void stats.refetch()} className="font-semibold underline underline-offset-2">
            {t('admin-dashboard.tryAgain')}
          </button>
        </p>
      ) : null}
    </section>
  )
}
