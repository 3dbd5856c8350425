// One delivery zone of the Delivery tab: its name, its states (or every state no other zone lists), a fee
// per weight slab, a fee per kg above the last slab, and the expected delivery days. Each field shows its
// refusal under it ('zones.2.fees').
import { useId } from 'react'

import { controlClass, FieldMessage, InputField, labelClass } from '@/components/form-field'
import { CloseIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

import { TrashIcon } from '../components/icons'
import type { GstState } from '../shop/api'
import type { ZoneDraft } from './draft'

type ZoneCardProps = {
  zone: ZoneDraft
  at: number
  slabs: string[]
  states: GstState[]
  /** States other zones list: not offered here (a state is in one zone only). */
  takenElsewhere: ReadonlySet<string>
  errors: Record<string, string>
  canRemove: boolean
  onChange: (zone: ZoneDraft) => void
  onMakeRest: () => void
  onRemove: () => void
}

const MONEY = { inputMode: 'decimal' as const, autoComplete: 'off' }
const DAYS = { inputMode: 'numeric' as const, autoComplete: 'off' }

export function ZoneCard({ zone, at, slabs, states, takenElsewhere, errors, canRemove, onChange, onMakeRest, onRemove }: ZoneCardProps) {
  const t = useT()
  const id = useId()
  const field = (name: string) => errors[`zones.${at}.${name}`]
  const set = <Key extends keyof ZoneDraft>(key: Key, value: ZoneDraft[Key]) => onChange({ ...zone, [key]: value })
  const nameOf = (code: string) => states.find((state) => state.code === code)?.name ?? code
  const offered = states.filter((state) => !takenElsewhere.has(state.code) && !zone.states.includes(state.code))
  const title = zone.name.trim() || t('admin-delivery.zoneTitle', { number: at + 1 })

  return (
    <li data-testid="delivery-zone" className="rounded-2xl border border-line bg-page p-4 sm:p-5">
      <fieldset aria-label={title} className="grid gap-4">
        <div className="flex items-start gap-3">
          <InputField
            label={t('admin-delivery.zoneName')}
            value={zone.name}
            maxLength={80}
            onChange={(event) => set('name', event.target.value)}
            error={field('name') ?? field('code')}
            className="flex-1"
          />
          {canRemove ? (
            <button
              type="button"
              onClick={onRemove}
              aria-label={t('admin-delivery.removeZone', { name: title })}
              title={t('admin-delivery.removeZone', { name: title })}
              className="btn btn-outline mt-7 min-h-12 px-3"
            >
              <TrashIcon className="size-5" />
            </button>
          ) : null}
        </div>

        <div>
          <p className={labelClass} id={`${id}-states`}>
            {t('admin-delivery.zoneStates')}
          </p>
          <label className="mb-2 flex items-center gap-2 text-sm text-ink">
            <input type="radio" name="rest-zone" checked={zone.rest} onChange={onMakeRest} />
            {t('admin-delivery.restOfIndia')}
          </label>
          {zone.rest ? (
            <p className="text-sm text-muted">{t('admin-delivery.restHint')}</p>
          ) : (
            <>
              <ul aria-labelledby={`${id}-states`} className="flex flex-wrap gap-2">
                {zone.states.length === 0 ? <li className="text-sm text-muted">{t('admin-delivery.noStates')}</li> : null}
                {zone.states.map((code) => (
                  <li key={code} className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-1 pr-1 pl-3 text-sm text-ink">
                    {nameOf(code)}
                    <button
                      type="button"
                      onClick={() => set('states', zone.states.filter((state) => state !== code))}
                      aria-label={t('admin-delivery.removeState', { state: nameOf(code) })}
                      className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-cloth hover:text-ink"
                    >
                      <CloseIcon className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
              <select
                aria-label={t('admin-delivery.addState')}
                value=""
                onChange={(event) => {
                  if (event.target.value) set('states', [...zone.states, event.target.value])
                }}
                className={`${controlClass} mt-2 sm:max-w-xs`}
              >
                <option value="">{t('admin-delivery.chooseState')}</option>
                {offered.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            </>
          )}
          <FieldMessage id={`${id}-states-message`} error={field('states')} />
        </div>

        <div role="group" aria-labelledby={`${id}-fees`}>
          <p className={labelClass} id={`${id}-fees`}>
            {t('admin-delivery.fees')}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {zone.fees.map((fee, slab) => (
              <label key={slab} className="text-xs text-muted">
                {t('admin-delivery.slabUpTo', { weight: slabs[slab] ?? '' })}
                <input
                  {...MONEY}
                  value={fee}
                  onChange={(event) => set('fees', zone.fees.map((old, n) => (n === slab ? event.target.value : old)))}
                  aria-invalid={field('fees') ? true : undefined}
                  aria-describedby={field('fees') ? `${id}-fees-message` : undefined}
                  className={`${controlClass} mt-1`}
                />
              </label>
            ))}
          </div>
          <FieldMessage id={`${id}-fees-message`} error={field('fees')} />
        </div>

        <InputField
          label={t('admin-delivery.perKgAbove', { weight: slabs.at(-1) ?? '' })}
          value={zone.perKgAbove}
          onChange={(event) => set('perKgAbove', event.target.value)}
          error={field('perKgAbove')}
          className="sm:max-w-xs"
          {...MONEY}
        />
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <InputField
            label={t('admin-delivery.daysMin')}
            value={zone.daysMin}
            onChange={(event) => set('daysMin', event.target.value)}
            error={field('days')}
            {...DAYS}
          />
          <InputField label={t('admin-delivery.daysMax')} value={zone.daysMax} onChange={(event) => set('daysMax', event.target.value)} {...DAYS} />
        </div>
      </fieldset>
    </li>
  )
}
