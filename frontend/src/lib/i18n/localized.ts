import type { Language } from './languages'

type Translatable<Field extends string> = { [K in Field | `${Field}Kn` | `${Field}Hi`]?: string | null }

const SUFFIX: Record<Exclude<Language, 'en'>, 'Kn' | 'Hi'> = { kn: 'Kn', hi: 'Hi' }

/**
 * An admin-entered text in the shopper's language: localized(product, 'title', 'kn') is product.titleKn, or the
 * English product.title when the Kannada one is empty.
 */
export function localized<Field extends string>(item: Translatable<Field>, field: Field, language: Language): string {
  const english = item[field] ?? ''
  if (language === 'en') return english
  const translated = item[`${field}${SUFFIX[language]}`]
  return translated && translated.trim() !== '' ? translated : english
}
