// The shop's languages (issue 18). English is the default and keeps the spec's exact texts.
// The choice is kept like the theme: localStorage 'lang'; until the shopper chooses, a `?lang=` in the
// address, then the language the server chose for this page (<html lang>, from a `khadi_lang` cookie or the
// browser's Accept-Language — backend khadi/site) decides.
import { storageKeys } from '../storage-keys'

export const LANGUAGES = ['en', 'kn', 'hi'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' }

/** The Intl locale for dates, numbers and plural rules. Prices stay en-IN rupees in every language. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' }

/** The cookie the server reads to render a page's <html lang>, meta tags and font preload. */
export const LANGUAGE_COOKIE = 'khadi_lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(storageKeys.language)
    return isLanguage(value) ? value : null
  } catch {
    return null
  }
}

/** The language a `?lang=` link asks for, if any. */
export function linkLanguage(): Language | null {
  const fromUrl = new URLSearchParams(window.location.search).get('lang')
  return isLanguage(fromUrl) ? fromUrl : null
}

/** The language to start in: a `?lang=` link, the shopper's saved choice, the server's pick, else English. */
export function initialLanguage(): Language {
  const fromLink = linkLanguage()
  if (fromLink) return fromLink
  const stored = storedLanguage()
  if (stored) return stored
  const fromServer = document.documentElement.lang
  return isLanguage(fromServer) ? fromServer : 'en'
}

/** Keeps the choice in this browser (localStorage and the server's cookie) and on the page's <html lang>. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKeys.language, language)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
  document.documentElement.lang = language
}
