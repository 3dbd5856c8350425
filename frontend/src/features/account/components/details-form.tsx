import { useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { useFieldMessage } from '@/lib/account/field-message'
import type { AccountUser } from '@/lib/account/get-me'
import { ApiError } from '@/lib/api/client'
import { useFormErrors } from '@/lib/forms/use-form-errors'
import { T, useT } from '@/lib/i18n'

import { useUpdateAccount } from '../api'
import { accountMessages } from '../messages'
import { detailsFields, detailsSchema, firstErrors, serverErrors, type DetailsField, type DetailsForm } from '../schemas'

const toastId = 'account-details'

/** Name and phone, with sign-up's rules; the e-mail is shown, not editable. */
export function DetailsForm({ account }: { account: AccountUser }) {
  const [values, setValues] = useState<DetailsForm>({ name: account.name, phone: account.phone })
  const { errors, show, clear, inputRef } = useFormErrors<DetailsField>(detailsFields)
  const update = useUpdateAccount()
  const t = useT()
  const message = useFieldMessage()
  const unchanged = values.name.trim() === account.name && values.phone.trim() === account.phone

  const field = (name: DetailsField) => ({
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
    if (update.isPending) return
    const parsed = detailsSchema.safeParse(values)
    if (!parsed.success) {
      show(firstErrors(parsed.error, detailsFields))
      return
    }
    try {
      const saved = await update.mutateAsync(parsed.data)
      setValues({ name: saved.name, phone: saved.phone })
      toast.success(t(accountMessages.detailsSaved), { id: toastId })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) {
        toast.error(t(accountMessages.detailsFailed), { id: toastId })
        return
      }
      const fromServer = serverErrors(error.fields, detailsFields)
      if (Object.keys(fromServer).length > 0) show(fromServer)
      toast.error(error.status === 422 || error.status === 429 ? error.message : t(accountMessages.detailsFailed), {
        id: toastId,
      })
    }
  }

  const fields = { name: field('name'), phone: field('phone') }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="account-details-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="account-details-heading" className="font-serif text-xl font-semibold text-ink">
        {t('account.yourDetails')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        <T k="account.signedInAs" values={{ email: account.email }} components={{ 0: <span className="font-medium break-all text-ink" /> }} />
      </p>
      <div className="mt-5 space-y-5">
        <InputField label={t('account.name')} type="text" autoComplete="name" {...fields.name} />
        <InputField
          label={t('account.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('account.phoneHint')}
          {...fields.phone}
        />
      </div>
      <button
        type="submit"
        disabled={update.isPending || unchanged}
        className="btn btn-primary mt-6 min-h-12 w-full text-base disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:px-8"
      >
        {update.isPending ? t('account.saving') : t('account.saveDetails')}
      </button>
    </form>
  )
}
