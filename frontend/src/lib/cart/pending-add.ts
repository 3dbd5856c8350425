// Issue 30 (and spec §6: a guest's cart action goes to /login): the Add to Cart a guest pressed is kept in this
// tab while they log in (or sign up, then log in), and made once they are signed in — with the key the click was
// given, so the server adds it once however often this runs (a double submit, two effects, a retry).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { ApiError } from '@/lib/api/client'
import { notify } from '@/lib/notify'
import { storageKeys } from '@/lib/storage-keys'
import { useStoredUser } from '@/lib/stored-user'

import { storeCartChange } from './get-cart'
import { cartText, PRODUCT_ADDED_TO_CART } from './messages'
import type { CartChange } from './types'

export type PendingLine = { productId: string; size: string; type: string; quantity: number }
type PendingAdd = { line: PendingLine; attempt: string; at: number }

/** A guest who does not log in within this long has moved on: the press is forgotten. */
export const PENDING_ADD_TTL_MS = 30 * 60 * 1000

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // storage blocked: the guest simply adds again after logging in
  }
}

export function rememberPendingAdd(line: PendingLine, now = Date.now()): void {
  const pending: PendingAdd = { line, attempt: `add-${crypto.randomUUID()}`, at: now }
  storage()?.setItem(storageKeys.pendingAdd, JSON.stringify(pending))
}

function isLine(value: unknown): value is PendingLine {
  if (typeof value !== 'object' || value === null) return false
  const line = value as Record<string, unknown>
  return (
    typeof line.productId === 'string' &&
    typeof line.size === 'string' &&
    typeof line.type === 'string' &&
    typeof line.quantity === 'number'
  )
}

export function readPendingAdd(now = Date.now()): PendingAdd | null {
  const raw = storage()?.getItem(storageKeys.pendingAdd)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PendingAdd>
    if (isLine(value.line) && typeof value.attempt === 'string' && typeof value.at === 'number') {
      if (now - value.at <= PENDING_ADD_TTL_MS && value.at <= now) return value as PendingAdd
    }
  } catch {
    // not ours: forget it
  }
  forgetPendingAdd()
  return null
}

export function forgetPendingAdd(): void {
  storage()?.removeItem(storageKeys.pendingAdd)
}

/** Attempts under way in this tab (two effects of one login send one request). */
const sending = new Set<string>()

type AddLine = (line: PendingLine, attempt: string) => Promise<CartChange>

/** Mounted once in the layout: when a user is signed in and a guest's press is waiting, make it. */
export function usePendingAdd(addLine: AddLine, describeError: (error: unknown) => string) {
  const user = useStoredUser()
  const queryClient = useQueryClient()
  const uid = user?.uid
  useEffect(() => {
    if (!uid) return
    const pending = readPendingAdd()
    if (!pending || sending.has(pending.attempt)) return
    sending.add(pending.attempt)
    addLine(pending.line, pending.attempt)
      .then(async (change) => {
        forgetPendingAdd()
        await storeCartChange(queryClient, change)
        notify('success', cartText(PRODUCT_ADDED_TO_CART))
      })
      .catch((error: unknown) => {
        // A 401 sends the guest back to /login (the press waits); anything else is said once and forgotten.
        if (error instanceof ApiError && error.status === 401) return
        forgetPendingAdd()
        notify('error', describeError(error))
      })
      .finally(() => sending.delete(pending.attempt))
  }, [uid, addLine, describeError, queryClient])
}
