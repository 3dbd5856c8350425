// Issue 30: the delivery address — the spec's name, address, pincode and mobile (§3, §5) with house,
// locality and city; the district and state come from India Post's directory as the pincode is typed,
// and the city fills in from it (the shopper may change it). A pincode the directory does not list is
// refused here, in the shopper's language, before the server refuses it too.
import { useEffect, useId, useRef, type ChangeEvent } from 'react'

import { controlBaseClass, controlClass, FormField } from '@/components/form-field'
import type { CheckoutField, CheckoutForm } from '@/lib/addresses/form'
import { isPincodeRefusal, pincodeProblem, usePlace, type Place } from '@/lib/delivery/api'
import { useT } from '@/lib/i18n'


type AddressFieldsProps = {
  form: CheckoutForm
  errorText: (field: CheckoutField) => string | undefined
  onChange: (field: CheckoutField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  /** The place fills in the city when the shopper has not typed one of their own. */
  onPlace: (place: Place) => void
}

export function AddressFields({ form, errorText, onChange, onPlace }: AddressFieldsProps) {
  const t = useT()
  const listId = useId()
  const pincode = form.pincode.trim()
  const place = usePlace(pincode)
  const lastPlace = useRef<string>('')
  useEffect(() => {
    if (place.data && lastPlace.current !== place.data.pincode) {
      lastPlace.current = place.data.pincode
      onPlace(place.data)
    }
  }, [place.data, onPlace])

  const control = (field: CheckoutField) => ({ name: field, value: form[field], onChange: onChange(field) })
  const known = place.data && place.data.pincode === pincode ? place.data : undefined
  const refused = place.isError && isPincodeRefusal(place.error)
  const pincodeError = errorText('pincode') ?? (refused ? t(pincodeProblem(place.error)) : undefined)

  return (
    <>
      <FormField label={t('checkout.name')} error={errorText('name')} className="sm:col-span-2">
        {(aria) => <input {...aria} {...control('name')} autoComplete="name" className={controlClass} />}
      </FormField>
      <FormField label={t('checkout.house')} error={errorText('house')} hint={t('checkout.houseHint')} className="sm:col-span-2">
        {(aria) => <input {...aria} {...control('house')} autoComplete="address-line1" className={controlClass} />}
      </FormField>
      <FormField label={t('checkout.address')} error={errorText('address')} hint={t('checkout.addressHint')} className="sm:col-span-2">
        {(aria) => (
          <textarea {...aria} {...control('address')} rows={2} autoComplete="address-line2" className={`${controlBaseClass} min-h-20 py-3`} />
        )}
      </FormField>
      <FormField label={t('checkout.pincode')} error={pincodeError} hint={t('checkout.pincodeHint')}>
        {(aria) => (
          <input {...aria} {...control('pincode')} inputMode="numeric" maxLength={6} autoComplete="postal-code" className={controlClass} />
        )}
      </FormField>
      <FormField label={t('checkout.locality')} error={errorText('locality')} hint={t('checkout.localityHint')}>
        {(aria) => (
          <>
            <input {...aria} {...control('locality')} list={listId} autoComplete="address-level3" className={controlClass} />
            <datalist id={listId}>
              {known?.localities.map((name) => <option key={name} value={name} />)}
            </datalist>
          </>
        )}
      </FormField>
      <FormField label={t('checkout.city')} error={errorText('city')}>
        {(aria) => <input {...aria} {...control('city')} autoComplete="address-level2" className={controlClass} />}
      </FormField>
      <div data-testid="checkout-place" className="grid grid-cols-2 gap-3 text-sm sm:col-span-2">
        <p>
          <span className="block font-semibold text-ink">{t('checkout.district')}</span>
          <span data-testid="checkout-district" className="text-muted">{known?.district ?? '—'}</span>
        </p>
        <p>
          <span className="block font-semibold text-ink">{t('checkout.state')}</span>
          <span data-testid="checkout-state" className="text-muted">{known?.state ?? '—'}</span>
        </p>
        {known ? <p className="col-span-2 text-xs text-muted">{t('checkout.fromPincode')}</p> : null}
      </div>
      <FormField label={t('checkout.mobile')} error={errorText('mobile')} hint={t('checkout.mobileHint')}>
        {(aria) => <input {...aria} {...control('mobile')} type="tel" autoComplete="tel" className={controlClass} />}
      </FormField>
    </>
  )
}
