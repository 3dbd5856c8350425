// The delivery form's values as typed (rupees and kilograms as text, so a field can be empty while it is
// edited), and the request body they make: paise and grams, whole numbers. What cannot be read as a number
// is a field error here, in the owner's language, before anything is sent; the server checks the rest.
import type { MessageKey } from '@/lib/i18n'

import type { DeliveryCharges, DeliveryChargesIn } from './api'

export type ZoneDraft = {
  /** A stable key for React and the code the server keeps ('' for a new zone: made from its name). */
  code: string
  name: string
  states: string[]
  rest: boolean
  fees: string[] // rupees, one per slab
  perKgAbove: string // rupees
  daysMin: string
  daysMax: string
}

export type ProductWeightDraft = { productId: string; sizes: { size: string; grams: string }[] }

export type DeliveryDraft = {
  version: number
  enabled: boolean
  freeAbove: string // rupees; 0 or empty: never free
  slabs: string[] // kilograms
  zones: ZoneDraft[]
  defaultGrams: string
  categories: Record<string, string> // grams per piece, or per metre of fabric
  products: ProductWeightDraft[]
}

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2))
const kilograms = (grams: number) => String(grams / 1000)

export function draftOf(charges: DeliveryCharges): DeliveryDraft {
  return {
    version: charges.version,
    enabled: charges.enabled,
    freeAbove: rupees(charges.freeAbove),
    slabs: charges.slabs.map(kilograms),
    zones: charges.zones.map((zone) => ({
      code: zone.code,
      name: zone.name,
      states: [...zone.states],
      rest: zone.rest,
      fees: zone.fees.map(rupees),
      perKgAbove: rupees(zone.perKgAbove),
      daysMin: String(zone.daysMin),
      daysMax: String(zone.daysMax),
    })),
    defaultGrams: String(charges.weights.default),
    categories: Object.fromEntries(Object.entries(charges.weights.categories).map(([name, grams]) => [name, String(grams)])),
    products: Object.entries(charges.weights.products).map(([productId, sizes]) => ({
      productId,
      sizes: Object.entries(sizes).map(([size, grams]) => ({ size, grams: String(grams) })),
    })),
  }
}

/** '60', '60.5', '₹1,500' → paise; null when it is not an amount. */
export function paiseOf(text: string): number | null {
  const clean = text.replace(/[₹,\s]/g, '')
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null
  return Math.round(Number(clean) * 100)
}

/** '0.5' kg → 500 g; null when it is not a weight. */
export function gramsOfKg(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '')
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(clean)) return null
  return Math.round(Number(clean) * 1000)
}

function wholeOf(text: string, digits: number): number | null {
  const clean = text.trim()
  return new RegExp(`^\\d{1,${digits}}$`).test(clean) ? Number(clean) : null
}

/** A zone's code from its name ('Goa & Konkan' → 'goa-konkan'), unique among `taken`. */
export function codeFor(name: string, taken: readonly string[]): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 32) || 'zone'
  let code = base
  for (let n = 2; taken.includes(code); n += 1) code = `${base}-${n}`
  return code
}

export type DraftErrors = Record<string, MessageKey>
export type Built = { ok: true; body: DeliveryChargesIn } | { ok: false; errors: DraftErrors }

/** The request body, or the fields that are not numbers (keyed as the server keys its refusals). */
export function bodyOf(draft: DeliveryDraft): Built {
  const errors: DraftErrors = {}
  const need = <T>(value: T | null, field: string, message: MessageKey): T => {
    if (value === null && errors[field] === undefined) errors[field] = message
    return value ?? (0 as T)
  }
  const amount = (text: string, field: string) => need(paiseOf(text || '0'), field, 'admin-delivery.notAmount')
  const grams = (text: string, field: string) => need(wholeOf(text, 6), field, 'admin-delivery.notGrams')
  const taken: string[] = []
  const zones = draft.zones.map((zone, at) => {
    const code = zone.code || codeFor(zone.name, [...taken, ...draft.zones.map((z) => z.code)])
    taken.push(code)
    return {
      code,
      name: zone.name.trim(),
      states: zone.rest ? [] : zone.states,
      rest: zone.rest,
      fees: zone.fees.map((fee) => amount(fee, `zones.${at}.fees`)),
      perKgAbove: amount(zone.perKgAbove, `zones.${at}.perKgAbove`),
      daysMin: need(wholeOf(zone.daysMin, 3), `zones.${at}.days`, 'admin-delivery.notDays'),
      daysMax: need(wholeOf(zone.daysMax, 3), `zones.${at}.days`, 'admin-delivery.notDays'),
    }
  })
  const body: DeliveryChargesIn = {
    version: draft.version,
    enabled: draft.enabled,
    freeAbove: amount(draft.freeAbove, 'freeAbove'),
    slabs: draft.slabs.map((slab) => need(gramsOfKg(slab), 'slabs', 'admin-delivery.notKg')),
    zones,
    weights: {
      default: grams(draft.defaultGrams, 'weights.default'),
      categories: Object.fromEntries(Object.entries(draft.categories).filter(([, text]) => text.trim() !== '').map(([name, text]) => [name, grams(text, `weights.categories.${name}`)])),
      products: Object.fromEntries(
        draft.products.map((product) => [
          product.productId,
          Object.fromEntries(product.sizes.map(({ size, grams: text }) => [size, grams(text, `weights.products.${product.productId}`)])),
        ]),
      ),
    },
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body }
}
