import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

import { i18n } from '@/lib/i18n'
import enAdmin from '@/locales/en/admin'
import enShop from '@/locales/en/shop'

import { emptyCatalogue } from './fixtures'
import { shopAnswer } from './shop-fixtures'

// Pages load their code lazily, and a file's first page waits for Vite to transform that code: a
// second or more on a busy machine. findBy* and waitFor wait up to 3 s instead of 1 s for it.
configure({ asyncUtilTimeout: 3000 })

beforeEach(() => {
  // Every test starts in English with every catalogue in (a test may switch with setLanguage).
  i18n.load('en', { ...enShop, ...enAdmin })
  i18n.activate('en')
  document.documentElement.lang = 'en'
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
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
  vi.unstubAllGlobals()
})
