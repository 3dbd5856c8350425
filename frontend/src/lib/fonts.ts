// Issue 18: Kannada and Hindi pages show their script in self-hosted Noto Sans (lib/fonts/*.css). A language's
// font CSS (and through it the woff2 files) loads when that language becomes the page's, never for English.
import { currentLanguage, onLanguageChange, type Language } from './i18n'

export const fontLoaders: Partial<Record<Language, () => Promise<unknown>>> = {
  kn: () => import('./fonts/kannada.css'),
  hi: () => import('./fonts/devanagari.css'),
}

const requested = new Set<Language>()

/** Loads the language's font CSS once (nothing for English). */
export function loadFonts(language: Language): void {
  const load = fontLoaders[language]
  if (!load || requested.has(language)) return
  requested.add(language)
  load().catch(() => requested.delete(language)) // offline: the next switch tries again
}

/** The current language's fonts now, and each language's as the shopper switches to it. */
export function followLanguageFonts(): () => void {
  loadFonts(currentLanguage())
  return onLanguageChange(loadFonts)
}
