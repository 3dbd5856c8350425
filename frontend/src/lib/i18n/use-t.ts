import { useCallback, useSyncExternalStore } from 'react'

import { currentLanguage, i18n, type MessageValues } from './i18n'
import type { MessageKey } from './keys.gen'
import type { Language } from './languages'

export type Translate = (key: MessageKey, values?: MessageValues) => string

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange)
}

/** The current language ('en', 'kn' or 'hi'); the component re-renders when the shopper switches. */
export function useLanguage(): Language {
  // On the server (issue 33) the page's language is the one activated before it renders.
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
}

/** `t('cart.empty')` in the current language; a new function per language re-renders the component. */
export function useT(): Translate {
  const language = useLanguage()
  return useCallback<Translate>((key, values) => i18n._(key, values), [language]) // eslint-disable-line react-hooks/exhaustive-deps -- the language changes what i18n._ answers
}
