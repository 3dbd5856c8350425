// Which catalogue files each language's bundles hold. A catalogue file is src/locales/<language>/<area>.json;
// its keys are used as '<area>.<key>' (keys.gen.ts). Files named admin*.json make the 'admin' bundle, loaded
// with the dashboard; every other file makes the 'shop' bundle, loaded before the first render. Each bundle is
// a chunk of its own, English's too, so a Kannada or Hindi page never downloads the English texts; the server
// hints the page's language's shop chunk beside the entry (backend khadi/site/preload.py). The catalogues'
// messages are ICU, compiled at build time (vite.config.ts, linguiCatalogues).
import type { Messages } from '@lingui/core'

import type { Language } from './languages'

export type Bundle = 'shop' | 'admin'

const loaders: Record<Language, Record<Bundle, () => Promise<Messages>>> = {
  en: {
    shop: () => import('@/locales/en/shop').then((module) => module.default),
    admin: () => import('@/locales/en/admin').then((module) => module.default),
  },
  kn: {
    shop: () => import('@/locales/kn/shop').then((module) => module.default),
    admin: () => import('@/locales/kn/admin').then((module) => module.default),
  },
  hi: {
    shop: () => import('@/locales/hi/shop').then((module) => module.default),
    admin: () => import('@/locales/hi/admin').then((module) => module.default),
  },
}

export function loadBundle(language: Language, bundle: Bundle): Promise<Messages> {
  return loaders[language][bundle]()
}
