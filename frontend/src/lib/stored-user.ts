// The spec's browser-stored user (spec §3: uid, email, name, role, mode) kept under localStorage 'user'.
// It drives menus and client route guards only; the server authorises every call (DESIGN.md §5).
import { useSyncExternalStore } from 'react'

import { storageKeys } from './storage-keys'

export type StoredUser = {
  uid: string
  email: string
  name: string
  role: 'user' | 'admin'
  mode?: string
}

const CHANGE_EVENT = 'khadi:stored-user'

let cachedRaw: string | null = null
let cachedUser: StoredUser | null = null

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Hand-written rather than zod: this runs on the first page, whose bundle stays small (zod loads with forms).
function parse(raw: string | null): StoredUser | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  const { uid, email, name, role, mode } = value
  if (typeof uid !== 'string' || uid === '') return null
  return {
    uid,
    email: typeof email === 'string' ? email : '',
    name: typeof name === 'string' ? name : '',
    role: role === 'admin' ? 'admin' : 'user', // spec §6: the role defaults to user
    ...(typeof mode === 'string' ? { mode } : {}),
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKeys.user)
  } catch {
    return null
  }
}

/** The stored user, or null for a guest (also when the stored value is unreadable). */
export function getStoredUser(): StoredUser | null {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedUser = parse(raw)
  }
  return cachedUser
}

export function setStoredUser(user: StoredUser): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user))
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(storageKeys.user)
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.user) onChange()
  }
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onStorage) // other tabs signing in or out
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/** Runs whenever this or another tab signs in or out (outside React: the account's language, lib/account-language). */
export function onStoredUserChange(listener: () => void): () => void {
  return subscribe(listener)
}

/** The stored user, re-rendering when this or another tab signs in or out. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null)
}
