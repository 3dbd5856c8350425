// A subcategory's name in the shopper's language (issue 18). The categories API is gaining
// `subcategoryLabels` (a map from a subcategory, as spelt in `subcategories`, to its Kannada and Hindi
// names; '' or missing = show it as spelt). Every subcategory name on the listing and category pages
// passes through here, so the map shows wherever it is sent.
import type { Category } from '@/lib/api/types'
import type { Language } from '@/lib/i18n'
import { titleCase } from '@/lib/title-case'

type SubcategoryNames = { kn?: string | null; hi?: string | null }
/** A category as the API sends it once subcategory names are in (until then the field is simply absent). */
type NamedSubcategories = Pick<Category, 'name'> & { subcategoryLabels?: Record<string, SubcategoryNames> | null }

/** 'silk' → 'Silk' in English; its Kannada/Hindi name from the category when the admin gave one. */
export function subcategoryLabel(
  category: NamedSubcategories | undefined,
  subcategory: string,
  language: Language,
): string {
  if (language !== 'en' && category) {
    const labels = category.subcategoryLabels
    if (labels) {
      const wanted = subcategory.toLowerCase()
      const key = Object.keys(labels).find((name) => name.toLowerCase() === wanted)
      const name = key === undefined ? undefined : labels[key]?.[language]
      if (name && name.trim() !== '') return name
    }
  }
  return titleCase(subcategory)
}
