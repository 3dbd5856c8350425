import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

import { AlertIcon } from './icons'

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string
  /** The field's message; shown under it, announced with it, and marks it invalid. */
  error?: string | undefined
  /** Help shown while there is no error. */
  hint?: string
  /** A control inside the input's right end (the show/hide password button). */
  trailing?: (inputId: string) => ReactNode
  ref?: Ref<HTMLInputElement>
}

const inputClass =
  'block min-h-12 w-full rounded-xl border border-line bg-page px-4 text-base text-ink shadow-xs transition ' +
  'placeholder:text-muted/70 hover:border-muted/50 focus-visible:border-focus ' +
  'aria-invalid:border-red-700 dark:aria-invalid:border-red-400'

/** A labelled input with its message next to it (aria-invalid + aria-describedby). */
export function FormField({ label, error, hint, trailing, className = '', ref, ...input }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = error ? errorId : hint ? hintId : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${trailing ? 'pr-14' : ''}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing(id)}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          <AlertIcon className="mt-px size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
