// Issue 18: a signed-in shopper's language lives on their account too (PATCH /api/v1/account {language}), so it
// follows them to another browser. When the user signs in or the session is checked at start-up (GET /auth/me),
// the latest choice wins: one made in this browser (the switch or a ?lang= link, kept in localStorage) is saved
// to the account; without one, the account's language is applied (a new browser). A switch while signed in is
// saved to the account; a signed-out switch stays in this browser (localStorage and cookie, lib/i18n).
import { hashKey, type QueryClient } from '@tanstack/react-query'

import { meQueryKey, type AccountUser } from './account/get-me'
import { apiSend } from './api/client'
import { currentLanguage, isLanguage, setLanguage, storedLanguage, type Language } from './i18n'
import { getStoredUser, onStoredUserChange } from './stored-user'

type UserWithLanguage = { uid: string; language: Language }

function userWithLanguage(value: unknown): UserWithLanguage | null {
  if (typeof value !== 'object' || value === null) return null
  const { uid, language } = value as Record<string, unknown>
  return typeof uid === 'string' && isLanguage(language) ? { uid, language } : null
}

/** The shopper picks a language: the page switches at once (cart and page stay), and a signed-in shopper's
 *  account keeps the choice. A failed save changes nothing on screen (the next sign-in shows the old one). */
export async function chooseLanguage(language: Language, queryClient?: QueryClient): Promise<void> {
  await setLanguage(language)
  if (getStoredUser() === null) return
  await saveToAccount(language, queryClient)
}

async function saveToAccount(language: Language, queryClient?: QueryClient): Promise<void> {
  try {
    const user = await apiSend<AccountUser>('PATCH', '/api/v1/account', { language }, { redirectOnUnauthorized: false })
    queryClient?.setQueryData<AccountUser>(meQueryKey, (old) => (old ? { ...old, language: user.language } : old))
  } catch {
    // Offline or signed out meanwhile: the choice still holds in this browser.
  }
}

/**
 * Settles this browser's and the account's language once per sign-in: from the login answer (a mutation returning the user just
 * stored) or the start-up check of a restored session (the /auth/me query). Returns the unsubscribe.
 */
export function followAccountLanguage(queryClient: QueryClient): () => void {
  let appliedFor: string | null = null
  const meHash = hashKey(meQueryKey)

  const apply = (value: unknown) => {
    const user = userWithLanguage(value)
    if (!user || getStoredUser()?.uid !== user.uid || appliedFor === user.uid) return
    appliedFor = user.uid
    const chosenHere = storedLanguage()
    if (chosenHere === null) {
      if (user.language !== currentLanguage()) void setLanguage(user.language)
    } else if (chosenHere !== user.language) {
      void saveToAccount(chosenHere, queryClient)
    }
  }

  const stopUser = onStoredUserChange(() => {
    if (getStoredUser()?.uid !== appliedFor) appliedFor = null // signed out, or someone else signed in
  })
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash === meHash) apply(event.action.data)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') apply(event.action.data)
  })
  return () => {
    stopUser()
    stopQueries()
    stopMutations()
  }
}
