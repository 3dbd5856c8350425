// Category names in the shopper's language (issue 18): the owner's label everywhere a category is named
// (issue 28), the slug title-cased (spec §2) only for a category the shop does not list.
import type { Category } from '@/lib/api/types'
import { localized, type Language } from '@/lib/i18n'
import { titleCase } from '@/lib/title-case'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function findCategory(slug: string, categories: readonly Category[] | undefined): Category | undefined {
  return categories?.find((category) => same(category.name, slug))
}

/** A category page's heading part (issue 28): the owner's name for the category in the shopper's language
 *  ('mats' → 'Sleeping Mats'), so a renamed category shows its new name; the slug title-cased
 *  ('nehru-jacket' → 'Nehru Jacket', spec §2) only for a category the shop does not list. */
export function categoryName(slug: string, categories: readonly Category[] | undefined, language: Language): string {
  return categoryDisplayLabel(slug, categories, language)
}

/** A category's label in the filters and on the product page ('mats' → 'Sleeping Mats'), in the language. */
export function categoryDisplayLabel(slug: string, categories: readonly Category[] | undefined, language: Language): string {
  const found = findCategory(slug, categories)
  return found ? localized(found, 'label', language) : titleCase(slug)
}

