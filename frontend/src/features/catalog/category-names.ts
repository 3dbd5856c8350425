// Category and subcategory names in the shopper's language (issue 18). English keeps the spec's texts: a
// category page's heading is the slug title-cased (spec §2), the filters show the category's label.
import type { Category } from '@/lib/api/types'
import { localized, type Language } from '@/lib/i18n'
import { titleCase } from '@/lib/title-case'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function findCategory(slug: string, categories: readonly Category[] | undefined): Category | undefined {
  return categories?.find((category) => same(category.name, slug))
}

/** The admin's Kannada/Hindi label of a category, or null when there is none (or the language is English). */
function translatedLabel(category: Category | undefined, language: Language): string | null {
  if (!category || language === 'en') return null
  const label = localized(category, 'label', language)
  return label !== category.label ? label : null
}

/** A category page's heading part: 'nehru-jacket' → 'Nehru Jacket', or its Kannada/Hindi label. */
export function categoryName(slug: string, categories: readonly Category[] | undefined, language: Language): string {
  return translatedLabel(findCategory(slug, categories), language) ?? titleCase(slug)
}

/** A category's label in the filters and on the product page ('mats' → 'Sleeping Mats'), in the language. */
export function categoryDisplayLabel(slug: string, categories: readonly Category[] | undefined, language: Language): string {
  const found = findCategory(slug, categories)
  return found ? localized(found, 'label', language) : titleCase(slug)
}

