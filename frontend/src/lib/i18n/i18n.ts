// The app's one Lingui instance (issue 18). Components read messages through useT()/<T> (use-t.ts); code
// outside React (toasts raised by a mutation, validation messages) calls translate() at the moment it shows.
import { i18n, type Messages } from '@lingui/core'

import { loadBundle, type Bundle } from './catalogues'
import type { MessageKey } from './keys.gen'
import { INTL_LOCALES, initialLanguage, isLanguage, linkLanguage, rememberLanguage, type Language } from './languages'

export type MessageValues = Record<string, string | number>

const loadedBundles = new Set<Bundle>(['shop'])

// No messages until startLanguage has loaded the first page's language (the first render waits for it).
i18n.loadAndActivate({ locale: 'en', messages: {} })

export { i18n }

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en'
}

/** The Intl locale of the current language, for dates and numbers (never for prices: those stay en-IN). */
export function currentIntlLocale(): string {
  return INTL_LOCALES[currentLanguage()]
}

/** The message for `key` in the current language. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values)
}

/** A text that may be a message key (a form rule's message) or words already (the server's message): the
 *  key's message in the current language, else the text as it is. */
export function translateIfKey(text: string): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text
}

async function loadInto(language: Language, bundles: Iterable<Bundle>): Promise<void> {
  const catalogues = await Promise.all([...bundles].map((bundle) => loadBundle(language, bundle)))
  i18n.load(language, Object.assign({}, ...catalogues) as Messages)
}

// Switches and bundle loads run one after another, so a bundle asked for during a switch (the first page is
// the dashboard, in Kannada) loads in the language the switch ends in.
let queue: Promise<void> = Promise.resolve()
function inTurn(step: () => Promise<void>): Promise<void> {
  queue = queue.then(step, step)
  return queue
}

/** Loads (once) and adds a bundle in the current language — the dashboard's routes call it before they show. */
export function ensureBundle(bundle: Bundle): Promise<void> {
  return inTurn(async () => {
    if (loadedBundles.has(bundle)) return
    await loadInto(currentLanguage(), [bundle])
    loadedBundles.add(bundle)
  })
}

/** Switches the UI: loads the language's bundles, then re-renders every component that reads messages. */
export function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  return inTurn(async () => {
    await loadInto(language, loadedBundles)
    i18n.activate(language, [INTL_LOCALES[language]])
    if (remember) rememberLanguage(language)
    else document.documentElement.lang = language
  })
}

/** Before the first render: loads the starting language's shop bundle. Following a `?lang=` link is a choice
 *  and is kept; the server's pick from Accept-Language is not (the browser's setting keeps deciding until the
 *  shopper chooses). */
export async function startLanguage(): Promise<void> {
  await setLanguage(initialLanguage(), { remember: linkLanguage() !== null })
}
