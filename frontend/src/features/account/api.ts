// GET/PATCH /api/v1/account (the signed-in user's name and phone) and POST /api/v1/account/password
// (current password required; every other signed-in browser is signed out, this one stays).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { meQueryKey, type AccountUser } from '@/lib/account/get-me'
import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { getStoredUser, setStoredUser } from '@/lib/stored-user'

type Schemas = components['schemas']
export type AccountInput = Schemas['AccountIn']
export type PasswordChangeInput = Schemas['PasswordChangeIn']
export type PasswordChanged = Schemas['PasswordChangedOut']

export const accountQueryKey = ['account'] as const

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => apiGet<AccountUser>('/api/v1/account', { signal }),
  })
}

export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AccountInput) => apiSend<AccountUser>('PATCH', '/api/v1/account', input),
    onSuccess: (user) => {
      queryClient.setQueryData(accountQueryKey, user)
      queryClient.setQueryData(meQueryKey, user) // checkout's prefill reads the new name and phone
      // The menus show the stored user's name: keep it in step (spec §3 'user' in localStorage).
      const stored = getStoredUser()
      if (stored?.uid === user.uid) setStoredUser({ ...stored, name: user.name, email: user.email })
    },
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiSend<PasswordChanged>('POST', '/api/v1/account/password', input),
  })
}
