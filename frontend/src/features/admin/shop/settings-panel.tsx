import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode, type SyntheticEvent } from 'react'

import { controlBaseClass, controlClass, FormField, InputField } from '@/components/form-field'
import { PlusIcon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { shopQueryKey, shopQueryOptions, type Shop, type ShopForm } from '@/lib/shop'

import { TrashIcon } from '../components/icons'
import { saveShop, useGstStates } from './api'
import { ImageField, type ImageValue } from './image-field'
import { exampleInvoiceNumber, InvoiceNotice } from './invoice-notice'
import { SaveBar } from './save-bar'
import { useVersionedSave } from './use-versioned-save'

const MAX_SOCIAL_LINKS = 6
export const SETTINGS_SAVED = 'Shop settings saved'

type Values = Omit<ShopForm, 'version' | 'logoKey' | 'socialLinks' | 'stockHoldMinutes' | 'lowStockThreshold' | 'invoicePrefix'> & {
  invoicePrefix: string
  logo: ImageValue
  socialLinks: { name: string; url: string }[]
  // as typed, so the field can be empty while it is edited
  stockHoldMinutes: string
  lowStockThreshold: string
}

/** A whole number as typed, or -1 (which the server refuses with the field's own message). */
export function wholeNumber(text: string): number {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : -1
}

function valuesOf(shop: Shop): Values {
  return {
    name: shop.name,
    tagline: shop.tagline,
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
    lowStockThreshold: String(shop.lowStockThreshold),
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

/** The Settings tab (issue 13): the shop's identity, contact details, GST state and number, logo, social
 *  links and developer credit. Every page of the store reads them; a save reaches open tabs live. */
export function SettingsPanel() {
  const shop = useQuery(shopQueryOptions())
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null)
  if (!shop.data) return shop.isError ? <p role="alert">The settings could not be loaded.</p> : <Spinner label="Loading the settings…" />
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
  const queryClient = useQueryClient()
  const states = useGstStates()
  const [values, setValues] = useState(() => valuesOf(shop))
  const [version, setVersion] = useState(shop.version)
  const { save, saving, errors, problem, conflict } = useVersionedSave(saveShop, SETTINGS_SAVED)

  const change = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((old) => ({ ...old, [key]: value }))
  const changeLink = (index: number, field: 'name' | 'url', value: string) =>
    change(
      'socialLinks',
      values.socialLinks.map((link, at) => (at === index ? { ...link, [field]: value } : link)),
    )

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    const { logo, stockHoldMinutes, lowStockThreshold, ...rest } = values
    const saved = await save({
      ...rest,
      logoKey: logo?.key ?? '',
      stockHoldMinutes: wholeNumber(stockHoldMinutes),
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6" aria-label="Shop settings">
      <Section title="The shop">
        {text('name', 'Shop name', { required: true, maxLength: 100, autoComplete: 'organization' })}
        {text('tagline', 'Tagline', { hint: 'Shown after the name on the home page title' })}
        <div className="sm:col-span-2">
          <ImageField
            label="Logo"
            value={values.logo}
            onChange={(logo) => change('logo', logo)}
            error={errors.logoKey}
            hint="Shown next to the name in the top bar. Square works best."
          />
        </div>
      </Section>

      <Section title="Contact">
        {text('email', 'Contact e-mail', { type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { type: 'tel', hint: 'As shoppers should see it, e.g. +91 98765 43210' })}
        {text('whatsappNumber', 'WhatsApp number', {
          inputMode: 'numeric',
          hint: 'Digits with the country code, e.g. 919876543210. Empty hides the chat button.',
        })}
        {text('mapUrl', 'Map link', { type: 'url', hint: 'A link to the shop on a map (optional)' })}
        <FormField label="Address" error={errors.address} className="sm:col-span-2">
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

      <Section title="Tax and invoices">
        <InvoiceNotice shop={shop} />
        {text('legalName', 'Legal name', { hint: 'As registered for GST; printed on invoices with the address above' })}
        <FormField label="State" error={errors.state} hint="Where the shop is registered">
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
        {text('gstin', 'GSTIN', {
          autoCapitalize: 'characters',
          maxLength: 15,
          hint: 'Optional: 15 characters, starting with the state code. Without it paid orders get plain receipts.',
        })}
        <InputField
          label="Invoice prefix"
          value={values.invoicePrefix}
          onChange={(event) => change('invoicePrefix', event.target.value.toUpperCase())}
          error={errors.invoicePrefix}
          hint={`1–3 capital letters or digits. Numbers look like ${exampleInvoiceNumber(values.invoicePrefix)}.`}
          autoCapitalize="characters"
          maxLength={3}
        />
      </Section>

      <Section title="Social links">
        <ul className="space-y-4 sm:col-span-2">
          {values.socialLinks.map((link, index) => (
            <li key={index} className="grid items-start gap-3 sm:grid-cols-[1fr_2fr_auto]">
              <InputField
                label={`Link ${index + 1} name`}
                value={link.name}
                onChange={(event) => changeLink(index, 'name', event.target.value)}
                error={errors[`socialLinks.${index}.name`]}
                placeholder="Instagram"
              />
              <InputField
                label={`Link ${index + 1} address`}
                type="url"
                value={link.url}
                onChange={(event) => changeLink(index, 'url', event.target.value)}
                error={errors[`socialLinks.${index}.url`]}
                placeholder="https://"
              />
              <button
                type="button"
                onClick={() => change('socialLinks', values.socialLinks.filter((_, at) => at !== index))}
                className="btn btn-outline sm:mt-7"
                aria-label={`Remove link ${index + 1}`}
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
            Add a link
          </button>
        </div>
      </Section>

      <Section title="Stock">
        {text('stockHoldMinutes', 'Hold stock at checkout (minutes)', {
          type: 'number',
          inputMode: 'numeric',
          min: 5,
          max: 1440,
          step: 1,
          hint: 'How long an unpaid checkout keeps its pieces for the shopper before they go back on sale (5–1440, default 30).',
        })}
        {text('lowStockThreshold', 'Low-stock threshold', {
          type: 'number',
          inputMode: 'numeric',
          min: 0,
          max: 1000,
          step: 1,
          hint: "At or below this many pieces (or metres) a product page says 'Only N left' and the dashboard lists it as low (0–1000, default 3).",
        })}
      </Section>

      <Section title="Developer credit">
        {text('developerText', 'Credit text', { hint: "Shown as 'Developed by …' in the footer" })}
        {text('developerUrl', 'Credit link', { type: 'url' })}
      </Section>

      <SaveBar saving={saving} label="Save settings" problem={problem} conflict={conflict} onReload={onReload} updatedAt={shop.updatedAt} />
    </form>
  )
}
