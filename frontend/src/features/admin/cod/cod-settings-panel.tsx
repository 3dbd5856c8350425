// Issue 30: the dashboard's cash-on-delivery settings — on or off, the largest order it takes, its fee (a
// line of its own at checkout), the pincodes and delivery zones without it, and how many open COD orders
// one account may have. The server checks every value again; its refusals land on their fields.
import { useState, type SubmitEvent } from 'react'

import { InputField } from '@/components/form-field'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'

import { paiseToRupeesText } from '../product-form-rules'
import { SaveBar } from '../shop/save-bar'
import { useVersionedSave } from '../shop/use-versioned-save'
import { saveCodSettings, useCodSettings, useDeliveryZones, type CodSettings } from './api'

type Form = { enabled: boolean; maxOrder: string; fee: string; pincodes: string; zones: string[]; maxOpenOrders: string }

const formOf = (settings: CodSettings): Form => ({
  enabled: settings.enabled,
  maxOrder: paiseToRupeesText(settings.maxOrder),
  fee: paiseToRupeesText(settings.fee),
  pincodes: settings.excludedPincodes.join(', '),
  zones: settings.excludedZones,
  maxOpenOrders: String(settings.maxOpenOrders),
})

/** '1,500.50' rupees → 150050 paise, exactly; NaN when it is not an amount (the server says why). */
export function rupeesToPaise(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^₹\s*/, '').replace(/,/g, ''))
  if (!match) return Number.NaN
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Pincodes as typed, separated by commas, spaces or lines. */
export const pincodeList = (text: string) => text.split(/[\s,]+/).filter(Boolean)

function CodForm({ settings, onReload }: { settings: CodSettings; onReload: () => void }) {
  const t = useT()
  const zones = useDeliveryZones()
  const [form, setForm] = useState<Form>(() => formOf(settings))
  const [version, setVersion] = useState(settings.version)
  const { save, saving, errors, problem, conflict } = useVersionedSave(saveCodSettings, t('admin-cod.saved'))
  const set = (field: 'maxOrder' | 'fee' | 'pincodes' | 'maxOpenOrders') => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))
  const toggleZone = (code: string) =>
    setForm((current) => ({ ...current, zones: current.zones.includes(code) ? current.zones.filter((z) => z !== code) : [...current.zones, code] }))

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const number = (value: number) => (Number.isFinite(value) ? value : -1) // the server refuses it on its field
    void save({
      version,
      enabled: form.enabled,
      maxOrder: Math.max(0, number(rupeesToPaise(form.maxOrder))),
      fee: number(rupeesToPaise(form.fee)) < 0 ? 10 ** 10 : rupeesToPaise(form.fee),
      excludedPincodes: pincodeList(form.pincodes),
      excludedZones: form.zones,
      maxOpenOrders: Math.max(0, Math.min(1000, Math.trunc(Number(form.maxOpenOrders) || 0))),
    }).then((saved) => {
      if (!saved) return
      setVersion(saved.version)
      setForm(formOf(saved))
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin-cod.title')} className="space-y-6">
      <label className="flex items-center gap-3 text-ink">
        <input type="checkbox" checked={form.enabled} onChange={(event) => setForm((current) => ({ ...current, enabled: event.target.checked }))} />
        <span className="font-medium">{t('admin-cod.enabled')}</span>
      </label>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label={t('admin-cod.maxOrder')} hint={t('admin-cod.maxOrderHint')} inputMode="decimal" value={form.maxOrder} onChange={set('maxOrder')} error={errors.maxOrder} />
        <InputField label={t('admin-cod.fee')} hint={t('admin-cod.feeHint')} inputMode="decimal" value={form.fee} onChange={set('fee')} error={errors.fee} />
        <InputField
          label={t('admin-cod.maxOpenOrders')}
          hint={t('admin-cod.maxOpenOrdersHint')}
          inputMode="numeric"
          value={form.maxOpenOrders}
          onChange={set('maxOpenOrders')}
          error={errors.maxOpenOrders}
        />
        <InputField label={t('admin-cod.pincodes')} hint={t('admin-cod.pincodesHint')} value={form.pincodes} onChange={set('pincodes')} error={errors.excludedPincodes} />
      </div>
      <fieldset>
        <legend className="font-medium text-ink">{t('admin-cod.zones')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(zones.data ?? []).map((zone) => (
            <label key={zone.code} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" checked={form.zones.includes(zone.code)} onChange={() => toggleZone(zone.code)} />
              {zone.name}
            </label>
          ))}
        </div>
        {errors.excludedZones ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.excludedZones}</p> : null}
      </fieldset>
      <SaveBar saving={saving} label={t('admin-cod.save')} problem={problem} conflict={conflict} onReload={onReload} updatedAt={null} />
    </form>
  )
}

export function CodSettingsPanel() {
  const t = useT()
  const settings = useCodSettings()
  if (settings.isPending) return <Spinner label={t('admin-cod.loading')} className="min-h-[20vh]" />
  if (settings.isError) return <LoadError message={t('admin-cod.loadFailed')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 className="font-serif text-xl font-semibold text-ink">{t('admin-cod.title')}</h2>
      <p className="mt-1 mb-5 text-sm text-muted">{t('admin-cod.intro')}</p>
      <CodForm key={settings.data.version} settings={settings.data} onReload={() => void settings.refetch()} />
    </section>
  )
}
