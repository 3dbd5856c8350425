import { useId, useState, type SubmitEvent } from 'react'

import { controlClass } from '@/components/form-field'
import { refusalText } from '@/lib/api/client'
import type { CartSummary } from '@/lib/cart/types'
import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

type Props = {
  summary: CartSummary
  onEnter: (code: string) => void
  onRemove: () => void
  pending: boolean
  /** The last refusal, already in the shopper's language. */
  error: string | null
}

/** Issue 31: the cart's (and checkout's) discount-code box. With a code the cart carries: its saving, or
 *  why it takes nothing off now (it expired, the cart changed…), and a way to take it off. Presentational:
 *  the caller enters and removes through the API (lib/cart/discount-code). */
export function DiscountCodeField({ summary, onEnter, onRemove, pending, error }: Props) {
  const t = useT()
  const id = useId()
  const [typed, setTyped] = useState('')
  const carried = summary.discountCode ?? null

  if (carried) {
    const problem = carried.reason ? refusalText(carried.reason, carried.params, carried.message ?? '') : null
    return (
      <div className="mt-4 border-t border-line pt-4" data-testid="discount-code">
        <p className="text-sm font-semibold text-ink">{t('discount-codes.label')}</p>
        <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2">
          <p
            data-testid={problem ? 'discount-code-problem' : 'discount-code-applied'}
            role={problem ? 'alert' : undefined}
            className={problem ? 'text-sm font-medium text-red-700 dark:text-red-300' : 'text-sm text-ink'}
          >
            {problem ?? t('discount-codes.applied', { code: carried.code, amount: formatInr(carried.amount) })}
          </p>
          <button
            type="button"
            onClick={onRemove}
            disabled={pending}
            aria-label={t('discount-codes.removeCode', { code: carried.code })}
            className="btn btn-outline px-3 py-1.5 text-sm"
          >
            {t('discount-codes.remove')}
          </button>
        </div>
      </div>
    )
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (typed.trim()) onEnter(typed.trim())
  }
  return (
    <form onSubmit={submit} className="mt-4 border-t border-line pt-4" data-testid="discount-code">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('discount-codes.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          data-testid="discount-code-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('discount-codes.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClass} min-w-0 flex-1 uppercase`}
        />
        <button type="submit" disabled={pending || !typed.trim()} className="btn btn-outline shrink-0 px-4">
          {t('discount-codes.apply')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" data-testid="discount-code-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  )
}
