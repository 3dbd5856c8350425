// Light/dark mode (spec §1, §4): the user's choice is kept in localStorage 'theme'; until they choose,
// the system preference decides. index.html applies the class before first paint with the same rule.
import { useSyncExternalStore } from 'react'

import { storageKeys } from './storage-keys'

export type Theme = 'light' | 'dark'

const CHANGE_EVENT = 'khadi:theme'
const darkQuery = '(prefers-color-scheme: dark)'

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(storageKeys.theme)
    return value === 'light' || value === 'dark' ? value : null
  } catch {
    return null
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches ? 'dark' : 'light'
}

export function getTheme(): Theme {
  return storedTheme() ?? systemTheme()
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(storageKeys.theme, theme)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyTheme(theme)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void): () => void {
  const sync = () => {
    applyTheme(getTheme())
    onChange()
  }
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', sync)
  media?.addEventListener('change', sync)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', sync)
    media?.removeEventListener('change', sync)
  }
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, getTheme, (): Theme => 'light')
  return [theme, setTheme]
}
