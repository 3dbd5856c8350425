import { useState, type SubmitEvent } from 'react'
import { Link } from 'react-router'

import { InputField } from '@/components/form-field'
import { useFieldMessage } from '@/lib/account/field-message'
import { ApiError, refusalText } from '@/lib/api/client'
import { useT, type MessageKey } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { requestReset } from './api/recovery'
import { AuthCard } from './components/auth-card'

export const COULD_NOT_SEND: MessageKey = 'auth.couldNotSend'

/** /forgot-password: the e-mail to send a reset link to. The answer is the same whether or not an account
 *  uses the address (the server's words), so nobody learns who shops here. */
export function ForgotPasswordPage() {
  const t = useT()
  const message = useFieldMessage()
  useDocumentTitle(t('auth.forgotTitle'))
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [answer, setAnswer] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (!email.trim()) {
      setError('auth.emailRequired' satisfies MessageKey)
      return
    }
    setSending(true)
    setError(undefined)
    try {
      const answer = await requestReset(email.trim())
      setAnswer(refusalText(answer.reason, answer.params, answer.message)) // issue 28: in the shopper's language
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 500 ? failure.message : COULD_NOT_SEND)
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      intro={t('auth.forgotIntro')}
      footer={
        <Link to={paths.login.getHref()} className="font-semibold text-accent underline underline-offset-2">
          {t('auth.backToLogin')}
        </Link>
      }
    >
      {answer ? (
        <p role="status" className="mt-8 rounded-2xl border border-line bg-cloth p-5 text-ink">
          {answer}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-8 space-y-5">
          <InputField
            label={t('auth.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
            error={message(error)}
          />
          <button type="submit" disabled={sending} className="btn btn-primary min-h-12 w-full text-base disabled:cursor-wait disabled:opacity-70">
            {sending ? t('auth.sending') : t('auth.sendLink')}
          </button>
        </form>
      )}
    </AuthCard>
  )
}
