import { useMutation } from '@tanstack/react-query'
import { useId, type SubmitEvent } from 'react'

import { ApiError, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { translate, useT } from '@/lib/i18n'
import { notify } from '@/lib/notify'

type NewsletterOut = components['schemas']['NewsletterOut']


function subscribe(email: string): Promise<NewsletterOut> {
  return apiSend<NewsletterOut>('POST', '/api/v1/newsletter', { email })
}

/** spec §2 footer newsletter form: stores the address (POST /api/v1/newsletter) and says so. */
export function NewsletterForm() {
  const t = useT()
  const inputId = useId()
  const mutation = useMutation({ mutationFn: subscribe })

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const email = new FormData(form).get('email')
    if (typeof email !== 'string') return
    mutation.mutate(email, {
      onSuccess: () => {
        notify('success', translate('footer.subscribed'))
        form.reset()
      },
      onError: (error) => {
        notify('error', error instanceof ApiError && error.status >= 400 ? error.message : translate('footer.subscribeFailed'))
      },
    })
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('footer.emailAddress')}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={t('footer.enterEmail')}
        className="min-h-11 w-full min-w-0 rounded-full border border-white/30 bg-white/10 px-4 text-on-band placeholder:text-on-band-muted focus-visible:border-saffron-300"
      />
      <button
        type="submit"
        disabled={mutation.isPending}
        className="btn shrink-0 bg-saffron-400 text-indigo-950 hover:bg-saffron-300 disabled:opacity-70"
      >
        {t('footer.subscribe')}
      </button>
    </form>
  )
}
