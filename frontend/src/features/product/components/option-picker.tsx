import { useId } from 'react'

import type { Choice } from '../purchase'
import { soldOutLabel } from '../stock'

type OptionPickerProps = {
  legend: string
  /** `soldOut`: none left of it (given the other choice); shown struck through and not choosable. */
  choices: readonly (Choice & { soldOut?: boolean })[]
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}

/** A radio group drawn as chips: arrow keys move between choices, Space picks. */
export function OptionPicker({ legend, choices, value, onChange, disabled = false }: OptionPickerProps) {
  const name = useId()
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className="relative">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              disabled={choice.soldOut}
              aria-label={choice.soldOut ? soldOutLabel(choice.label) : undefined}
              className="peer sr-only"
            />
            <span
              title={choice.soldOut ? soldOutLabel(choice.label) : undefined}
              className={`inline-flex min-h-11 min-w-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-surface px-4 text-sm font-medium text-ink transition peer-checked:border-primary peer-checked:bg-primary peer-checked:text-on-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:border-ink/50 ${
                choice.soldOut ? 'border-dashed line-through decoration-1' : ''
              }`}
            >
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
