import { useId, type ReactNode } from 'react'

import { AlertIcon } from './icons'

export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type FieldProps = {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  className?: string
  children: (control: ControlProps) => ReactNode
}

export const controlClass =
  'block min-h-12 w-full rounded-xl border border-line bg-page px-4 text-base text-ink shadow-xs transition ' +
  'placeholder:text-muted/70 hover:border-muted/50 focus-visible:border-focus ' +
  'aria-invalid:border-red-700 dark:aria-invalid:border-red-400'

export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink'

/** A labelled control with its message under it (aria-invalid + aria-describedby). */
export function Field({ label, error, hint, className = '', children }: FieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? messageId : undefined })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  )
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
        <AlertIcon className="mt-px size-4 shrink-0" />
        <span>{error}</span>
      </p>
    )
  }
  if (hint) {
    return (
      <p id={id} className="mt-1.5 text-sm text-muted">
        {hint}
      </p>
    )
  }
  return null
}
