import { useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { useFormErrors } from '@/lib/forms/use-form-errors'

import { useChangePassword } from '../api'
import { accountMessages, signedOutText } from '../messages'
import { firstErrors, passwordFields, passwordSchema, serverErrors, type PasswordField, type PasswordForm } from '../schemas'

const toastId = 'account-password'
const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Change the password: the current one, then the new one twice (sign-up's rules). Every other browser
 *  signed in to the account is signed out; this one stays. */
export function PasswordForm() {
  const [values, setValues] = useState<PasswordForm>(empty)
  const [done, setDone] = useState<string | null>(null)
  const { errors, show, clear, inputRef } = useFormErrors<PasswordField>(passwordFields)
  const change = useChangePassword()

  const field = (name: PasswordField) => ({
    ref: inputRef(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
      clear(name)
      setDone(null)
    },
  })

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (change.isPending) return
    const parsed = passwordSchema.safeParse(values)
    if (!parsed.success) {
      show(firstErrors(parsed.error, passwordFields))
      return
    }
    try {
      const result = await change.mutateAsync(parsed.data)
      setValues(empty)
      const text = signedOutText(result.otherSessionsEnded)
      setDone(text)
      toast.success(accountMessages.passwordChanged, { id: toastId })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) {
        toast.error(accountMessages.passwordFailed, { id: toastId })
        return
      }
      const fromServer = serverErrors(error.fields, passwordFields)
      if (Object.keys(fromServer).length > 0) show(fromServer)
      toast.error(error.status === 422 || error.status === 429 ? error.message : accountMessages.passwordFailed, {
        id: toastId,
      })
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="account-password-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="account-password-heading" className="font-serif text-xl font-semibold text-ink">
        Change password
      </h2>
      <p className="mt-1 text-sm text-muted">You stay signed in here; every other device is signed out.</p>
      <div className="mt-5 space-y-5">
        <InputField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
        <InputField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          {...field('newPassword')}
        />
        <InputField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      {done ? (
        <p role="status" className="mt-5 rounded-xl border border-line bg-cloth px-4 py-3 text-sm font-medium text-ink">
          {done}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={change.isPending}
        className="btn btn-primary mt-6 min-h-12 w-full text-base disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:px-8"
      >
        {change.isPending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  )
}
