// A subcategory's name in the shopper's language (issue 18): the Kannada or Hindi name its admins entered
// for it (GET /api/v1/categories `subcategoryLabels`), else `english` — the subcategory as the shop shows it
// in English.
import type { Category } from './api/types'
import type { Language } from './i18n'

export function subcategoryName(
  category: Pick<Category, 'subcategoryLabels'> | undefined,
  subcategory: string,
  language: Language,
  english: string,
): string {
  if (language === 'en' || !category?.subcategoryLabels) return english
  const wanted = subcategory.toLowerCase()
  const names = Object.entries(category.subcategoryLabels).find(([name]) => name.toLowerCase() === wanted)?.[1]
  const translated = names?.[language].trim()
  return translated ? translated : english
}
