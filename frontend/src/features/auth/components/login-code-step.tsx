import { useRef, useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { translate, useT } from '@/lib/i18n'

import { useLoginWithCode } from '../api/login-code'
import { loginToasts } from '../messages'

const toastId = 'login'

/** Issue 29: the account is under attack, so the right password is not enough — the server asked for the
 *  6-digit code it e-mailed (if the password was right). `asked` is its message, in the shopper's language.
 *  On success the stored user changes and the page moves on, as after a login. */
export function LoginCodeStep({ asked, onBack }: { asked: string; onBack: () => void }) {
  const t = useT()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)
  const withCode = useLoginWithCode()

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (withCode.isPending) return
    if (!code.trim()) {
      setError(t('auth.codeRequired'))
      input.current?.focus()
      return
    }
    toast.loading(t(loginToasts.pending), { id: toastId })
    try {
      await withCode.mutateAsync(code.trim())
      toast.success(t(loginToasts.success), { id: toastId })
    } catch (refused) {
      toast.error(refused instanceof ApiError ? refused.message : translate(loginToasts.failed), { id: toastId })
      input.current?.select()
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
      <p role="status" className="rounded-2xl border border-line bg-surface p-3 text-sm">
        {asked}
      </p>
      <InputField
        ref={input}
        label={t('auth.loginCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={(event) => {
          setCode(event.target.value)
          setError(undefined)
        }}
        error={error}
        hint={t('auth.codeHint')}
      />
      <button
        type="submit"
        disabled={withCode.isPending}
        className="btn btn-primary min-h-12 w-full text-base disabled:cursor-wait disabled:opacity-70"
      >
        {t('auth.logInWithCode')}
      </button>
      <button type="button" onClick={onBack} className="w-full text-sm font-semibold text-accent underline underline-offset-2">
        {t('auth.usePassword')}
      </button>
    </form>
  )
}
