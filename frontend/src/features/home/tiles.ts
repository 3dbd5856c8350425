// The 'Products' and 'Fabrics' tile panels of the home page (spec §2): categories, and the fabric
// subcategories, each linking to its /category page and pictured by one of its products.
import type { Category, Product } from '@/lib/api/types'
import { FABRICS_CATEGORY } from '@/lib/fabrics'
import { localized, type Language } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { titleCase } from '@/lib/title-case'

export type Tile = {
  key: string
  label: string
  href: string
  /** How many products the page lists. */
  count: number
  /** A product whose picture stands for the tile, if any has one. */
  picture: Product | undefined
}

const lower = (value: string) => value.toLowerCase()

type SubcategoryNames = { kn?: string | null; hi?: string | null }
/** A category as the API sends it once subcategory names are in (until then the field is absent). */
type NamedSubcategories = Pick<Category, 'name'> & { subcategoryLabels?: Record<string, SubcategoryNames> | null }

/**
 * A fabric's name in the shopper's language: the admin's Kannada/Hindi name from the category's
 * `subcategoryLabels` (being added to the categories API), else the name title-cased. The twin of
 * features/catalog/subcategory-label.ts (features do not import each other).
 */
function subcategoryName(category: NamedSubcategories | undefined, sub: string, language: Language): string {
  const labels = category?.subcategoryLabels
  if (language !== 'en' && labels) {
    const key = Object.keys(labels).find((name) => lower(name) === lower(sub))
    const name = key === undefined ? undefined : labels[key]?.[language]
    if (name && name.trim() !== '') return name
  }
  return titleCase(sub)
}

function tile(key: string, label: string, href: string, products: readonly Product[]): Tile {
  return {
    key,
    label,
    href,
    count: products.length,
    picture: products.find((product) => product.imageUrl.length > 0),
  }
}

/** Stocked tiles first (in the shop's order), so the preview never shows an empty page. */
function stockedFirst(tiles: Tile[]): Tile[] {
  return [...tiles.filter((t) => t.count > 0), ...tiles.filter((t) => t.count === 0)]
}

/** When the categories cannot be loaded, the catalogue's own categories stand in. */
function categoriesOf(products: readonly Product[]): Category[] {
  const byName = new Map<string, Set<string>>()
  for (const product of products) {
    const subs = byName.get(lower(product.category)) ?? new Set<string>()
    for (const sub of product.subCategories) subs.add(sub)
    byName.set(lower(product.category), subs)
  }
  return [...byName].map(([name, subs]) => ({ name, label: titleCase(name), subcategories: [...subs] }))
}

export function categoryTiles(
  categories: readonly Category[] | undefined,
  products: readonly Product[],
  language: Language = 'en',
): Tile[] {
  const list = (categories ?? categoriesOf(products)).filter((c) => lower(c.name) !== FABRICS_CATEGORY)
  return stockedFirst(
    list.map((category) =>
      tile(
        category.name,
        localized(category, 'label', language),
        paths.category.getHref(category.name),
        products.filter((p) => lower(p.category) === lower(category.name)),
      ),
    ),
  )
}

export function fabricTiles(
  categories: readonly Category[] | undefined,
  products: readonly Product[],
  language: Language = 'en',
): Tile[] {
  const fabrics = (categories ?? categoriesOf(products)).find((c) => lower(c.name) === FABRICS_CATEGORY)
  const inFabrics = products.filter((p) => lower(p.category) === FABRICS_CATEGORY)
  return stockedFirst(
    (fabrics?.subcategories ?? []).map((sub) =>
      tile(
        sub,
        subcategoryName(fabrics, sub, language),
        paths.subCategory.getHref(FABRICS_CATEGORY, sub),
        inFabrics.filter((p) => p.subCategories.some((s) => lower(s) === lower(sub))),
      ),
    ),
  )
}

/** spec §2: the products of one home tag, matched case-insensitively. */
export function productsWithTag(products: readonly Product[], tag: string): Product[] {
  return products.filter((product) => product.tags.some((t) => lower(t) === lower(tag)))
}
