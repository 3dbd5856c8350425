// GET /api/v1/auth/me — who the session cookie belongs to; 401 when there is no live session. Shared:
// the start-up check of the stored user (features/auth) and checkout's name/phone prefill read one query.
import { queryOptions } from '@tanstack/react-query'

import type { components } from '@/lib/api/schema'

import { apiGet } from '../api/client'

/** The signed-in user as the server knows it (uid, name, email, phone, role). */
export type AccountUser = components['schemas']['UserOut']

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
