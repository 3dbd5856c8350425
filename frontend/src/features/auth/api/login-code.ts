// POST /api/v1/auth/login/code (issue 29) — the second step of a login on an account under attack: the
// 6-digit code the store e-mailed, for the challenge the login left in an HttpOnly cookie. Succeeds like a
// login (the session cookie and the user); a wrong, used or expired code is a coded 401, not an ended session.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { AccountUser } from '@/lib/account/get-me'
import { apiSend } from '@/lib/api/client'

import { loggedIn } from './login'

export function loginWithCode(code: string): Promise<AccountUser> {
  return apiSend<AccountUser>('POST', '/api/v1/auth/login/code', { code }, { redirectOnUnauthorized: false })
}

export function useLoginWithCode() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: loginWithCode, onSuccess: (user) => loggedIn(queryClient, user) })
}
