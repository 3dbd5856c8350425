// Issue 32: the shop's WhatsApp Business settings — the Cloud API phone number ID, the three template names
// and the access token. The token is write-only: the server never sends it back, only whether one is set.
import { useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { useT } from '@/lib/i18n'

import { useSaveWhatsAppSettings, type WhatsAppSettings } from './api'

type Form = { phoneNumberId: string; confirmation: string; shipped: string; delivered: string; token: string }

export function WhatsAppSettingsForm({ settings }: { settings: WhatsAppSettings }) {
  const t = useT()
  const save = useSaveWhatsAppSettings()
  const [form, setForm] = useState<Form>({ phoneNumberId: settings.phoneNumberId, ...settings.templates, token: '' })
  const [removeToken, setRemoveToken] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setErrors({})
    const accessToken = removeToken ? '' : form.token.trim() || null // null: keep the saved token
    save.mutate(
      {
        phoneNumberId: form.phoneNumberId.trim(),
        templates: { confirmation: form.confirmation.trim(), shipped: form.shipped.trim(), delivered: form.delivered.trim() },
        accessToken,
      },
      {
        onSuccess: () => {
          setForm((current) => ({ ...current, token: '' }))
          setRemoveToken(false)
          toast.success(t('admin-whatsapp.saved'))
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields)
          else toast.error(error.message)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="whatsapp-settings-heading" className="space-y-5 rounded-2xl border border-line bg-surface p-5">
      <div>
        <h3 id="whatsapp-settings-heading" className="font-serif text-lg font-semibold text-ink">
          {t('admin-whatsapp.settings')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('admin-whatsapp.settingsHelp')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('admin-whatsapp.phoneNumberId')}
          hint={t('admin-whatsapp.phoneNumberIdHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.phoneNumberId}
          {...field('phoneNumberId')}
        />
        <div>
          <InputField
            label={t('admin-whatsapp.accessToken')}
            hint={settings.accessToken === 'set' ? t('admin-whatsapp.tokenSet') : t('admin-whatsapp.tokenNotSet')}
            type="password"
            autoComplete="new-password"
            disabled={removeToken}
            error={errors.accessToken}
            data-testid="whatsapp-token"
            {...field('token')}
          />
          {settings.accessToken === 'set' ? (
            <label className="mt-2 flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" checked={removeToken} onChange={(event) => setRemoveToken(event.target.checked)} />
              {t('admin-whatsapp.removeToken')}
            </label>
          ) : null}
        </div>
        <InputField label={t('admin-whatsapp.templateConfirmation')} autoComplete="off" error={errors['templates.confirmation']} {...field('confirmation')} />
        <InputField label={t('admin-whatsapp.templateShipped')} autoComplete="off" error={errors['templates.shipped']} {...field('shipped')} />
        <InputField label={t('admin-whatsapp.templateDelivered')} autoComplete="off" error={errors['templates.delivered']} {...field('delivered')} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="text-sm text-muted" data-testid="whatsapp-configured">
          {settings.configured ? t('admin-whatsapp.configured') : t('admin-whatsapp.notConfigured')}
        </p>
        <button type="submit" disabled={save.isPending} aria-busy={save.isPending} className="btn btn-primary min-w-32">
          {save.isPending ? t('admin-whatsapp.saving') : t('admin-whatsapp.save')}
        </button>
      </div>
    </form>
  )
}
