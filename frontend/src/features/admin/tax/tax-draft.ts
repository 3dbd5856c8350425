// The tax editor's form state and how it becomes the API's body (docs/tax.md): rates are whole
// percent, the threshold is typed in rupees and sent in paise. The server validates it all; a
// threshold that is not a price goes as 0, which it refuses with its own message.
import { translate, type MessageKey } from '@/lib/i18n'

import { parseRupees, paiseToRupeesText } from '../product-form-rules'
import type { TaxData, TaxDataIn, TaxPeriod } from './api'

export type TaxKind = TaxPeriod['kind']
export const RATES = [0, 5, 12, 18, 28] as const
export const KIND_LABELS: Record<TaxKind, MessageKey> = {
  flat: 'admin-tax.kindFlat',
  by_price: 'admin-tax.kindByPrice',
  exempt: 'admin-tax.kindExempt',
}

export type PeriodDraft = { from: string; kind: TaxKind; rate: string; highRate: string; threshold: string }
export type TaxDraft = { hsn: string; periods: PeriodDraft[] }

/** Today in the shop's time zone (IST), as a date input holds it: '2026-11-25'. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)
}

function periodDraft(period: TaxPeriod): PeriodDraft {
  return {
    from: period.from,
    kind: period.kind,
    rate: String(period.rate),
    highRate: String(period.kind === 'by_price' ? period.highRate : 18),
    threshold: period.kind === 'by_price' ? paiseToRupeesText(period.threshold) : '2500',
  }
}

export function newPeriod(after: PeriodDraft | undefined, today: string = todayIso()): PeriodDraft {
  return after ? { ...after, from: today > after.from ? today : '' } : { from: today, kind: 'flat', rate: '18', highRate: '18', threshold: '2500' }
}

/** The form for stored tax data; with none (missing), one flat 18% period from today, what invoices use meanwhile. */
export function draftOf(data: Pick<TaxData, 'hsn' | 'periods'> | null | undefined, today: string = todayIso()): TaxDraft {
  if (!data || data.periods.length === 0) return { hsn: data?.hsn ?? '', periods: [newPeriod(undefined, today)] }
  return { hsn: data.hsn, periods: data.periods.map(periodDraft) }
}

function thresholdPaise(text: string): number {
  const parsed = parseRupees(text)
  return parsed.ok ? parsed.paise : 0
}

/** What PUT sends: only the numbers each kind uses. */
export function bodyOf(draft: TaxDraft, version: number): TaxDataIn {
  return {
    hsn: draft.hsn.trim(),
    version,
    periods: draft.periods.map((period) => {
      const base = { from: period.from, kind: period.kind }
      if (period.kind === 'exempt') return { ...base, rate: 0, highRate: 0, threshold: 0 }
      if (period.kind === 'flat') return { ...base, rate: Number(period.rate), highRate: 0, threshold: 0 }
      return { ...base, rate: Number(period.rate), highRate: Number(period.highRate), threshold: thresholdPaise(period.threshold) }
    }),
  }
}

/** The server's message about the periods: 'Period 2: …' names one; a field like 'periods.1.from' too. */
export function periodProblem(fields: Record<string, string>): { message: string; index: number | null } | null {
  const entry = Object.entries(fields).find(([name]) => name === 'periods' || name.startsWith('periods.'))
  if (!entry) return null
  const [name, message] = entry
  const fromName = /^periods\.(\d+)/.exec(name)
  if (fromName) return { message: translate('admin-tax.periodProblem', { number: Number(fromName[1]) + 1, message }), index: Number(fromName[1]) }
  const fromText = /^Period (\d+):/.exec(message)
  return { message, index: fromText ? Number(fromText[1]) - 1 : null }
}
