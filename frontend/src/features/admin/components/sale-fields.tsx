import { controlClass, FormField } from '@/components/form-field'
import { useT } from '@/lib/i18n'

import type { ProductFormValues, SaleField } from '../product-form-rules'

const RUPEE = '₹'

function RupeeInput({ control, value, onChange }: { control: object; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted">
        {RUPEE}
      </span>
      <input
        {...control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        className={`${controlClass} pl-9 tabular-nums`}
      />
    </div>
  )
}

type SaleValues = Pick<ProductFormValues, SaleField>

/** The product form's MRP and scheduled sale (issue 31): rupees as typed, times in IST (datetime-local). */
export function SaleFields({
  values,
  errors,
  onChange,
}: {
  values: SaleValues
  errors: Partial<Record<SaleField, string | undefined>>
  onChange: (field: SaleField, value: string) => void
}) {
  const t = useT()
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div data-field="mrp" className="min-w-0">
        <FormField label={t('admin-products.mrp')} error={errors.mrp} hint={t('admin-products.mrpHint')}>
          {(control) => <RupeeInput control={control} value={values.mrp ?? ''} onChange={(value) => onChange('mrp', value)} />}
        </FormField>
      </div>
      <div data-field="salePrice" className="min-w-0">
        <FormField label={t('admin-products.salePrice')} error={errors.salePrice} hint={t('admin-products.salePriceHint')}>
          {(control) => (
            <RupeeInput control={control} value={values.salePrice ?? ''} onChange={(value) => onChange('salePrice', value)} />
          )}
        </FormField>
      </div>
      <div data-field="saleStartsAt" className="min-w-0">
        <FormField label={t('admin-products.saleStartsAt')} error={errors.saleStartsAt} hint={t('admin-products.saleTimeHint')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={values.saleStartsAt ?? ''}
              onChange={(event) => onChange('saleStartsAt', event.target.value)}
              className={`${controlClass} min-w-0`}
            />
          )}
        </FormField>
      </div>
      <div data-field="saleEndsAt" className="min-w-0">
        <FormField label={t('admin-products.saleEndsAt')} error={errors.saleEndsAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={values.saleEndsAt ?? ''}
              onChange={(event) => onChange('saleEndsAt', event.target.value)}
              className={`${controlClass} min-w-0`}
            />
          )}
        </FormField>
      </div>
    </div>
  )
}
