import { useState, type SubmitEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'

import { InputField } from '@/components/form-field'
import { useFieldMessage } from '@/lib/account/field-message'
import { ApiError, refusalText } from '@/lib/api/client'
import { useT, type MessageKey } from '@/lib/i18n'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { clearStoredUser } from '@/lib/stored-user'
import { useDocumentTitle } from '@/lib/use-document-title'

import { resetPassword } from './api/recovery'
import { AuthCard } from './components/auth-card'
import { PasswordToggle } from './components/password-toggle'

type Field = 'password' | 'confirmPassword' | 'token'

/** /reset-password?token=…: the link from the e-mail. A new password (the sign-up rules, checked by the
 *  server) signs every session out, this browser's too, and leads to /login. */
export function ResetPasswordPage() {
  const t = useT()
  const message = useFieldMessage()
  useDocumentTitle(t('auth.resetTitle'))
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token') ?? ''
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [shown, setShown] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [saving, setSaving] = useState(false)

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    try {
      const answer = await resetPassword(token, values.password, values.confirmPassword)
      clearStoredUser() // the server signed every session out
      notify('success', refusalText(answer.reason, answer.params, answer.message)) // issue 28: in her language
      void navigate(paths.login.getHref(), { replace: true })
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setErrors(failure.fields)
      } else {
        setErrors({ token: failure instanceof ApiError ? failure.message : ('auth.couldNotSave' satisfies MessageKey) })
      }
    } finally {
      setSaving(false)
    }
  }

  const change = (field: 'password' | 'confirmPassword') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  return (
    <AuthCard
      title={t('auth.resetTitle')}
      intro={t('auth.resetIntro')}
      footer={
        <Link to={paths.forgotPassword.getHref()} className="font-semibold text-accent underline underline-offset-2">
          {t('auth.askNewLink')}
        </Link>
      }
    >
      {!token || errors.token ? (
        <p role="alert" className="mt-8 rounded-2xl border border-red-700/40 p-5 font-medium text-red-700 dark:text-red-300">
          {message(errors.token) ?? t('auth.linkExpired')}
        </p>
      ) : null}
      {token ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
          <InputField
            label={t('auth.newPassword')}
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            value={values.password}
            onChange={change('password')}
            error={message(errors.password)}
            hint={t('auth.passwordHint')}
            trailing={(inputId) => <PasswordToggle inputId={inputId} shown={shown} onToggle={() => setShown((s) => !s)} />}
          />
          <InputField
            label={t('auth.confirmNewPassword')}
            name="confirmPassword"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={message(errors.confirmPassword)}
          />
          <button type="submit" disabled={saving} className="btn btn-primary min-h-12 w-full text-base disabled:cursor-wait disabled:opacity-70">
            {saving ? t('auth.saving') : t('auth.setNewPassword')}
          </button>
        </form>
      ) : null}
    </AuthCard>
  )
}
