// Issue 30: adding or editing one saved address — the checkout's address form (name, house, address,
// pincode, locality, city, mobile; district and state from India Post's directory as the pincode is typed,
// an unknown pincode refused at once), the same rules and messages, and whether it is the default.
import { useCallback, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { flushSync } from 'react-dom'

import { AddressFields } from '@/components/address-fields'
import type { AddressChange, SavedAddress } from '@/lib/addresses/book'
import { checkoutFields, formErrorsFrom, validateCheckout, type CheckoutField, type CheckoutForm, type FieldErrors } from '@/lib/addresses/form'
import { ApiError } from '@/lib/api/client'
import { isPincodeRefusal, pincodeProblem, usePlace, type Place } from '@/lib/delivery/api'
import { useT } from '@/lib/i18n'

type AddressEditorProps = {
  /** The address being edited; none: a new one, its name and mobile from the account. */
  address?: SavedAddress
  prefill?: { name: string; mobile: string }
  /** The first address is the default whatever is ticked. */
  first: boolean
  saving: boolean
  onSave: (change: AddressChange) => Promise<void>
  onCancel: () => void
}

function formOf(address: SavedAddress | undefined, prefill: AddressEditorProps['prefill']): CheckoutForm {
  if (!address) return { name: prefill?.name ?? '', house: '', address: '', locality: '', city: '', pincode: '', mobile: prefill?.mobile ?? '' }
  const { name, house, locality, city, pincode, mobile } = address
  return { name, house, address: address.address, locality, city, pincode, mobile }
}

export function AddressEditor({ address, prefill, first, saving, onSave, onCancel }: AddressEditorProps) {
  const t = useT()
  const headingId = useId()
  const [form, setForm] = useState<CheckoutForm>(() => formOf(address, prefill))
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? first)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const place = usePlace(form.pincode.trim())
  const autoCity = useRef(address?.city ?? '')
  const onPlace = useCallback((found: Place) => {
    setForm((current) => {
      // the directory's city, unless the shopper typed one of their own
      if (current.city.trim() && current.city !== autoCity.current) return current
      autoCity.current = found.city
      return { ...current, city: found.city }
    })
  }, [])

  const onChange = (field: CheckoutField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)))
  }

  /** Shows the messages, then focuses the first invalid field. */
  const showErrors = (formElement: HTMLFormElement, next: FieldErrors) => {
    flushSync(() => setErrors(next))
    const firstField = checkoutFields.find((field) => next[field] !== undefined)
    const control = firstField === undefined ? null : formElement.elements.namedItem(firstField)
    if (control instanceof HTMLElement) control.focus()
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    const formElement = event.currentTarget
    setProblem(null)
    const result = validateCheckout(form, (key) => key) // keys: shown in the language of the moment
    if (!result.ok) {
      showErrors(formElement, result.errors)
      return
    }
    if (place.isError && isPincodeRefusal(place.error)) {
      showErrors(formElement, { pincode: pincodeProblem(place.error) }) // India Post has no such pincode
      return
    }
    try {
      await onSave(address ? { kind: 'edit', id: address.id, address: result.address, isDefault } : { kind: 'add', address: result.address, isDefault })
    } catch (error) {
      const fields = error instanceof ApiError ? formErrorsFrom(error.fields, error.code) : {}
      if (Object.keys(fields).length > 0) showErrors(formElement, fields)
      else if (error instanceof ApiError && error.code === 'too_many_addresses') setProblem(t('addresses.tooMany'))
      else setProblem(t('addresses.failed'))
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      data-testid="address-editor"
      className="rounded-2xl border border-accent/50 bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
        {address ? t('addresses.editTitle') : t('addresses.addTitle')}
      </h2>
      <fieldset disabled={saving} className="mt-5 grid gap-5 sm:grid-cols-2">
        <AddressFields form={form} errorText={(field) => errors[field]} onChange={onChange} onPlace={onPlace} />
        {first && !address ? null : (
          <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
            <input type="checkbox" checked={isDefault} disabled={address?.isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
            {t('addresses.defaultCheckbox')}
          </label>
        )}
      </fieldset>
      {problem ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={saving} aria-busy={saving} className="btn btn-primary min-w-36">
          {saving ? t('addresses.saving') : t('addresses.save')}
        </button>
        <button type="button" onClick={onCancel} className="btn btn-outline">
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  )
}
