import { useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'
import { Link } from 'react-router'

import { InputField } from '@/components/form-field'
import { useFieldMessage } from '@/lib/account/field-message'
import { ApiError } from '@/lib/api/client'
import { useFormErrors } from '@/lib/forms/use-form-errors'
import { translate, useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { useLogin } from '../api/login'
import { loginToasts } from '../messages'
import { firstErrors, loginFields, loginSchema, type LoginField, type LoginForm as LoginValues } from '../schemas'
import { LoginCodeStep } from './login-code-step'
import { PasswordToggle } from './password-toggle'

const toastId = 'login'

/** What the toast says when the server refuses: spec §8 shows only 'Invalid credentials' for a wrong
 *  pair; the login limit (429) and an unreachable server say what actually happened. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 0)) return error.message
  return translate(loginToasts.failed)
}

/** spec §2 /login: e-mail and password with a show/hide toggle. On success the stored user changes and
 *  the page moves on (see LoginPage). */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [values, setValues] = useState<LoginValues>({ email: initialEmail, password: '' })
  const [passwordShown, setPasswordShown] = useState(false)
  const { errors, show, clear, inputRef, focus } = useFormErrors<LoginField>(loginFields)
  const loginMutation = useLogin()
  const t = useT()
  const message = useFieldMessage()
  // Issue 29: the server's words when it asks for the e-mailed code instead of logging in.
  const [codeAsked, setCodeAsked] = useState<string | null>(null)

  const onChange = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
    clear(field)
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (loginMutation.isPending) return
    const parsed = loginSchema.safeParse(values)
    if (!parsed.success) {
      show(firstErrors(parsed.error, loginFields))
      return
    }
    toast.loading(t(loginToasts.pending), { id: toastId })
    // mutateAsync, not mutate's callbacks: storing the user moves this page on (the form unmounts),
    // and the success toast must still replace the loading one.
    try {
      await loginMutation.mutateAsync(parsed.data)
      toast.success(t(loginToasts.success), { id: toastId })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'login_code_required') {
        toast.dismiss(toastId)
        setCodeAsked(error.message)
        return
      }
      toast.error(failureMessage(error), { id: toastId })
      focus('password')
    }
  }

  if (codeAsked !== null) {
    return (
      <LoginCodeStep
        asked={codeAsked}
        onBack={() => {
          setCodeAsked(null)
          setValues((current) => ({ ...current, password: '' }))
        }}
      />
    )
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
      <InputField
        ref={inputRef('email')}
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={onChange('email')}
        error={message(errors.email)}
      />
      <InputField
        ref={inputRef('password')}
        label={t('auth.password')}
        name="password"
        type={passwordShown ? 'text' : 'password'}
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        value={values.password}
        onChange={onChange('password')}
        error={message(errors.password)}
        trailing={(inputId) => (
          <PasswordToggle inputId={inputId} shown={passwordShown} onToggle={() => setPasswordShown((shown) => !shown)} />
        )}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword.getHref()} className="font-semibold text-accent underline underline-offset-2">
          {t('auth.forgotLink')}
        </Link>
      </p>
      <button
        type="submit"
        disabled={loginMutation.isPending}
        className="btn btn-primary min-h-12 w-full text-base disabled:cursor-wait disabled:opacity-70"
      >
        {t('auth.login')}
      </button>
    </form>
  )
}
