export {
  currentIntlLocale,
  currentLanguage,
  i18n,
  setLanguage,
  startLanguage,
  translate,
  translateIfKey,
  ensureBundle,
  type MessageValues,
} from './i18n'
export type { MessageKey } from './keys.gen'
export { INTL_LOCALES, LANGUAGE_NAMES, LANGUAGES, isLanguage, storedLanguage, type Language } from './languages'
export { localized } from './localized'
export { T } from './t'
export { useLanguage, useT, type Translate } from './use-t'
