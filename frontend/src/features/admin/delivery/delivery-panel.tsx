// Issue 30: the dashboard's Delivery tab — whether the shop charges for delivery, the free-delivery
// threshold, the weight slabs, the zones (data the owner edits: name, states, a fee per slab, per kg above
// the last, expected days) and the weights (per product, per category — fabrics per metre — and a default).
// Saved whole with the version it was loaded with: a stale save is refused with the server's words and a
// Reload; a refused field shows its message under it, in the owner's language.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react'

import { FieldMessage, InputField } from '@/components/form-field'
import { PlusIcon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { productsQueryOptions } from '@/lib/api/get-products'
import { localized, useLanguage, useT } from '@/lib/i18n'

import { useAdminCategories } from '../api/categories'
import { TrashIcon } from '../components/icons'
import { useGstStates } from '../shop/api'
import { useVersionedSave } from '../shop/use-versioned-save'
import { deliveryChargesQueryKey, deliveryChargesQueryOptions, saveDeliveryCharges, type DeliveryCharges } from './api'
import { bodyOf, draftOf, type DeliveryDraft, type DraftErrors, type ZoneDraft } from './draft'
import { WeightsSection } from './weights-section'
import { ZoneCard } from './zone-card'

const MAX_SLABS = 8
const MAX_ZONES = 12

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl border border-line bg-surface p-5 sm:p-7">
      <legend className="px-2 font-sans text-sm font-semibold tracking-widest text-accent uppercase">{title}</legend>
      {hint ? <p className="mb-5 max-w-3xl text-sm text-muted">{hint}</p> : null}
      {children}
    </fieldset>
  )
}

export function DeliveryPanel() {
  const t = useT()
  const charges = useQuery(deliveryChargesQueryOptions())
  const [loaded, setLoaded] = useState<number | null>(null)
  if (!charges.data) {
    return charges.isError ? <p role="alert">{t('admin-delivery.loadFailed')}</p> : <Spinner label={t('admin-delivery.loading')} />
  }
  // The form starts from the charges as they were when it opened; 'Reload' starts it again.
  return (
    <DeliveryForm
      key={loaded ?? 'first'}
      charges={charges.data}
      onReload={() => void charges.refetch().then(() => setLoaded((times) => (times ?? 0) + 1))}
    />
  )
}

function DeliveryForm({ charges, onReload }: { charges: DeliveryCharges; onReload: () => void }) {
  const t = useT()
  const language = useLanguage()
  const id = useId()
  const queryClient = useQueryClient()
  const states = useGstStates().data ?? []
  const categories = (useAdminCategories().data ?? []).map((category) => ({ name: category.name, label: localized(category, 'label', language) }))
  const products = useQuery(productsQueryOptions()).data?.products ?? []
  const [draft, setDraft] = useState(() => draftOf(charges))
  const [local, setLocal] = useState<DraftErrors>({})
  const { save, saving, errors: refused, problem, conflict } = useVersionedSave(saveDeliveryCharges, t('admin-delivery.saved'))
  const errors: Record<string, string> = { ...refused, ...local }

  const change = (next: Partial<DeliveryDraft>) => setDraft((old) => ({ ...old, ...next }))
  const changeZone = (at: number, zone: ZoneDraft) => change({ zones: draft.zones.map((old, n) => (n === at ? zone : old)) })
  const addSlab = () => {
    const last = Number(draft.slabs.at(-1) ?? '0') || 0
    change({
      slabs: [...draft.slabs, String(last > 0 ? last * 2 : 1)],
      zones: draft.zones.map((zone) => ({ ...zone, fees: [...zone.fees, zone.fees.at(-1) ?? '0'] })),
    })
  }
  const removeSlab = (slab: number) =>
    change({
      slabs: draft.slabs.filter((_, n) => n !== slab),
      zones: draft.zones.map((zone) => ({ ...zone, fees: zone.fees.filter((_, n) => n !== slab) })),
    })
  const addZone = () => {
    const model = draft.zones.find((zone) => zone.rest) ?? draft.zones[0]
    const fees = model ? [...model.fees] : draft.slabs.map(() => '0')
    const zone: ZoneDraft = { code: '', name: '', states: [], rest: false, fees, perKgAbove: model?.perKgAbove ?? '0', daysMin: model?.daysMin ?? '3', daysMax: model?.daysMax ?? '5' }
    change({ zones: [...draft.zones, zone] })
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    const built = bodyOf(draft)
    if (!built.ok) {
      setLocal(built.errors)
      return
    }
    setLocal({})
    const saved = await save(built.body)
    if (saved) {
      queryClient.setQueryData(deliveryChargesQueryKey, saved)
      setDraft(draftOf(saved))
    }
  }

  const stateZones = (except: number) => new Set(draft.zones.flatMap((zone, n) => (n === except || zone.rest ? [] : zone.states)))
  const localProblem = Object.keys(local).length > 0 ? t('admin-delivery.checkFields') : null

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6" aria-label={t('admin-delivery.formLabel')}>
      <Section title={t('admin-delivery.general')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label className="flex items-center gap-3 text-base font-semibold text-ink">
              <input type="checkbox" checked={draft.enabled} onChange={(event) => change({ enabled: event.target.checked })} className="size-5" />
              {t('admin-delivery.enabled')}
            </label>
            <p className="mt-1.5 text-sm text-muted">{t('admin-delivery.enabledHint')}</p>
          </div>
          <InputField
            label={t('admin-delivery.freeAbove')}
            value={draft.freeAbove}
            inputMode="decimal"
            onChange={(event) => change({ freeAbove: event.target.value })}
            error={errors.freeAbove}
            hint={t('admin-delivery.freeAboveHint')}
          />
        </div>
      </Section>

      <Section title={t('admin-delivery.slabs')} hint={t('admin-delivery.slabsHint')}>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {draft.slabs.map((slab, n) => (
            <li key={n} className="flex items-end gap-1">
              <label className="flex-1 text-xs text-muted">
                {t('admin-delivery.slabLabel', { number: n + 1 })}
                <input
                  inputMode="decimal"
                  value={slab}
                  onChange={(event) => change({ slabs: draft.slabs.map((old, k) => (k === n ? event.target.value : old)) })}
                  aria-invalid={errors.slabs ? true : undefined}
                  className="mt-1 block min-h-12 w-full rounded-xl border border-line bg-page px-4 text-base text-ink aria-invalid:border-red-700 dark:aria-invalid:border-red-400"
                />
              </label>
              {draft.slabs.length > 1 ? (
                <button
                  type="button"
                  onClick={() => removeSlab(n)}
                  aria-label={t('admin-delivery.removeSlab', { number: n + 1 })}
                  className="btn btn-outline min-h-12 px-2.5"
                >
                  <TrashIcon className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        <FieldMessage id={`${id}-slabs`} error={errors.slabs} />
        {draft.slabs.length < MAX_SLABS ? (
          <button type="button" onClick={addSlab} className="btn btn-outline mt-4">
            <PlusIcon className="size-5" />
            {t('admin-delivery.addSlab')}
          </button>
        ) : null}
      </Section>

      <Section title={t('admin-delivery.zones')} hint={t('admin-delivery.zonesHint')}>
        <FieldMessage id={`${id}-zones`} error={errors.zones} />
        <ul className="mt-2 grid gap-4 xl:grid-cols-2">
          {draft.zones.map((zone, at) => (
            <ZoneCard
              key={zone.code || `new-${at}`}
              zone={zone}
              at={at}
              slabs={draft.slabs}
              states={states}
              takenElsewhere={stateZones(at)}
              errors={errors}
              canRemove={draft.zones.length > 1}
              onChange={(next) => changeZone(at, next)}
              onMakeRest={() => change({ zones: draft.zones.map((old, n) => ({ ...old, rest: n === at })) })}
              onRemove={() => change({ zones: draft.zones.filter((_, n) => n !== at) })}
            />
          ))}
        </ul>
        {draft.zones.length < MAX_ZONES ? (
          <button type="button" onClick={addZone} className="btn btn-outline mt-4">
            <PlusIcon className="size-5" />
            {t('admin-delivery.addZone')}
          </button>
        ) : null}
      </Section>

      <Section title={t('admin-delivery.weights')} hint={t('admin-delivery.weightsHint')}>
        <WeightsSection draft={draft} categories={categories} products={products} errors={errors} onChange={change} />
      </Section>

      <div className="space-y-4 border-t border-line pt-5">
        {conflict ? (
          <div role="alert" className="rounded-2xl border border-saffron-500/60 bg-saffron-300/15 p-4 text-sm text-ink">
            <p className="font-medium">{conflict}</p>
            <button type="button" onClick={onReload} className="btn btn-outline mt-3">
              {t('admin-shop.reload')}
            </button>
          </div>
        ) : null}
        {problem || localProblem ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {localProblem ?? problem}
          </p>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" disabled={saving} aria-busy={saving} className="btn btn-primary min-w-40">
            {saving ? t('admin-shop.saving') : t('admin-delivery.save')}
          </button>
        </div>
      </div>
    </form>
  )
}
