// Issue 32: one chart of the Sales tab with its accessible table beside it and its CSV download.
import { lazy, Suspense, type ReactNode } from 'react'

import { useT } from '@/lib/i18n'

import { td, th } from '../components/list-controls'
import type { ChartSpec } from './chart'

const CanvasChart = lazy(() => import('./chart').then((module) => ({ default: module.CanvasChart })))

type Column = { label: string; end?: boolean }

type ChartSectionProps = {
  id: string
  title: string
  spec: ChartSpec
  csvUrl: string
  columns: readonly Column[]
  rows: readonly (readonly ReactNode[])[]
  /** Many rows (a day each): the table scrolls within its own height. */
  tall?: boolean
  testId: string
}

export function ChartSection({ id, title, spec, csvUrl, columns, rows, tall = false, testId }: ChartSectionProps) {
  const t = useT()
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-4 sm:p-5" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        <a href={csvUrl} download className="btn btn-outline min-h-10 text-sm" aria-label={t('admin-reports.downloadCsvOf', { title })}>
          {t('admin-reports.downloadCsv')}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">{t('admin-reports.nothing')}</p>
      ) : (
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Suspense fallback={<div className="h-64 w-full animate-pulse rounded-xl bg-cloth/60" />}>
          <CanvasChart spec={spec} label={t('admin-reports.chartOf', { title })} />
        </Suspense>
        <div className={`overflow-auto rounded-xl border border-line ${tall ? 'max-h-72' : ''}`} tabIndex={0} role="region" aria-label={t('admin-reports.tableOf', { title })}>
          <table className="w-full border-collapse">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 border-b border-line bg-cloth">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.end ? `${th} text-right` : th}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map(([first, ...rest], index) => (
                <tr key={index}>
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    {first}
                  </th>
                  {rest.map((cell, cellIndex) => (
                    <td key={cellIndex} className={`${td} text-right whitespace-nowrap tabular-nums`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      )}
    </section>
  )
}
