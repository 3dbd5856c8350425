// Which catalogue files each language's bundles hold. A catalogue file is src/locales/<language>/<area>.json;
// its keys are used as '<area>.<key>' (keys.gen.ts). Files named admin*.json make the 'admin' bundle, loaded
// with the dashboard; every other file makes the 'shop' bundle, loaded before the first render. English's shop
// bundle is part of the entry chunk; the rest are separate chunks fetched when a language or the dashboard
// needs them. The catalogues' messages are ICU, compiled at build time (vite.config.ts, linguiCatalogues).
import type { Messages } from '@lingui/core'

import enShop from '@/locales/en/shop'

import type { Language } from './languages'

export type Bundle = 'shop' | 'admin'

const loaders: Record<Language, Record<Bundle, () => Promise<Messages>>> = {
  en: {
    shop: () => Promise.resolve(enShop),
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

export const englishShop: Messages = enShop

export function loadBundle(language: Language, bundle: Bundle): Promise<Messages> {
  return loaders[language][bundle]()
}
