// The /allproducts filters (spec §2, §9), as pure functions over the loaded catalogue.
import { PRICE_SLIDER } from '@/lib/api/shared-values.gen'
import type { Product } from '@/lib/api/types'
import type { MessageKey } from '@/lib/i18n'

/** spec §9: price slider 0–5000 (rupees), default 2000. The server knows the default too: it preloads
 *  the first picture of the unfiltered listing. Both read it from backend khadi/site/page_layout.py. */
export { PRICE_SLIDER }

/** spec §2: fabric checkboxes silk, lenin, khadi, cotton, matched against subCategories. */
export const FABRIC_FILTERS = ['silk', 'lenin', 'khadi', 'cotton'] as const
export type FabricFilter = (typeof FABRIC_FILTERS)[number]

export type ProductFilters = {
  /** Category slugs, lower-case; none selected means every category. */
  categories: readonly string[]
  /** Where the shopper put the price slider, in whole rupees; null while they have not moved it (the
   *  slider then shows the spec's default, which limits browsing but never a search). The slider's last
   *  step means "₹5,000 and above": no upper limit. */
  maxPrice: number | null
  fabrics: readonly FabricFilter[]
  /** Free text matched against titles and descriptions (English, Kannada, Hindi) and tags. */
  search: string
}

export const DEFAULT_FILTERS: ProductFilters = {
  categories: [],
  maxPrice: null,
  fabrics: [],
  search: '',
}

const lower = (value: string) => value.toLocaleLowerCase('en-IN')

export function isFabricFilter(value: string): value is FabricFilter {
  return (FABRIC_FILTERS as readonly string[]).includes(value)
}

// Searching folds case, Unicode forms, and the invisible joiners Kannada and Hindi text carries
// (ಶರ್ಟ್‌ಗಳು has a zero-width non-joiner a shopper rarely types).
const fold = (value: string) => lower(value.normalize('NFC').replace(/[\u200b-\u200d\u2060]/g, ''))

// Each product's searchable text, folded once per catalogue copy (the catalogue's products are kept, so
// typing only scans these strings): English, Kannada and Hindi titles and descriptions, and the tags —
// whatever the UI language, so a Kannada name finds the product on the English listing too.
const searchTexts = new WeakMap<Product, string>()

function searchText(product: Product): string {
  let text = searchTexts.get(product)
  if (text === undefined) {
    text = fold(
      [
        product.title,
        product.titleKn ?? '',
        product.titleHi ?? '',
        product.description,
        product.descriptionKn ?? '',
        product.descriptionHi ?? '',
        ...product.tags,
      ].join('\n'),
    )
    searchTexts.set(product, text)
  }
  return text
}

const searchWords = (search: string) => fold(search).split(/\s+/).filter(Boolean)

const hasWords = (product: Product, words: readonly string[]) => {
  if (words.length === 0) return true
  const text = searchText(product)
  return words.every((word) => text.includes(word))
}

/** The slider's position: the shopper's, or the spec's default (spec §9: 2000). */
export const sliderPrice = (filters: ProductFilters): number => filters.maxPrice ?? PRICE_SLIDER.initial

/** True when the slider stands on its last step, "₹5,000 and above". */
export const isOpenTop = (price: number): boolean => price >= PRICE_SLIDER.max

/** The highest price shown, in paise, or null when no price is too high (issue 28): a search looks through
 *  the whole catalogue unless the shopper moved the slider, and the slider's last step has no upper limit. */
export function priceLimitPaise(filters: ProductFilters): number | null {
  if (filters.maxPrice === null && filters.search.trim() !== '') return null
  const price = sliderPrice(filters)
  return isOpenTop(price) ? null : price * 100
}

/** Filters combine with AND; the boxes ticked inside one group combine with OR. Every word of the search
 *  must appear in the title, the description or a tag (any case, any language). */
export function filterProducts(products: readonly Product[], filters: ProductFilters): Product[] {
  const categories = new Set(filters.categories.map(lower))
  const fabrics = new Set<string>(filters.fabrics)
  const maxPaise = priceLimitPaise(filters) ?? Number.POSITIVE_INFINITY
  const words = searchWords(filters.search)
  return products.filter(
    (product) =>
      (categories.size === 0 || categories.has(lower(product.category))) &&
      product.price <= maxPaise &&
      (fabrics.size === 0 || product.subCategories.some((sub) => fabrics.has(lower(sub)))) &&
      hasWords(product, words),
  )
}

/** How many products the other filters let through that the price limit hides. */
export function hiddenByPrice(products: readonly Product[], filters: ProductFilters, shown: number): number {
  if (priceLimitPaise(filters) === null) return 0
  return filterProducts(products, { ...filters, maxPrice: PRICE_SLIDER.max }).length - shown
}

/** The category checkboxes (spec §2): each category the products have, plus any selected one, with how many
 *  products it holds, in one pass. */
export function categoryCounts(products: readonly Product[], selected: readonly string[] = []): Map<string, number> {
  const counts = new Map<string, number>()
  for (const product of products) {
    const name = lower(product.category)
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  for (const name of selected) if (!counts.has(lower(name))) counts.set(lower(name), 0)
  return counts
}

/** Label tables for the fabric checkboxes (filter chips read in the shopper's language). */
export const FABRIC_LABELS = {
  silk: 'catalog.fabricSilk',
  lenin: 'catalog.fabricLenin',
  khadi: 'catalog.fabricKhadi',
  cotton: 'catalog.fabricCotton',
} as const satisfies Record<FabricFilter, MessageKey>

export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.categories.length > 0 ||
    filters.fabrics.length > 0 ||
    filters.maxPrice !== null ||
    filters.search.trim() !== ''
  )
}

/** Products of a category page: category (and subcategory) matched case-insensitively (spec §2). */
export function productsInCategory(products: readonly Product[], category: string, subCategory?: string): Product[] {
  const wanted = lower(category)
  const wantedSub = subCategory === undefined ? undefined : lower(subCategory)
  return products.filter(
    (product) =>
      lower(product.category) === wanted &&
      (wantedSub === undefined || product.subCategories.some((sub) => lower(sub) === wantedSub)),
  )
}
