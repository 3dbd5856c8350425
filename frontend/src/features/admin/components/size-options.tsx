import { controlClass, FormField } from '@/components/form-field'
import type { SizeChart } from '@/lib/api/types'
import { useT } from '@/lib/i18n'


type SizeOptionsProps = {
  charts: readonly SizeChart[] | undefined
  chartKey: string
  sizes: readonly string[]
  types: readonly string[]
  onChart: (key: string) => void
  onSizes: (sizes: string[]) => void
  onTypes: (types: string[]) => void
  error?: string | undefined
}

const box = 'size-5 shrink-0 rounded border-line accent-[var(--color-primary)]'
const choice =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-page px-3 py-2 text-sm text-ink has-checked:border-primary has-checked:bg-cloth'

const bracketed = (text: string) => `(${text})`

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list, value] : list.filter((item) => item !== value)
}

/** spec §3 options: the size chart, the sizes the product comes in (from that chart) and its types. */
export function SizeOptions({ charts, chartKey, sizes, types, onChart, onSizes, onTypes, error }: SizeOptionsProps) {
  const t = useT()
  const chart = charts?.find((candidate) => candidate.key === chartKey)
  return (
    <div className="space-y-5">
      <FormField label={t('admin-products.sizeChart')} error={error} hint={t('admin-products.sizeChartHint')}>
        {(control) => (
          <select {...control} value={chartKey} onChange={(event) => onChart(event.target.value)} className={controlClass}>
            <option value="">{t('admin-products.noSizeChart')}</option>
            {charts?.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {chart ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('admin-products.availableSizes')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {chart.sizes.map((size) => (
              <label key={size.primary} className={choice}>
                <input
                  type="checkbox"
                  className={box}
                  checked={sizes.includes(size.primary)}
                  onChange={(event) => onSizes(toggle(sizes, size.primary, event.target.checked))}
                />
                <span>
                  <span className="font-semibold">{size.primary}</span>
                  {size.secondary ? (
                    <>
                      {' '}
                      <span className="text-muted">{bracketed(size.secondary)}</span>
                    </>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {chart && chart.types.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('admin-products.availableTypes')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {chart.types.map((type) => (
              <label key={type} className={choice}>
                <input
                  type="checkbox"
                  className={box}
                  checked={types.includes(type)}
                  onChange={(event) => onTypes(toggle(types, type, event.target.checked))}
                />
                <span className="font-semibold">{type}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  )
}
