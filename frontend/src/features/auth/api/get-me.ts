// GET /api/v1/auth/me — who the session cookie belongs to; 401 when there is no live session.
import { queryOptions } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'

import type { AccountUser } from './types'

export const meQueryKey = ['auth', 'me'] as const

/** `redirectOnUnauthorized: false`: at start-up a stale stored user is forgotten quietly (the guards
 *  send the shopper to /login if the page needs an account); a public page stays where it is. */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<AccountUser> {
  return apiGet<AccountUser>('/api/v1/auth/me', { redirectOnUnauthorized: false, ...(signal ? { signal } : {}) })
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    retry: false,
    staleTime: Infinity,
  })
}
