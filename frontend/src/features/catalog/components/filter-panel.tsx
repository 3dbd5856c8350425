import { useId } from 'react'

import { useT } from '@/lib/i18n'
import { formatWholeRupees } from '@/lib/money'

import {
  FABRIC_FILTERS,
  FABRIC_LABELS,
  isOpenTop,
  PRICE_SLIDER,
  sliderPrice,
  type FabricFilter,
  type ProductFilters,
} from '../filters'

export type CategoryOption = { name: string; label: string; count: number }

type FilterPanelProps = {
  id: string
  filters: ProductFilters
  categories: readonly CategoryOption[]
  onChange: (change: Partial<ProductFilters>, options?: { debounce?: boolean }) => void
  className?: string
}

function toggle<T extends string>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value)
}

const boxRow =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-ink transition hover:bg-cloth'
const box = 'size-[1.1rem] shrink-0 cursor-pointer rounded accent-[var(--color-primary)]'
const groupTitle = 'mb-2 px-2 font-sans text-xs font-semibold tracking-widest text-muted uppercase'

/** spec §2 /allproducts filters: category checkboxes, the 'Up to' price slider, fabric checkboxes. */
export function FilterPanel({ id, filters, categories, onChange, className = '' }: FilterPanelProps) {
  const priceId = useId()
  const t = useT()
  const price = sliderPrice(filters)
  // The last step has no upper limit (issue 28): it reads "₹5,000 and above".
  const priceText = isOpenTop(price)
    ? t('catalog.priceAndAbove', { price: formatWholeRupees(PRICE_SLIDER.max) })
    : formatWholeRupees(price)
  return (
    <div id={id} className={`space-y-6 rounded-2xl border border-line bg-surface p-4 ${className}`}>
      <fieldset>
        <legend className={groupTitle}>{t('catalog.category')}</legend>
        <ul className="max-h-80 space-y-0.5 overflow-y-auto pr-1">
          {categories.map((category) => (
            <li key={category.name}>
              <label className={boxRow}>
                <input
                  type="checkbox"
                  className={box}
                  checked={filters.categories.includes(category.name)}
                  onChange={(event) =>
                    onChange({ categories: toggle(filters.categories, category.name, event.target.checked) })
                  }
                />
                <span className="flex-1">{category.label}</span>
                <span className="text-xs text-muted" aria-hidden="true">
                  {category.count}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="px-2">
        <div className="mb-2 flex items-baseline justify-between gap-2">
          <label htmlFor={priceId} className="font-sans text-xs font-semibold tracking-widest text-muted uppercase">
            {t('catalog.upTo')}
          </label>
          <output htmlFor={priceId} className="font-semibold text-ink" data-testid="price-value">
            {priceText}
          </output>
        </div>
        <input
          id={priceId}
          type="range"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={price}
          aria-valuetext={priceText}
          onChange={(event) => onChange({ maxPrice: Number(event.target.value) }, { debounce: true })}
          className="w-full cursor-pointer accent-[var(--color-primary)]"
        />
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
          <span>{formatWholeRupees(PRICE_SLIDER.min)}</span>
          <span>{formatWholeRupees(PRICE_SLIDER.max)}+</span>
        </div>
      </div>

      <fieldset>
        <legend className={groupTitle}>{t('catalog.fabric')}</legend>
        <ul className="space-y-0.5">
          {FABRIC_FILTERS.map((fabric: FabricFilter) => (
            <li key={fabric}>
              <label className={boxRow}>
                <input
                  type="checkbox"
                  className={box}
                  checked={filters.fabrics.includes(fabric)}
                  onChange={(event) => onChange({ fabrics: toggle(filters.fabrics, fabric, event.target.checked) })}
                />
                <span className="capitalize">{t(FABRIC_LABELS[fabric])}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  )
}
