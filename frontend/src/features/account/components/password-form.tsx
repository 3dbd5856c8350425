import { useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { useFieldMessage } from '@/lib/account/field-message'
import { ApiError } from '@/lib/api/client'
import { useFormErrors } from '@/lib/forms/use-form-errors'
import { useT } from '@/lib/i18n'

import { useChangePassword } from '../api'
import { accountMessages } from '../messages'
import { firstErrors, passwordFields, passwordSchema, serverErrors, type PasswordField, type PasswordForm } from '../schemas'

const toastId = 'account-password'
const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Change the password: the current one, then the new one twice (sign-up's rules). Every other browser
 *  signed in to the account is signed out; this one stays. */
export function PasswordForm() {
  const [values, setValues] = useState<PasswordForm>(empty)
  // How many other browsers were signed out by the last change, null before one.
  const [done, setDone] = useState<number | null>(null)
  const t = useT()
  const message = useFieldMessage()
  const { errors, show, clear, inputRef } = useFormErrors<PasswordField>(passwordFields)
  const change = useChangePassword()

  const field = (name: PasswordField) => ({
    ref: inputRef(name),
    name,
    value: values[name],
    error: message(errors[name]),
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
      setDone(result.otherSessionsEnded)
      toast.success(t(accountMessages.passwordChanged), { id: toastId })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) {
        toast.error(t(accountMessages.passwordFailed), { id: toastId })
        return
      }
      const fromServer = serverErrors(error.fields, passwordFields)
      if (Object.keys(fromServer).length > 0) show(fromServer)
      toast.error(error.status === 422 || error.status === 429 ? error.message : t(accountMessages.passwordFailed), {
        id: toastId,
      })
    }
  }

  const fields = { currentPassword: field('currentPassword'), newPassword: field('newPassword'), confirmPassword: field('confirmPassword') }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="account-password-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="account-password-heading" className="font-serif text-xl font-semibold text-ink">
        {t('account.changePassword')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.changeIntro')}</p>
      <div className="mt-5 space-y-5">
        <InputField label={t('account.currentPassword')} type="password" autoComplete="current-password" {...fields.currentPassword} />
        <InputField
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('account.newPasswordHint')}
          {...fields.newPassword}
        />
        <InputField label={t('account.confirmNewPassword')} type="password" autoComplete="new-password" {...fields.confirmPassword} />
      </div>
      {done !== null ? (
        <p role="status" className="mt-5 rounded-xl border border-line bg-cloth px-4 py-3 text-sm font-medium text-ink">
          {t('account.signedOut', { count: done })}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={change.isPending}
        className="btn btn-primary mt-6 min-h-12 w-full text-base disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:px-8"
      >
        {change.isPending ? t('account.changing') : t('account.changePassword')}
      </button>
    </form>
  )
}
