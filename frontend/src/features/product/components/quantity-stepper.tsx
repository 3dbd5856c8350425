import { useId } from 'react'

import { MinusIcon, PlusIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'

import { clampQuantity } from '../purchase'

type QuantityStepperProps = {
  value: number
  onChange: (value: number) => void
  disabled?: boolean
  /** What is left, when known (issue 15): the quantity cannot go past it. */
  max?: number | null
}

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-cloth disabled:cursor-not-allowed disabled:opacity-40'

/** Whole units, minimum 1 (spec §5), at most what is left when that is known. */
export function QuantityStepper({ value, onChange, disabled = false, max = null }: QuantityStepperProps) {
  const id = useId()
  const t = useT()
  const set = (next: number) => onChange(max === null ? clampQuantity(next) : Math.min(max, clampQuantity(next)))
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink">
        {t('product.quantity')}
      </label>
      <div className="inline-flex items-center gap-1 rounded-full border border-line bg-surface p-0.5">
        <button
          type="button"
          aria-label={t('product.decreaseQuantity')}
          disabled={disabled || value <= 1}
          onClick={() => set(value - 1)}
          className={stepButton}
        >
          <MinusIcon className="size-5" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max ?? undefined}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => set(event.target.valueAsNumber)}
          className="w-14 [appearance:textfield] bg-transparent text-center font-semibold text-ink disabled:opacity-50 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('product.increaseQuantity')}
          disabled={disabled || (max !== null && value >= max)}
          onClick={() => set(value + 1)}
          className={stepButton}
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
    </div>
  )
}
