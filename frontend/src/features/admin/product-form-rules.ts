// The product form's rules (spec §5): what makes 'All fields are required', how a price in rupees becomes
// paise, and how tags are kept. The server checks the same again; these spare a round trip and let the
// form point at the field.
import { z } from 'zod'

import { translationMessages, messages } from './messages'

// --- price ------------------------------------------------------------------------------------------

export type ParsedPrice = { ok: true; paise: number; rupees: string } | { ok: false; message: string }

/**
 * Rupees as typed ('149', '149.5', '1,499.50', '₹ 80') → exact paise, without floating point
 * (DESIGN.md §4: the admin form takes rupees with up to two decimals and converts exactly).
 */
export function parseRupees(input: string): ParsedPrice {
  const text = input.trim().replace(/^₹\s*/, '').replace(/,/g, '')
  if (text === '') return { ok: false, message: messages.priceRequired }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text)
  if (!match) return { ok: false, message: messages.priceNotANumber }
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return { ok: false, message: messages.priceDecimals }
  const rupees = Number(whole || '0')
  const paise = rupees * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(paise)) return { ok: false, message: messages.priceNotANumber }
  if (paise <= 0) return { ok: false, message: messages.priceRequired }
  return { ok: true, paise, rupees: paiseToRupeesText(paise) }
}

/** 14950 → '149.50', 18000 → '180' (what the form shows and sends). */
export function paiseToRupeesText(paise: number): string {
  const whole = Math.floor(paise / 100)
  const fraction = paise % 100
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`
}

// --- tags -------------------------------------------------------------------------------------------

/** Adds what was typed (commas separate several) to the tags: trimmed, non-empty, no duplicates (any case). */
export function addTags(tags: readonly string[], typed: string): string[] {
  const kept = [...tags]
  const seen = new Set(tags.map((tag) => tag.toLocaleLowerCase()))
  for (const part of typed.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ')
    if (!tag || seen.has(tag.toLocaleLowerCase())) continue
    seen.add(tag.toLocaleLowerCase())
    kept.push(tag)
  }
  return kept
}

// --- the whole form ---------------------------------------------------------------------------------

export type ProductFormValues = {
  title: string
  description: string
  price: string
  category: string
  subCategory: string
  tags: string[]
  imageKeys: string[]
  outOfStock: boolean
  comingSoon: boolean
  sizeChart: string
  availableSizes: string[]
  availableTypes: string[]
  // The Kannada and Hindi versions shoppers read (issue 18): optional, '' shows the English.
  titleKn?: string
  titleHi?: string
  descriptionKn?: string
  descriptionHi?: string
  // issue 31: optional MRP and a scheduled sale; rupees as typed, times as <input type="datetime-local"> (IST)
  mrp?: string
  salePrice?: string
  saleStartsAt?: string
  saleEndsAt?: string
}

export type SaleField = 'mrp' | 'salePrice' | 'saleStartsAt' | 'saleEndsAt'
export const saleFields: readonly SaleField[] = ['mrp', 'salePrice', 'saleStartsAt', 'saleEndsAt']

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** '2026-10-20T18:30:00Z' → '2026-10-21T00:00' (the shop's clock, for a datetime-local input). */
export function utcToIstInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(Date.parse(iso) + IST_OFFSET_MS)
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().slice(0, 16)
}

/** '2026-10-21T00:00' (IST) → '2026-10-21T00:00+05:30', what the server reads. */
export function istInputToIso(local: string): string {
  return `${local}:00+05:30`
}

export type TranslationField = 'titleKn' | 'titleHi' | 'descriptionKn' | 'descriptionHi'
export const translationFields: readonly TranslationField[] = ['titleKn', 'descriptionKn', 'titleHi', 'descriptionHi']

export type FormField = 'title' | 'description' | 'price' | 'category' | 'subCategory' | 'tags' | 'images' | TranslationField | SaleField

/** The order the form shows its fields in: the first with a message gets the focus. */
export const fieldOrder: readonly FormField[] = [
  'title',
  'description',
  'price',
  ...saleFields,
  'category',
  'subCategory',
  'tags',
  'images',
  ...translationFields,
]

// The server's limits (khadi/catalog/errors.py MAX_TITLE, MAX_DESCRIPTION), counted in code points as Python's
// len() does (a Kannada or Hindi letter is one; a vowel sign is one more).
export const MAX_TITLE = 200
export const MAX_DESCRIPTION = 5000
const characters = (text: string) => Array.from(text.trim()).length

function translationRule(field: TranslationField) {
  const limit = field.startsWith('title') ? MAX_TITLE : MAX_DESCRIPTION
  return z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value !== undefined && characters(value) > limit) context.addIssue({ code: 'custom', message: translationMessages[field] })
    })
}

// Read when a form is checked (not at module load): the messages follow the language.
const required = () =>
  new Set<string>([
    messages.titleRequired,
    messages.descriptionRequired,
    messages.priceRequired,
    messages.categoryRequired,
    messages.subCategoryRequired,
    messages.tagsRequired,
    messages.imagesRequired,
  ])

function optionalRupees() {
  return z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (!value?.trim()) return
      const parsed = parseRupees(value)
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message })
    })
}

function productFormSchema(subcategoryRequired: boolean) {
  return z
    .object({
      title: z.string().trim().min(1, messages.titleRequired),
      description: z.string().trim().min(1, messages.descriptionRequired),
      price: z.string().superRefine((value, context) => {
        const parsed = parseRupees(value)
        if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message })
      }),
      category: z.string().trim().min(1, messages.categoryRequired),
      subCategory: z.string(),
      tags: z.array(z.string()).min(1, messages.tagsRequired),
      imageKeys: z.array(z.string()).min(1, messages.imagesRequired),
      titleKn: translationRule('titleKn'),
      titleHi: translationRule('titleHi'),
      descriptionKn: translationRule('descriptionKn'),
      descriptionHi: translationRule('descriptionHi'),
      mrp: optionalRupees(),
      salePrice: optionalRupees(),
      saleStartsAt: z.string().optional(),
      saleEndsAt: z.string().optional(),
    })
    .superRefine((values, context) => {
      // issue 31: MRP ≥ price, sale price < price, end after start (the server checks them again)
      const price = parseRupees(values.price)
      const mrp = values.mrp?.trim() ? parseRupees(values.mrp) : null
      const sale = values.salePrice?.trim() ? parseRupees(values.salePrice) : null
      if (price.ok && mrp?.ok && mrp.paise < price.paise) {
        context.addIssue({ code: 'custom', path: ['mrp'], message: messages.mrpBelowPrice })
      }
      if (price.ok && sale?.ok && sale.paise >= price.paise) {
        context.addIssue({ code: 'custom', path: ['salePrice'], message: messages.salePriceNotBelow })
      }
      if (values.saleStartsAt && values.saleEndsAt && values.saleEndsAt <= values.saleStartsAt) {
        context.addIssue({ code: 'custom', path: ['saleEndsAt'], message: messages.saleEndBeforeStart })
      }
      // spec §5: the subcategory is shown and required when the category has any
      if (subcategoryRequired && values.category.trim() && !values.subCategory.trim()) {
        context.addIssue({ code: 'custom', path: ['subCategory'], message: messages.subCategoryRequired })
      }
    })
}

export type FormCheck =
  | { ok: true }
  | { ok: false; fields: Partial<Record<FormField, string>>; message: string; firstField: FormField }

/**
 * Checks the form. A missing title, description, price > 0, category, subcategory (when it has any),
 * tag or image gives spec §5's 'All fields are required'; a price that is not a number of rupees gives
 * its own message.
 */
export function checkProductForm(values: ProductFormValues, { subcategoryRequired }: { subcategoryRequired: boolean }): FormCheck {
  const result = productFormSchema(subcategoryRequired).safeParse(values)
  if (result.success) return { ok: true }
  const fields: Partial<Record<FormField, string>> = {}
  for (const issue of result.error.issues) {
    const head = issue.path[0]
    const field: FormField = head === 'imageKeys' ? 'images' : (head as FormField)
    fields[field] ??= issue.message
  }
  const firstField = fieldOrder.find((field) => fields[field] !== undefined) ?? 'title'
  const messagesGiven = Object.values(fields)
  const requiredMessages = required()
  const missing = messagesGiven.some((message) => requiredMessages.has(message))
  return { ok: false, fields, message: missing ? messages.allFieldsRequired : (messagesGiven[0] ?? messages.allFieldsRequired), firstField }
}
