import { useId, useState, type ReactNode, type SyntheticEvent } from 'react'

import { controlClass, FormField, InputField, labelClass } from '@/components/form-field'
import { PlusIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

import { TrashIcon } from '../components/icons'
import { useVersionedSave } from '../shop/use-versioned-save'
import type { TaxData, TaxDataIn } from './api'
import { bodyOf, draftOf, KIND_LABELS, newPeriod, periodProblem, RATES, todayIso, type PeriodDraft, type TaxDraft, type TaxKind } from './tax-draft'

const MAX_PERIODS = 20
const percent = (rate: number) => `${rate}%`

type TaxEditorProps<Out> = {
  /** The form's name, e.g. 'Tax for Shirts'. */
  label: string
  /** What the form starts from: the stored tax data, or a template (a product starts from its category's). */
  start: Pick<TaxData, 'hsn' | 'periods'> | null
  /** The version `start` was stored with; 0 when nothing is stored yet. Read once: the form saves
   *  against what it was opened with (a fresh copy needs a new key). */
  version: number
  send: (body: TaxDataIn) => Promise<Out>
  onSaved: (saved: Out) => void
  onReload: () => void
  savedMessage: string
  saveLabel?: string
  /** More buttons beside Save (Cancel, 'Use the category's'). */
  actions?: ReactNode
}

function RateSelect({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
          {RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {percent(rate)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

type PeriodProps = {
  index: number
  period: PeriodDraft
  today: boolean
  onChange: (period: PeriodDraft) => void
  onRemove: (() => void) | null
  problemId: string | null
}

function PeriodFields({ index, period, today, onChange, onRemove, problemId }: PeriodProps) {
  const t = useT()
  const set = (change: Partial<PeriodDraft>) => onChange({ ...period, ...change })
  return (
    <fieldset
      aria-describedby={problemId ?? undefined}
      className={`relative grid gap-3 rounded-2xl border p-4 sm:grid-cols-3 ${problemId ? 'border-red-700 dark:border-red-400' : 'border-line'}`}
    >
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('admin-tax.removePeriod', { number: index + 1 })}
          className="absolute -top-5 right-3 inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-cloth"
        >
          <TrashIcon className="size-4" />
          {t('admin-tax.remove')}
        </button>
      ) : null}
      <legend className="px-1 text-sm font-semibold text-ink">
        {t('admin-tax.period', { number: index + 1 })}
        {today ? <span className="ml-2 rounded-full bg-cloth px-2 py-0.5 text-xs font-semibold text-ink">{t('admin-tax.inForce')}</span> : null}
      </legend>
      <InputField label={t('admin-tax.from')} type="date" value={period.from} onChange={(event) => set({ from: event.target.value })} />
      <FormField label={t('admin-tax.howTaxed')} className="sm:col-span-2">
        {(control) => (
          <select {...control} value={period.kind} onChange={(event) => set({ kind: event.target.value as TaxKind })} className={controlClass}>
            {(Object.keys(KIND_LABELS) as TaxKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {period.kind === 'flat' ? <RateSelect label={t('admin-tax.rate')} value={period.rate} onChange={(rate) => set({ rate })} /> : null}
      {period.kind === 'by_price' ? (
        <>
          <RateSelect label={t('admin-tax.rateUpTo')} value={period.rate} onChange={(rate) => set({ rate })} />
          <InputField
            label={t('admin-tax.pricePerPiece')}
            inputMode="decimal"
            value={period.threshold}
            onChange={(event) => set({ threshold: event.target.value })}
          />
          <RateSelect label={t('admin-tax.rateAbove')} value={period.highRate} onChange={(highRate) => set({ highRate })} />
          <p className="text-sm text-muted sm:col-span-3">{t('admin-tax.byPriceHelp')}</p>
        </>
      ) : null}
      {period.kind === 'exempt' ? (
        <p className="text-sm text-muted sm:col-span-2 sm:self-center">{t('admin-tax.exemptNote')}</p>
      ) : null}
    </fieldset>
  )
}

/** The index of the period in force on `today`: the last one started, else the first (docs/tax.md). */
function inForce(periods: PeriodDraft[], today: string): number {
  let chosen = 0
  periods.forEach((period, index) => {
    if (period.from && period.from <= today) chosen = index
  })
  return chosen
}

/** An HSN code and GST rate periods, saved with the version they were loaded with (issue 17). */
export function TaxEditor<Out>({ label, start, version, send, onSaved, onReload, savedMessage, saveLabel, actions }: TaxEditorProps<Out>) {
  const t = useT()
  const [draft, setDraft] = useState<TaxDraft>(() => draftOf(start))
  const [loadedVersion] = useState(version)
  const { save, saving, errors, problem, conflict } = useVersionedSave(send, savedMessage)
  const problemId = useId()
  const today = todayIso()
  const periodIssue = periodProblem(errors)
  const general = problem && !errors.hsn && !periodIssue ? problem : null

  const setPeriod = (index: number, period: PeriodDraft) =>
    setDraft((old) => ({ ...old, periods: old.periods.map((item, at) => (at === index ? period : item)) }))

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    const saved = await save(bodyOf(draft, loadedVersion))
    if (saved !== null) onSaved(saved)
  }

  return (
    <form aria-label={label} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <InputField
        label={t('admin-tax.hsnCode')}
        value={draft.hsn}
        onChange={(event) => setDraft((old) => ({ ...old, hsn: event.target.value }))}
        error={errors.hsn}
        hint={t('admin-tax.hsnHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
      />
      <div>
        <p className={labelClass}>{t('admin-tax.gstRate')}</p>
        <p className="mb-3 text-sm text-muted">{t('admin-tax.periodsHelp')}</p>
        <ol aria-label={t('admin-tax.ratePeriods')} className="space-y-3">
          {draft.periods.map((period, index) => (
            <li key={index}>
              <PeriodFields
                index={index}
                period={period}
                today={draft.periods.length > 1 && inForce(draft.periods, today) === index}
                onChange={(next) => setPeriod(index, next)}
                onRemove={
                  draft.periods.length > 1
                    ? () => setDraft((old) => ({ ...old, periods: old.periods.filter((_, at) => at !== index) }))
                    : null
                }
                problemId={periodIssue && (periodIssue.index === index || periodIssue.index === null) ? problemId : null}
              />
            </li>
          ))}
        </ol>
        {periodIssue ? (
          <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            {periodIssue.message}
          </p>
        ) : null}
        <button
          type="button"
          disabled={draft.periods.length >= MAX_PERIODS}
          onClick={() => setDraft((old) => ({ ...old, periods: [...old.periods, newPeriod(old.periods.at(-1), today)] }))}
          className="btn btn-outline mt-3"
        >
          <PlusIcon className="size-4" />
          {t('admin-tax.addRateChange')}
        </button>
      </div>
      {conflict ? (
        <div role="alert" className="rounded-2xl border border-saffron-500/60 bg-saffron-300/15 p-4 text-sm text-ink">
          <p className="font-medium">{conflict}</p>
          <button type="button" onClick={onReload} className="btn btn-outline mt-3">
            {t('admin-tax.reload')}
          </button>
        </div>
      ) : null}
      {general ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {general}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        {actions}
        <button type="submit" disabled={saving} aria-busy={saving} className="btn btn-primary">
          {saving ? t('admin-tax.saving') : (saveLabel ?? t('admin-tax.save'))}
        </button>
      </div>
    </form>
  )
}
