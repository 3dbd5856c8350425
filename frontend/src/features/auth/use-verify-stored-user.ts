// DESIGN.md §5: the stored user is for menus and guards only, and can be stale (an expired session) or
// edited (a role changed to 'admin' by hand). Once per app start, ask the server who is signed in:
// a 401 forgets the stored user (the client does that), an answer refreshes its name, e-mail and role.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import { meQueryOptions } from '@/lib/account/get-me'
import { getStoredUser, setStoredUser } from '@/lib/stored-user'

import { isAccountUser, toStoredUser } from './stored-account'

export function useVerifyStoredUser(): void {
  const queryClient = useQueryClient()
  const started = useRef(false)

  useEffect(() => {
    if (started.current || getStoredUser() === null) return
    started.current = true
    queryClient
      .query(meQueryOptions())
      .then((me) => {
        const stored = getStoredUser()
        if (stored === null || !isAccountUser(me)) return // signed out meanwhile, or not an answer
        const fresh = toStoredUser(me, stored.mode)
        const same =
          fresh.uid === stored.uid && fresh.email === stored.email && fresh.name === stored.name && fresh.role === stored.role
        if (!same) setStoredUser(fresh)
      })
      .catch(() => undefined) // 401: already forgotten; offline: keep the user until the server says otherwise
  }, [queryClient])
}
