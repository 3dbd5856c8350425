import { useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'
import { Link, useNavigate } from 'react-router'

import { InputField } from '@/components/form-field'
import { useFieldMessage } from '@/lib/account/field-message'
import { ApiError } from '@/lib/api/client'
import { useFormErrors } from '@/lib/forms/use-form-errors'
import { T, useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { useSignup } from '../api/signup'
import { signupToasts } from '../messages'
import {
  firstErrors,
  signupFields,
  signupSchema,
  type FieldErrors,
  type SignupField,
  type SignupForm as SignupValues,
} from '../schemas'

const toastId = 'signup'
const empty: SignupValues = { name: '', phone: '', email: '', password: '', confirmPassword: '' }

/** The server's per-field messages (422) for the fields this form has. */
function serverFieldErrors(error: ApiError): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {}
  for (const field of signupFields) {
    const message = error.fields[field]
    if (message) errors[field] = message
  }
  return errors
}

/** spec §2 /signup with the rules of spec §5 and the toasts of spec §8; success leads to /login. */
export function SignupForm({ next }: { next: string | null }) {
  const [values, setValues] = useState<SignupValues>(empty)
  const { errors, show, clear, inputRef } = useFormErrors<SignupField>(signupFields)
  const signupMutation = useSignup()
  const navigate = useNavigate()
  const t = useT()
  const message = useFieldMessage()

  const field = (name: SignupField) => ({
    ref: inputRef(name),
    name,
    value: values[name],
    error: message(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
      clear(name)
    },
  })

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (signupMutation.isPending) return
    const parsed = signupSchema.safeParse(values)
    if (!parsed.success) {
      show(firstErrors(parsed.error, signupFields))
      return
    }
    toast.loading(t(signupToasts.pending), { id: toastId })
    let user
    try {
      user = await signupMutation.mutateAsync(parsed.data)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(t(signupToasts.emailInUse), { id: toastId })
        show({ email: signupToasts.emailInUse })
        return
      }
      if (error instanceof ApiError && error.status === 429) {
        // Too many sign-ups: the server says how long to wait.
        toast.error(error.message, { id: toastId })
        return
      }
      toast.error(t(signupToasts.failed), { id: toastId })
      if (error instanceof ApiError && error.status === 422) show(serverFieldErrors(error))
      return
    }
    toast.success(t(signupToasts.success), { id: toastId })
    // spec §4: sign-up does not sign in; the login form starts with the new e-mail filled in.
    await navigate(paths.login.getHref(next ?? undefined), { state: { email: user.email } })
  }

  const fields = { name: field('name'), phone: field('phone'), email: field('email'), password: field('password'), confirmPassword: field('confirmPassword') }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
      <InputField label={t('auth.name')} type="text" autoComplete="name" {...fields.name} />
      <InputField
        label={t('auth.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('auth.phoneHint')}
        {...fields.phone}
      />
      <InputField
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...fields.email}
      />
      <InputField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...fields.password}
      />
      <InputField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...fields.confirmPassword} />
      <p className="text-sm text-muted">
        <T
          k="auth.agreeTerms"
          components={{
            0: <Link to={paths.termsAndConditions.getHref()} className="font-semibold text-accent underline underline-offset-2" />,
          }}
        />
      </p>
      <button
        type="submit"
        disabled={signupMutation.isPending}
        className="btn btn-primary min-h-12 w-full text-base disabled:cursor-wait disabled:opacity-70"
      >
        {t('auth.createAccount')}
      </button>
    </form>
  )
}
