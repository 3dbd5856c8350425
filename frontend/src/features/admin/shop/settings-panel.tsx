import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode, type SyntheticEvent } from 'react'

import { controlBaseClass, controlClass, FormField, InputField } from '@/components/form-field'
import { PlusIcon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { LANGUAGE_NAMES, useT, type MessageKey } from '@/lib/i18n'
import { shopQueryKey, shopQueryOptions, type Shop, type ShopForm } from '@/lib/shop'

import { TrashIcon } from '../components/icons'
import { saveShop, useCartReminderCounts, useGstStates } from './api'
import { ImageField, type ImageValue } from './image-field'
import { exampleInvoiceNumber, InvoiceNotice } from './invoice-notice'
import { SaveBar } from './save-bar'
import { useVersionedSave } from './use-versioned-save'

const MAX_SOCIAL_LINKS = 6
// the fields' input kinds (not words shown to anyone)
const NAME_FIELD = { required: true, maxLength: 100, autoComplete: 'organization' }
const EMAIL_FIELD = { type: 'email', autoComplete: 'email' }
const PHONE_FIELD = { type: 'tel' }
const DIGITS_FIELD = { inputMode: 'numeric' }
const URL_FIELD = { type: 'url' }
const NUMBER_FIELD = { type: 'number', inputMode: 'numeric' }
const GSTIN_FIELD = { autoCapitalize: 'characters', maxLength: 15 }
const KANNADA = { lang: 'kn' }
const HINDI = { lang: 'hi' }
const URL_START = 'https://'

type Values = Omit<
  ShopForm,
  'version' | 'logoKey' | 'socialLinks' | 'stockHoldMinutes' | 'dismissedHoldMinutes' | 'lowStockThreshold' | 'invoicePrefix' | 'cartSummary' | 'cartReminderHours'
> & {
  invoicePrefix: string
  cartSummary: CartSummaryStyle
  logo: ImageValue
  socialLinks: { name: string; url: string }[]
  // as typed, so the field can be empty while it is edited
  stockHoldMinutes: string
  dismissedHoldMinutes: string
  lowStockThreshold: string
  cartReminderHours: string
}

type CartSummaryStyle = Shop['cartSummary']
const CART_SUMMARIES: { style: CartSummaryStyle; label: MessageKey; hint: MessageKey }[] = [
  { style: 'gst', label: 'admin-content.cartSummaryGst', hint: 'admin-content.cartSummaryGstHint' },
  { style: 'spec', label: 'admin-content.cartSummarySpec', hint: 'admin-content.cartSummarySpecHint' },
]

/** A whole number as typed, or -1 (which the server refuses with the field's own message). */
export function wholeNumber(text: string): number {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : -1
}

function valuesOf(shop: Shop): Values {
  return {
    name: shop.name,
    tagline: shop.tagline,
    taglineKn: shop.taglineKn ?? '',
    taglineHi: shop.taglineHi ?? '',
    legalName: shop.legalName,
    email: shop.email,
    phone: shop.phone,
    whatsappNumber: shop.whatsappNumber,
    address: shop.address,
    mapUrl: shop.mapUrl,
    state: shop.state,
    gstin: shop.gstin,
    invoicePrefix: shop.invoicePrefix,
    logo: shop.logo ? { key: shop.logo.key, url: shop.logo.url } : null,
    socialLinks: (shop.socialLinks ?? []).map((link) => ({ ...link })),
    developerText: shop.developerText,
    developerUrl: shop.developerUrl,
    stockHoldMinutes: String(shop.stockHoldMinutes),
    dismissedHoldMinutes: String(shop.dismissedHoldMinutes),
    cartReminderHours: String(shop.cartReminderHours),
    lowStockThreshold: String(shop.lowStockThreshold),
    cartSummary: shop.cartSummary,
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-3xl border border-line bg-surface p-5 sm:grid-cols-2 sm:p-7">
      <legend className="px-2 font-sans text-sm font-semibold tracking-widest text-accent uppercase">{title}</legend>
      {children}
    </fieldset>
  )
}

/** How many carts came back (issue 31): reminders sent, and those followed by an order. */
function ReminderCounts() {
  const t = useT()
  const counts = useCartReminderCounts()
  if (!counts.data) return null
  return (
    <dl className="grid grid-cols-2 gap-3 self-start" aria-label={t('admin-content.cartReminders')}>
      <div className="rounded-2xl border border-line bg-cloth p-4">
        <dt className="text-sm text-muted">{t('admin-content.remindersSent')}</dt>
        <dd className="text-2xl font-semibold text-ink tabular-nums" data-testid="reminders-sent">
          {counts.data.sent}
        </dd>
      </div>
      <div className="rounded-2xl border border-line bg-cloth p-4">
        <dt className="text-sm text-muted">{t('admin-content.cartsRecovered')}</dt>
        <dd className="text-2xl font-semibold text-ink tabular-nums" data-testid="carts-recovered">
          {counts.data.recovered}
        </dd>
      </div>
    </dl>
  )
}

/** The Settings tab (issue 13): the shop's identity, contact details, GST state and number, logo, social
 *  links and developer credit. Every page of the store reads them; a save reaches open tabs live. */
export function SettingsPanel() {
  const t = useT()
  const shop = useQuery(shopQueryOptions())
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null)
  if (!shop.data) return shop.isError ? <p role="alert">{t('admin-content.settingsLoadFailed')}</p> : <Spinner label={t('admin-content.settingsLoading')} />
  // The form starts from the settings as they were when it opened; 'Reload' starts it again.
  return (
    <SettingsForm
      key={loadedVersion ?? 'first'}
      shop={shop.data}
      onReload={() => void shop.refetch().then((result) => setLoadedVersion(result.data?.version ?? null))}
    />
  )
}

function SettingsForm({ shop, onReload }: { shop: Shop; onReload: () => void }) {
  const t = useT()
  const queryClient = useQueryClient()
  const states = useGstStates()
  const [values, setValues] = useState(() => valuesOf(shop))
  const [version, setVersion] = useState(shop.version)
  const { save, saving, errors, problem, conflict } = useVersionedSave(saveShop, t('admin-content.settingsSaved'))

  const change = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((old) => ({ ...old, [key]: value }))
  const changeLink = (index: number, field: 'name' | 'url', value: string) =>
    change(
      'socialLinks',
      values.socialLinks.map((link, at) => (at === index ? { ...link, [field]: value } : link)),
    )

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    const { logo, stockHoldMinutes, dismissedHoldMinutes, lowStockThreshold, cartReminderHours, ...rest } = values
    const saved = await save({
      ...rest,
      logoKey: logo?.key ?? '',
      stockHoldMinutes: wholeNumber(stockHoldMinutes),
      dismissedHoldMinutes: wholeNumber(dismissedHoldMinutes),
      cartReminderHours: wholeNumber(cartReminderHours),
      lowStockThreshold: wholeNumber(lowStockThreshold),
      version,
    })
    if (saved) {
      queryClient.setQueryData(shopQueryKey, saved)
      setVersion(saved.version)
      setValues(valuesOf(saved))
    }
  }

  const text = (key: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <InputField
      label={label}
      value={values[key] as string}
      onChange={(event) => change(key, event.target.value as never)}
      error={errors[key]}
      {...props}
    />
  )

  const fields = {
    name: text('name', t('admin-content.shopName'), NAME_FIELD),
    tagline: text('tagline', t('admin-content.tagline'), { hint: t('admin-content.taglineHint') }),
    taglineKn: text('taglineKn', t('admin-content.fieldIn', { field: t('admin-content.tagline'), language: LANGUAGE_NAMES.kn }), {
          ...KANNADA,
          placeholder: values.tagline,
          hint: t('admin-content.emptyShowsEnglish'),
        }),
    taglineHi: text('taglineHi', t('admin-content.fieldIn', { field: t('admin-content.tagline'), language: LANGUAGE_NAMES.hi }), {
          ...HINDI,
          placeholder: values.tagline,
          hint: t('admin-content.emptyShowsEnglish'),
        }),
    email: text('email', t('admin-content.email'), EMAIL_FIELD),
    phone: text('phone', t('admin-content.phone'), { ...PHONE_FIELD, hint: t('admin-content.phoneHint') }),
    whatsappNumber: text('whatsappNumber', t('admin-content.whatsapp'), { ...DIGITS_FIELD, hint: t('admin-content.whatsappHint') }),
    mapUrl: text('mapUrl', t('admin-content.mapUrl'), { ...URL_FIELD, hint: t('admin-content.mapUrlHint') }),
    legalName: text('legalName', t('admin-content.legalName'), { hint: t('admin-content.legalNameHint') }),
    gstin: text('gstin', t('admin-content.gstin'), { ...GSTIN_FIELD, hint: t('admin-content.gstinHint') }),
    stockHoldMinutes: text('stockHoldMinutes', t('admin-content.holdMinutes'), {
          ...NUMBER_FIELD,
          min: 5,
          max: 1440,
          step: 1,
          hint: t('admin-content.holdMinutesHint'),
        }),
    dismissedHoldMinutes: text('dismissedHoldMinutes', t('admin-content.dismissedHoldMinutes'), {
          ...NUMBER_FIELD,
          min: 0,
          max: 60,
          step: 1,
          hint: t('admin-content.dismissedHoldMinutesHint'),
        }),
    cartReminderHours: text('cartReminderHours', t('admin-content.cartReminderHours'), {
          ...NUMBER_FIELD,
          min: 0,
          max: 168,
          step: 1,
          hint: t('admin-content.cartReminderHoursHint'),
        }),
    lowStockThreshold: text('lowStockThreshold', t('admin-content.lowStock'), {
          ...NUMBER_FIELD,
          min: 0,
          max: 1000,
          step: 1,
          hint: t('admin-content.lowStockHint'),
        }),
    developerText: text('developerText', t('admin-content.creditText'), { hint: t('admin-content.creditTextHint') }),
    developerUrl: text('developerUrl', t('admin-content.creditLink'), URL_FIELD),
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6" aria-label={t('admin-content.shopSettings')}>
      <Section title={t('admin-content.theShop')}>
        {fields.name}
        {fields.tagline}
        {fields.taglineKn}
        {fields.taglineHi}
        <div className="sm:col-span-2">
          <ImageField
            label={t('admin-content.logo')}
            value={values.logo}
            onChange={(logo) => change('logo', logo)}
            error={errors.logoKey}
            hint={t('admin-content.logoHint')}
          />
        </div>
      </Section>

      <Section title={t('admin-content.contact')}>
        {fields.email}
        {fields.phone}
        {fields.whatsappNumber}
        {fields.mapUrl}
        <FormField label={t('admin-content.address')} error={errors.address} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              value={values.address}
              onChange={(event) => change('address', event.target.value)}
              rows={3}
              className={`${controlBaseClass} py-3`}
            />
          )}
        </FormField>
      </Section>

      <Section title={t('admin-content.taxAndInvoices')}>
        <InvoiceNotice shop={shop} />
        {fields.legalName}
        <FormField label={t('admin-content.state')} error={errors.state} hint={t('admin-content.stateHint')}>
          {(control) => (
            <select {...control} value={values.state} onChange={(event) => change('state', event.target.value)} className={controlClass}>
              {(states.data ?? [{ code: '', name: values.state }]).map((state) => (
                <option key={state.name} value={state.name}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {fields.gstin}
        <InputField
          label={t('admin-content.invoicePrefix')}
          value={values.invoicePrefix}
          onChange={(event) => change('invoicePrefix', event.target.value.toUpperCase())}
          error={errors.invoicePrefix}
          hint={t('admin-content.invoicePrefixHint', { example: exampleInvoiceNumber(values.invoicePrefix) })}
          autoCapitalize="characters"
          maxLength={3}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('admin-content.cartSummary')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {CART_SUMMARIES.map((option) => (
              <label
                key={option.style}
                className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line p-4 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="cartSummary"
                  value={option.style}
                  checked={values.cartSummary === option.style}
                  onChange={() => change('cartSummary', option.style)}
                  className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
                />
                <span>
                  <span className="block font-medium text-ink">{t(option.label)}</span>
                  <span className="mt-1 block text-sm text-muted">{t(option.hint)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </Section>

      <Section title={t('admin-content.socialLinks')}>
        <ul className="space-y-4 sm:col-span-2">
          {values.socialLinks.map((link, index) => (
            <li key={index} className="grid items-start gap-3 sm:grid-cols-[1fr_2fr_auto]">
              <InputField
                label={t('admin-content.linkName', { number: index + 1 })}
                value={link.name}
                onChange={(event) => changeLink(index, 'name', event.target.value)}
                error={errors[`socialLinks.${index}.name`]}
                placeholder={t('admin-content.linkNameExample')}
              />
              <InputField
                label={t('admin-content.linkUrl', { number: index + 1 })}
                type="url"
                value={link.url}
                onChange={(event) => changeLink(index, 'url', event.target.value)}
                error={errors[`socialLinks.${index}.url`]}
                placeholder={URL_START}
              />
              <button
                type="button"
                onClick={() => change('socialLinks', values.socialLinks.filter((_, at) => at !== index))}
                className="btn btn-outline sm:mt-7"
                aria-label={t('admin-content.removeLink', { number: index + 1 })}
              >
                <TrashIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        {errors.socialLinks ? <p className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">{errors.socialLinks}</p> : null}
        <div className="sm:col-span-2">
          <button
            type="button"
            disabled={values.socialLinks.length >= MAX_SOCIAL_LINKS}
            onClick={() => change('socialLinks', [...values.socialLinks, { name: '', url: '' }])}
            className="btn btn-outline"
          >
            <PlusIcon className="size-4" />
            {t('admin-content.addLink')}
          </button>
        </div>
      </Section>

      <Section title={t('admin-content.stock')}>
        {fields.stockHoldMinutes}
        {fields.dismissedHoldMinutes}
        {fields.lowStockThreshold}
      </Section>

      <Section title={t('admin-content.cartReminders')}>
        {fields.cartReminderHours}
        <ReminderCounts />
      </Section>

      <Section title={t('admin-content.developerCredit')}>
        {fields.developerText}
        {fields.developerUrl}
      </Section>

      <SaveBar saving={saving} label={t('admin-content.saveSettings')} problem={problem} conflict={conflict} onReload={onReload} updatedAt={shop.updatedAt} />
    </form>
  )
}
