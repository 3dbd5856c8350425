// Every text of spec §5 and §8 the admin screens show, written once (STYLE.md) and asserted by the tests.
// Each reads its catalogue message (src/locales/*/admin-products.json) when it is read, so a toast or a
// field message raised after a language switch is in the new language (issue 18).
import { translate, type MessageKey } from '@/lib/i18n'
import english from '@/locales/en/admin-products.json'

/** The message of `key` in the current language; before the dashboard's catalogues are in (a module read
 *  early, a test table built at load), the English words rather than the key. */
function text(key: MessageKey): string {
  const found = translate(key)
  if (found !== key) return found
  // The catalogue is compiled at build time (vite.config.ts): a message without placeholders is its text,
  // or a list of text parts.
  const compiled: unknown = (english as Record<string, unknown>)[key.slice('admin-products.'.length)]
  if (typeof compiled === 'string') return compiled
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) return compiled.join('')
  return found
}

/** An object whose every property is the message of its key in the current language, read when used. */
function texts<Name extends string>(keys: Record<Name, MessageKey>): Readonly<Record<Name, string>> {
  const found = {} as Record<Name, string>
  for (const [name, key] of Object.entries(keys) as [Name, MessageKey][]) {
    Object.defineProperty(found, name, { get: () => text(key), enumerable: true })
  }
  return found
}

export const messages = texts({
  allFieldsRequired: 'admin-products.allFieldsRequired',
  mrpBelowPrice: 'admin-products.mrpBelowPrice',
  salePriceNotBelow: 'admin-products.salePriceNotBelow',
  saleEndBeforeStart: 'admin-products.saleEndBeforeStart',
  adding: 'admin-products.adding',
  added: 'admin-products.added',
  addFailed: 'admin-products.addFailed',
  updating: 'admin-products.updating',
  updated: 'admin-products.updated',
  updateFailed: 'admin-products.updateFailed',
  notFound: 'admin-products.notFound',
  fetchFailed: 'admin-products.fetchFailed',
  categoriesFailed: 'admin-products.categoriesFailed',
  categoryAdded: 'admin-products.categoryAdded',
  categoryFailed: 'admin-products.categoryFailed',
  deleted: 'admin-products.deleted',
  imagesNotRemoved: 'admin-products.imagesNotRemoved',
  // Field messages: the same words as the server's (khadi/catalog/errors.py).
  titleRequired: 'admin-products.titleRequired',
  descriptionRequired: 'admin-products.descriptionRequired',
  priceRequired: 'admin-products.priceRequired',
  priceNotANumber: 'admin-products.priceNotANumber',
  priceDecimals: 'admin-products.priceDecimals',
  categoryRequired: 'admin-products.categoryRequired',
  subCategoryRequired: 'admin-products.subCategoryRequired',
  tagsRequired: 'admin-products.tagsRequired',
  imagesRequired: 'admin-products.imagesRequired',
  categoryNameRequired: 'admin-products.categoryNameRequired',
  waitForUploads: 'admin-products.waitForUploads',
})

/** The translations' length messages: the server's words (khadi/catalog/translations.py). */
export const translationMessages = texts({
  titleKn: 'admin-products.titleKnTooLong',
  titleHi: 'admin-products.titleHiTooLong',
  descriptionKn: 'admin-products.descriptionKnTooLong',
  descriptionHi: 'admin-products.descriptionHiTooLong',
})

/** spec §5: the delete confirmation. */
export function deleteConfirmText(title: string): string {
  return translate('admin-products.deleteConfirm', { title })
}
