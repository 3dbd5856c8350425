import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import type { ComponentType } from 'react'
import { toast } from 'react-hot-toast'
import type { RouteObject } from 'react-router'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'

import { preloadRoutes } from '@/app/lazy-route'
import { routes } from '@/app/router'
import { i18n, LANGUAGES } from '@/lib/i18n'
import { loadBundle } from '@/lib/i18n/catalogues'
import enAdmin from '@/locales/en/admin'
import enShop from '@/locales/en/shop'

import { emptyCatalogue } from './fixtures'
import { shopAnswer } from './shop-fixtures'

// findBy* and waitFor wait on a condition for up to 30 s: a deadline only a hang reaches, even on a busy
// machine (vite.config.ts: the deadlines of a test and a hook are longer still).
configure({ asyncUtilTimeout: 30_000 })

function pageComponents(table: RouteObject[]): (ComponentType | undefined)[] {
  return table.flatMap((route) => [route.Component ?? undefined, ...pageComponents(route.children ?? [])])
}

beforeAll(async () => {
  // Every page's code and every catalogue, in before the file's first test: the app loads them on demand,
  // and a test's first page would otherwise wait for Vite to transform its code. Most files share their
  // worker's module cache (vite.config.ts), so this costs once per worker, not once per file.
  await Promise.all([
    preloadRoutes(pageComponents(routes)),
    ...LANGUAGES.flatMap((language) => [loadBundle(language, 'shop'), loadBundle(language, 'admin')]),
  ])
})

/** English with every catalogue in, as each file's tests start (a test may switch with setLanguage). */
function startInEnglish() {
  i18n.load('en', { ...enShop, ...enAdmin })
  i18n.activate('en')
  document.documentElement.lang = 'en'
}

// This file runs before each test file. The file's own top level and its test tables (it.each) run before any
// beforeEach, in the worker the file before it used: they too see English.
startInEnglish()
// Testing Library tells React it runs under act() in a beforeAll it registers once per module cache — for the
// first file of a worker only when files share the cache (vite.config.ts). Said here, every file gets it.
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(() => {
  startInEnglish()
  // jsdom implements neither scrolling nor media queries.
  window.scrollTo = vi.fn()
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }))
  // Tests never reach a server: the catalogue is empty unless a test says otherwise (the list
  // endpoints answer an empty list, so pages that read them render as for an empty shop); the shop and
  // its pages are testing/shop-fixtures.ts.
  const emptyLists = ['/api/v1/categories', '/api/v1/size-charts']
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url
      return Promise.resolve(Response.json(emptyLists.includes(url) ? [] : (shopAnswer(url) ?? emptyCatalogue)))
    }),
  )
})

afterEach(() => {
  // A file shares its worker's document with the files before and after it (vite.config.ts): each test
  // leaves it as it found it.
  cleanup()
  toast.remove()
  vi.useRealTimers()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
  window.history.replaceState(null, '', '/')
  document.documentElement.className = ''
  document.title = ''
  vi.unstubAllGlobals()
})

