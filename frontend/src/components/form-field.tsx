// The one labelled form field of every form (login, sign-up, checkout address, admin product and
// category): label, control, and one message under it — the error, else the hint — that the control
// names with aria-describedby and, for an error, aria-invalid.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

import { ruleText } from '@/lib/account/messages'
import { translateIfKey, useLanguage } from '@/lib/i18n'

import { Icon, type IconProps } from './icons'

/** What a field hands its control: the id the label points at and the message wiring. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink'

/** The look of every text control and select, without a height (a textarea gives its own). */
export const controlBaseClass =
  'block w-full rounded-xl border border-line bg-page px-4 text-base text-ink shadow-xs transition ' +
  'placeholder:text-muted/70 hover:border-muted/50 focus-visible:border-focus disabled:opacity-70 ' +
  'aria-invalid:border-red-700 dark:aria-invalid:border-red-400'

/** A one-line control (input, select): at least 48 px high. */
export const controlClass = `${controlBaseClass} min-h-12`

function AlertIcon(props: IconProps) {
  return (
    <Icon width="20" height="20" strokeWidth={2} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Icon>
  )
}

/** The line under a control: its error (with an alert icon), else its hint, else nothing. A hint
 *  stays under the error: it says what is expected (issue 28: a phone number's format). */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  useLanguage() // a rule's message (or key) shows in the current language
  if (error) {
    return (
      <>
        <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          <AlertIcon className="mt-px size-4 shrink-0" />
          <span>{translateIfKey(ruleText(error))}</span>
        </p>
        {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      </>
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

type FormFieldProps = {
  label: ReactNode
  /** The field's message: shown under it, announced with it, and marks it invalid. */
  error?: string | undefined
  /** Help shown while there is no error. */
  hint?: ReactNode
  className?: string | undefined
  /** The control (the slot), given its id and aria wiring; it picks its own look (controlClass). */
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled control with its message under it (aria-invalid + aria-describedby). */
export function FormField({ label, error, hint, className = '', children }: FormFieldProps) {
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

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string
  error?: string | undefined
  hint?: string
  className?: string
  /** A control inside the input's right end (the show/hide password button), given the input's id. */
  trailing?: (inputId: string) => ReactNode
  ref?: Ref<HTMLInputElement>
}

/** The common case of FormField: a plain input, with an optional control at its right end. */
export function InputField({ label, error, hint, trailing, className, ref, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input ref={ref} {...control} className={`${controlClass} ${trailing ? 'pr-14' : ''}`} {...input} />
          {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing(control.id)}</div> : null}
        </div>
      )}
    </FormField>
  )
}
