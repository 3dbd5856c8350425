// The /allproducts filters (spec §2, §9), as pure functions over the loaded catalogue.
import { PRICE_SLIDER } from '@/lib/api/shared-values.gen'
import type { Product } from '@/lib/api/types'

/** spec §9: price slider 0–5000 (rupees), default 2000. The server knows the default too: it preloads
 *  the first picture of the unfiltered listing. Both read it from backend khadi/site/page_layout.py. */
export { PRICE_SLIDER }

/** spec §2: fabric checkboxes silk, lenin, khadi, cotton, matched against subCategories. */
export const FABRIC_FILTERS = ['silk', 'lenin', 'khadi', 'cotton'] as const
export type FabricFilter = (typeof FABRIC_FILTERS)[number]

export type ProductFilters = {
  /** Category slugs, lower-case; none selected means every category. */
  categories: readonly string[]
  /** Highest price shown, in whole rupees. */
  maxPrice: number
  fabrics: readonly FabricFilter[]
  /** Free text matched against title, description and tags. */
  search: string
}

export const DEFAULT_FILTERS: ProductFilters = {
  categories: [],
  maxPrice: PRICE_SLIDER.initial,
  fabrics: [],
  search: '',
}

const lower = (value: string) => value.toLocaleLowerCase('en-IN')

export function isFabricFilter(value: string): value is FabricFilter {
  return (FABRIC_FILTERS as readonly string[]).includes(value)
}

/** Every word of the query must appear in the title, the description or a tag (any case). */
export function matchesSearch(product: Product, search: string): boolean {
  const words = lower(search).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = lower([product.title, product.description, ...product.tags].join('\n'))
  return words.every((word) => haystack.includes(word))
}

/** Filters combine with AND; the boxes ticked inside one group combine with OR. */
export function filterProducts(products: readonly Product[], filters: ProductFilters): Product[] {
  const categories = new Set(filters.categories.map(lower))
  const fabrics = new Set<string>(filters.fabrics)
  const maxPaise = filters.maxPrice * 100
  return products.filter(
    (product) =>
      (categories.size === 0 || categories.has(lower(product.category))) &&
      product.price <= maxPaise &&
      (fabrics.size === 0 || product.subCategories.some((sub) => fabrics.has(lower(sub)))) &&
      matchesSearch(product, filters.search),
  )
}

/** The category checkboxes: every category the products have (spec §2), plus any selected one. */
export function categoryOptions(products: readonly Product[], selected: readonly string[]): string[] {
  const names = new Set(products.map((product) => lower(product.category)))
  for (const name of selected) names.add(lower(name))
  return [...names]
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.categories.length > 0 ||
    filters.fabrics.length > 0 ||
    filters.maxPrice !== DEFAULT_FILTERS.maxPrice ||
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
