import { useId, type ReactNode } from 'react'

type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

type FieldProps = {
  label: string
  /** The field's message: shown under it, announced with it, and marks it invalid. */
  error?: string | undefined
  hint?: string
  className?: string
  /** The control, given its id, aria wiring and the shared look. */
  children: (control: ControlProps) => ReactNode
}

const controlClass =
  'block w-full rounded-xl border border-line bg-page px-4 text-base text-ink shadow-xs transition ' +
  'placeholder:text-muted/70 hover:border-muted/50 focus-visible:border-focus disabled:opacity-70 ' +
  'aria-invalid:border-red-700 dark:aria-invalid:border-red-400'

/** A labelled control with its message next to it (aria-invalid + aria-describedby). */
export function Field({ label, error, hint, className = '', children }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
        className: controlClass,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-px size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
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
