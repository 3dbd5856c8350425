// Issue 17: the accountant's CSV exports for a range of days (IST, both included), as plain download
// links (the session cookie goes with them): GET /api/v1/admin/exports/{sales,gstr1-b2c,hsn}.csv?from=&to=.
import { useState } from 'react'

import { InputField } from '@/components/form-field'

import { todayIso } from '../tax/tax-draft'

const EXPORTS = [
  { file: 'sales.csv', label: 'Sales', text: 'Every invoice, bill of supply, receipt and credit note issued' },
  { file: 'gstr1-b2c.csv', label: 'GSTR-1 B2C summary', text: 'Taxable value and tax by place of supply and rate, net of credit notes' },
  { file: 'hsn.csv', label: 'HSN summary', text: 'Quantity, taxable value and tax by HSN code and rate' },
] as const

/** The first day of today's month, e.g. '2026-11-01'. */
function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`
}

export function exportUrl(file: string, from: string, to: string): string {
  return `/api/v1/admin/exports/${file}?${new URLSearchParams({ from, to }).toString()}`
}

export function ExportsPanel() {
  const today = todayIso()
  const [from, setFrom] = useState(monthStart(today))
  const [to, setTo] = useState(today)
  const ready = Boolean(from && to && from <= to)
  return (
    <section aria-labelledby="exports-heading" className="space-y-5">
      <div>
        <h2 id="exports-heading" className="font-sans text-xl font-semibold text-ink">
          Tax exports
        </h2>
        <p className="mt-1 text-sm text-muted">CSV files for your accountant, for the days chosen (both included).</p>
      </div>
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <InputField label="From" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        <InputField
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          error={from && to && from > to ? 'The last day must not be before the first' : undefined}
        />
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {EXPORTS.map((item) => (
          <li key={item.file} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-sm">
            <div>
              <p className="font-semibold text-ink">{item.label}</p>
              <p className="text-muted">{item.text}</p>
            </div>
            {ready ? (
              <a href={exportUrl(item.file, from, to)} download className="btn btn-outline mt-auto self-start">
                Download {item.label} (CSV)
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
