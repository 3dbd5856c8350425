import { useId } from 'react'

import { MinusIcon, PlusIcon } from '@/components/icons'
import { clampFabricLength, FABRIC_LENGTH, formatMetres, spokenMetres } from '@/lib/fabrics'
import { useT } from '@/lib/i18n'

type FabricLengthProps = {
  value: number
  onChange: (metres: number) => void
  disabled?: boolean
  /** Metres left, when known (issue 15): the length cannot go past it. */
  max?: number | null
}

const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink transition hover:bg-cloth disabled:cursor-not-allowed disabled:opacity-40'

/** spec §5, §9: Fabrics are bought by length, 1–30 m in steps of 0.25, default 1. */
export function FabricLength({ value, onChange, disabled = false, max = null }: FabricLengthProps) {
  const id = useId()
  const t = useT()
  // What is left, on the 0.25 m grid, never below the shortest length sold (then nothing can be added).
  const longest = max === null ? FABRIC_LENGTH.max : Math.max(FABRIC_LENGTH.min, Math.min(FABRIC_LENGTH.max, max))
  const set = (metres: number) => onChange(Math.min(longest, clampFabricLength(metres)))
  const metres = (delta: number) => set(value + delta)
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t('product.length')}
        </label>
        <output htmlFor={id} data-testid="fabric-length" className="font-semibold text-ink">
          {formatMetres(value)}
        </output>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={t('product.shorter')}
          disabled={disabled || value <= FABRIC_LENGTH.min}
          onClick={() => metres(-FABRIC_LENGTH.step)}
          className={stepButton}
        >
          <MinusIcon className="size-5" />
        </button>
        <input
          id={id}
          type="range"
          min={FABRIC_LENGTH.min}
          max={longest}
          step={FABRIC_LENGTH.step}
          value={value}
          disabled={disabled}
          aria-valuetext={spokenMetres(value)}
          onChange={(event) => set(Number(event.target.value))}
          className="min-w-0 flex-1 cursor-pointer accent-[var(--color-primary)] disabled:cursor-not-allowed"
        />
        <button
          type="button"
          aria-label={t('product.longer')}
          disabled={disabled || value >= longest}
          onClick={() => metres(FABRIC_LENGTH.step)}
          className={stepButton}
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between px-14 text-xs text-muted">
        <span>{formatMetres(FABRIC_LENGTH.min)}</span>
        <span>{formatMetres(longest)}</span>
      </div>
    </div>
  )
}
