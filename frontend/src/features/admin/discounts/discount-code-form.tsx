// Issue 31: the owner's form for one discount code — a percentage or a fixed amount, the minimum order,
// start and end (IST), total uses and uses per customer, categories or products it is limited to, and
// active or paused. The server checks every value again; its refusals land on their fields.
import { useState, type SubmitEvent } from 'react'

import { FormField, InputField, controlClass } from '@/components/form-field'
import { useT } from '@/lib/i18n'

import { rupeesToPaise } from '../cod/cod-settings-panel'
import { paiseToRupeesText } from '../product-form-rules'
import { SaveBar } from '../shop/save-bar'
import { useVersionedSave } from '../shop/use-versioned-save'
import { saveDiscountCode, type DiscountCode, type DiscountCodeForm } from './api'
import { instantToIstInput, istInputToInstant } from './ist'

type Form = {
  code: string
  kind: 'percent' | 'fixed'
  value: string
  minOrder: string
  startsAt: string
  endsAt: string
  maxUses: string
  perCustomer: string
  categories: string
  productIds: string
  active: boolean
}

const EMPTY: Form = {
  code: '', kind: 'percent', value: '', minOrder: '0', startsAt: '', endsAt: '', maxUses: '', perCustomer: '',
  categories: '', productIds: '', active: true,
}

export const formOf = (code: DiscountCode): Form => ({
  code: code.code,
  kind: code.kind,
  value: code.kind === 'percent' ? String(code.value) : paiseToRupeesText(code.value),
  minOrder: paiseToRupeesText(code.minOrder),
  startsAt: instantToIstInput(code.startsAt),
  endsAt: instantToIstInput(code.endsAt),
  maxUses: code.maxUses === null ? '' : String(code.maxUses),
  perCustomer: code.perCustomer === null ? '' : String(code.perCustomer),
  categories: code.categories.join(', '),
  productIds: code.productIds.join(', '),
  active: code.active,
})

const list = (text: string) => text.split(',').map((part) => part.trim()).filter(Boolean)
/** A count as typed; '' is no limit; anything else the server refuses on its field. */
const count = (text: string) => (text.trim() === '' ? null : Math.max(0, Math.min(10 ** 9, Math.trunc(Number(text) || 0))))
const paise = (text: string) => {
  const value = rupeesToPaise(text)
  return Number.isFinite(value) ? Math.min(value, 10 ** 11) : 10 ** 11
}

/** The body the API takes, from the form as typed. */
export function bodyOf(form: Form, version: number): DiscountCodeForm {
  return {
    code: form.code.trim(),
    kind: form.kind,
    value: form.kind === 'percent' ? Math.max(0, Math.min(10 ** 9, Math.trunc(Number(form.value) || 0))) : paise(form.value),
    minOrder: paise(form.minOrder || '0'),
    startsAt: istInputToInstant(form.startsAt),
    endsAt: istInputToInstant(form.endsAt),
    maxUses: count(form.maxUses),
    perCustomer: count(form.perCustomer),
    categories: list(form.categories),
    productIds: list(form.productIds),
    active: form.active,
    version,
  }
}

export function DiscountCodeEditor({
  code,
  onSaved,
  onCancel,
  onReload,
}: {
  code: DiscountCode | null
  onSaved: (saved: DiscountCode) => void
  onCancel: () => void
  onReload: () => void
}) {
  const t = useT()
  const [form, setForm] = useState<Form>(() => (code ? formOf(code) : EMPTY))
  const id = code?.id ?? null
  const { save, saving, errors, problem, conflict } = useVersionedSave(
    (body: DiscountCodeForm) => saveDiscountCode(id, body),
    t('admin-discounts.saved'),
  )
  const set = (field: Exclude<keyof Form, 'active' | 'kind'>) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save(bodyOf(form, code?.version ?? 0)).then((saved) => {
      if (saved) onSaved(saved)
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t(code ? 'admin-discounts.editTitle' : 'admin-discounts.newTitle')} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label={t('admin-discounts.code')} hint={t('admin-discounts.codeHint')} value={form.code} onChange={set('code')} error={errors.code} autoCapitalize="characters" />
        <FormField label={t('admin-discounts.kind')}>
          {(control) => (
            <select
              {...control}
              value={form.kind}
              onChange={(event) => setForm((current) => ({ ...current, kind: event.target.value === 'fixed' ? 'fixed' : 'percent' }))}
              className={controlClass}
            >
              <option value="percent">{t('admin-discounts.kindPercent')}</option>
              <option value="fixed">{t('admin-discounts.kindFixed')}</option>
            </select>
          )}
        </FormField>
        <InputField
          label={t(form.kind === 'percent' ? 'admin-discounts.percent' : 'admin-discounts.amount')}
          inputMode="decimal"
          value={form.value}
          onChange={set('value')}
          error={errors.value}
        />
        <InputField label={t('admin-discounts.minOrder')} hint={t('admin-discounts.minOrderHint')} inputMode="decimal" value={form.minOrder} onChange={set('minOrder')} error={errors.minOrder} />
        <InputField label={t('admin-discounts.startsAt')} hint={t('admin-discounts.istHint')} type="datetime-local" value={form.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
        <InputField label={t('admin-discounts.endsAt')} hint={t('admin-discounts.istHint')} type="datetime-local" value={form.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
        <InputField label={t('admin-discounts.maxUses')} hint={t('admin-discounts.noLimitHint')} inputMode="numeric" value={form.maxUses} onChange={set('maxUses')} error={errors.maxUses} />
        <InputField label={t('admin-discounts.perCustomer')} hint={t('admin-discounts.noLimitHint')} inputMode="numeric" value={form.perCustomer} onChange={set('perCustomer')} error={errors.perCustomer} />
        <InputField label={t('admin-discounts.categories')} hint={t('admin-discounts.listHint')} value={form.categories} onChange={set('categories')} error={errors.categories} />
        <InputField label={t('admin-discounts.products')} hint={t('admin-discounts.listHint')} value={form.productIds} onChange={set('productIds')} error={errors.productIds} />
      </div>
      <label className="flex items-center gap-3 text-ink">
        <input type="checkbox" checked={form.active} onChange={(event) => setForm((current) => ({ ...current, active: event.target.checked }))} />
        <span className="font-medium">{t('admin-discounts.active')}</span>
      </label>
      <SaveBar saving={saving} label={t('admin-discounts.save')} problem={problem} conflict={conflict} onReload={onReload} updatedAt={null} />
      <button type="button" onClick={onCancel} className="btn btn-outline">
        {t('admin-discounts.cancel')}
      </button>
    </form>
  )
}
