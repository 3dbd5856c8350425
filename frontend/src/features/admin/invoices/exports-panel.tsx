// Issue 17: the accountant's CSV exports for a range of days (IST, both included), as plain download
// links (the session cookie goes with them): GET /api/v1/admin/exports/{sales,gstr1-b2c,hsn}.csv?from=&to=.
import { useState } from 'react'

import { InputField } from '@/components/form-field'
import { useT, type MessageKey } from '@/lib/i18n'

import { todayIso } from '../tax/tax-draft'

const EXPORTS: readonly { file: string; label: MessageKey; text: MessageKey }[] = [
  { file: 'sales.csv', label: 'admin-invoices.salesLabel', text: 'admin-invoices.salesText' },
  { file: 'gstr1-b2c.csv', label: 'admin-invoices.gstr1Label', text: 'admin-invoices.gstr1Text' },
  { file: 'hsn.csv', label: 'admin-invoices.hsnLabel', text: 'admin-invoices.hsnText' },
]

/** The first day of today's month, e.g. '2026-11-01'. */
function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`
}

export function exportUrl(file: string, from: string, to: string): string {
  return `/api/v1/admin/exports/${file}?${new URLSearchParams({ from, to }).toString()}`
}

export function ExportsPanel() {
  const t = useT()
  const today = todayIso()
  const [from, setFrom] = useState(monthStart(today))
  const [to, setTo] = useState(today)
  const ready = Boolean(from && to && from <= to)
  return (
    <section aria-labelledby="exports-heading" className="space-y-5">
      <div>
        <h2 id="exports-heading" className="font-sans text-xl font-semibold text-ink">
          {t('admin-invoices.exportsHeading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('admin-invoices.exportsIntro')}</p>
      </div>
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <InputField label={t('admin-invoices.from')} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        <InputField
          label={t('admin-invoices.to')}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          error={from && to && from > to ? t('admin-invoices.rangeInvalid') : undefined}
        />
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {EXPORTS.map((item) => (
          <li key={item.file} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-sm">
            <div>
              <p className="font-semibold text-ink">{t(item.label)}</p>
              <p className="text-muted">{t(item.text)}</p>
            </div>
            {ready ? (
              <a href={exportUrl(item.file, from, to)} download className="btn btn-outline mt-auto self-start">
                {t('admin-invoices.download', { label: t(item.label) })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
