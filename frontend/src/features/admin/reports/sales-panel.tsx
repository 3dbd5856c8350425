// Issue 32: the dashboard's Sales tab — net sales per IST day, orders and average order value, best sellers,
// categories and states for 7, 30 or 90 days or chosen dates. Loaded only when the tab is opened (with Chart.js).
import { useId, useMemo, useState } from 'react'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { currentIntlLocale, useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { chartCsvUrl, useSalesReport, type SalesRange, type SalesReport } from './api'
import { ChartSection } from './sales-sections'

const PRESETS = [7, 30, 90] as const

/** '27 Nov' for '2026-11-27' in the page's language (the day is already an IST calendar day). */
function dayLabel(day: string, long = false): string {
  return new Intl.DateTimeFormat(currentIntlLocale(), {
    day: 'numeric',
    month: 'short',
    ...(long ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

function units(value: number): string {
  return value.toLocaleString(currentIntlLocale(), { maximumFractionDigits: 2 })
}

function RangePicker({ range, onRange }: { range: SalesRange; onRange: (range: SalesRange) => void }) {
  const t = useT()
  const fromId = useId()
  const toId = useId()
  const [custom, setCustom] = useState('from' in range)
  const [from, setFrom] = useState('from' in range ? range.from : '')
  const [to, setTo] = useState('from' in range ? range.to : '')
  const chip = (active: boolean) =>
    `min-h-10 rounded-full border px-4 text-sm font-semibold ${active ? 'border-saffron-500 bg-saffron-500 text-black' : 'border-line bg-surface text-ink hover:bg-cloth'}`


  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('admin-reports.range')} className="flex flex-wrap gap-2">
        {PRESETS.map((days) => {
          const active = !custom && 'days' in range && range.days === days
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              className={chip(active)}
              onClick={() => {
                setCustom(false)
                onRange({ days })
              }}
            >
              {t('admin-reports.lastDays', { count: days })}
            </button>
          )
        })}
        <button type="button" aria-pressed={custom} className={chip(custom)} onClick={() => setCustom(true)}>
          {t('admin-reports.chooseDates')}
        </button>
      </div>
      {custom ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (from && to) onRange({ from, to })
          }}
          className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={fromId} className="text-sm font-semibold text-ink">
              {t('admin-reports.from')}
            </label>
            <input id={fromId} type="date" required value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} className="min-h-10 rounded-lg border border-line bg-page px-3 text-ink" />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={toId} className="text-sm font-semibold text-ink">
              {t('admin-reports.to')}
            </label>
            <input id={toId} type="date" required value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} className="min-h-10 rounded-lg border border-line bg-page px-3 text-ink" />
          </div>
          <button type="submit" className="btn btn-primary min-h-10">
            {t('admin-reports.show')}
          </button>
        </form>
      ) : null}
    </div>
  )
}

function Totals({ report }: { report: SalesReport }) {
  const t = useT()
  const count = new Intl.NumberFormat(currentIntlLocale())
  const figures = [
    { label: t('admin-reports.netSales'), value: formatInr(report.totals.net), testId: 'report-net' },
    { label: t('admin-reports.sales'), value: formatInr(report.totals.sales), testId: 'report-sales' },
    { label: t('admin-reports.refunds'), value: formatInr(report.totals.refunds), testId: 'report-refunds' },
    { label: t('admin-reports.orders'), value: count.format(report.totals.orders), testId: 'report-orders' },
    { label: t('admin-reports.averageOrder'), value: formatInr(report.totals.averageOrder), testId: 'report-average' },
  ]
  return (
    <section aria-label={t('admin-reports.totals')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.testId} className="rounded-2xl border border-line bg-surface px-4 py-3">
            <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
            <dd className="mt-0.5 truncate font-serif text-xl font-semibold text-ink tabular-nums sm:text-2xl" data-testid={figure.testId}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Charts({ report, range }: { report: SalesReport; range: SalesRange }) {
  const t = useT()
  const count = (value: number) => value.toLocaleString(currentIntlLocale())
  const specs = useMemo(() => {
    const days = report.days.map((day) => dayLabel(day.day))
    const rupees = (paise: number) => formatInr(paise).replace(/\.00$/, '')
    return {
      net: { kind: 'line' as const, labels: days, values: report.days.map((d) => d.net), format: rupees, emptyMax: 100000 },
      orders: { kind: 'bar' as const, labels: days, values: report.days.map((d) => d.orders), format: count, emptyMax: 1 },
      byRevenue: { kind: 'bar' as const, horizontal: true, labels: report.byRevenue.map((p) => p.title), values: report.byRevenue.map((p) => p.revenue), format: rupees, emptyMax: 100000 },
      byUnits: { kind: 'bar' as const, horizontal: true, labels: report.byUnits.map((p) => p.title), values: report.byUnits.map((p) => p.units), format: units, emptyMax: 1 },
      categories: { kind: 'bar' as const, labels: report.categories.map((c) => c.label || t('admin-reports.noCategory')), values: report.categories.map((c) => c.revenue), format: rupees, emptyMax: 100000 },
      states: { kind: 'bar' as const, horizontal: true, labels: report.states.map((s) => s.state || t('admin-reports.noState')), values: report.states.map((s) => s.sales), format: rupees, emptyMax: 100000 },
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts change with the report's language only
  }, [report])
  const productColumns = [
    { label: t('admin-reports.columnProduct') },
    { label: t('admin-reports.columnRevenue'), end: true },
    { label: t('admin-reports.columnUnits'), end: true },
  ]
  return (
    <div className="grid gap-5">
      <ChartSection
        id="net-per-day"
        testId="chart-net-per-day"
        title={t('admin-reports.netPerDay')}
        spec={specs.net}
        csvUrl={chartCsvUrl('days', range)}
        tall
        columns={[
          { label: t('admin-reports.columnDay') },
          { label: t('admin-reports.sales'), end: true },
          { label: t('admin-reports.refunds'), end: true },
          { label: t('admin-reports.netSales'), end: true },
        ]}
        rows={[...report.days].reverse().map((d) => [dayLabel(d.day, true), formatInr(d.sales), formatInr(d.refunds), formatInr(d.net)])}
      />
      <ChartSection
        id="orders-per-day"
        testId="chart-orders-per-day"
        title={t('admin-reports.ordersPerDay')}
        spec={specs.orders}
        csvUrl={chartCsvUrl('days', range)}
        tall
        columns={[
          { label: t('admin-reports.columnDay') },
          { label: t('admin-reports.orders'), end: true },
          { label: t('admin-reports.averageOrder'), end: true },
        ]}
        rows={[...report.days].reverse().map((d) => [dayLabel(d.day, true), count(d.orders), formatInr(d.averageOrder)])}
      />
      <ChartSection
        id="by-revenue"
        testId="chart-by-revenue"
        title={t('admin-reports.byRevenue')}
        spec={specs.byRevenue}
        csvUrl={chartCsvUrl('best-sellers-revenue', range)}
        columns={productColumns}
        rows={report.byRevenue.map((p) => [p.title, formatInr(p.revenue), units(p.units)])}
      />
      <ChartSection
        id="by-units"
        testId="chart-by-units"
        title={t('admin-reports.byUnits')}
        spec={specs.byUnits}
        csvUrl={chartCsvUrl('best-sellers-units', range)}
        columns={productColumns}
        rows={report.byUnits.map((p) => [p.title, formatInr(p.revenue), units(p.units)])}
      />
      <ChartSection
        id="by-category"
        testId="chart-by-category"
        title={t('admin-reports.byCategory')}
        spec={specs.categories}
        csvUrl={chartCsvUrl('categories', range)}
        columns={[
          { label: t('admin-reports.columnCategory') },
          { label: t('admin-reports.columnRevenue'), end: true },
          { label: t('admin-reports.columnUnits'), end: true },
        ]}
        rows={report.categories.map((c) => [c.label || t('admin-reports.noCategory'), formatInr(c.revenue), units(c.units)])}
      />
      <ChartSection
        id="by-state"
        testId="chart-by-state"
        title={t('admin-reports.byState')}
        spec={specs.states}
        csvUrl={chartCsvUrl('states', range)}
        columns={[
          { label: t('admin-reports.columnState') },
          { label: t('admin-reports.orders'), end: true },
          { label: t('admin-reports.sales'), end: true },
        ]}
        rows={report.states.map((s) => [s.state || t('admin-reports.noState'), count(s.orders), formatInr(s.sales)])}
      />
    </div>
  )
}

export function SalesPanel() {
  const t = useT()
  const [range, setRange] = useState<SalesRange>({ days: 30 })
  const report = useSalesReport(range)
  const data = report.data
  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('admin-reports.salesTitle')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('admin-reports.salesIntro')}</p>
      </div>
      <RangePicker range={range} onRange={setRange} />
      {report.isPending ? (
        <Spinner label={t('admin-reports.loading')} />
      ) : report.isError && !data ? (
        <LoadError message={t('admin-reports.loadFailed')} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : data ? (
        <div className={`grid gap-5 transition-opacity ${report.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={report.isFetching}>
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            {t('admin-reports.rangeLine', { from: dayLabel(data.first, true), to: dayLabel(data.last, true) })}
          </p>
          <Totals report={data} />
          {data.totals.orders === 0 && data.totals.refunds === 0 ? <p className="text-muted">{t('admin-reports.nothing')}</p> : null}
          <Charts report={data} range={range} />
        </div>
      ) : null}
    </div>
  )
}

export default SalesPanel
