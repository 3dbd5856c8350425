import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

import { emptyCatalogue } from './fixtures'

beforeEach(() => {
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
  // Tests never reach a server: the catalogue is empty unless a test says otherwise.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(emptyCatalogue))),
  )
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.documentElement.className = ''
  vi.unstubAllGlobals()
})
