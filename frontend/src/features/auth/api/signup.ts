// POST /api/v1/auth/signup — creates a shopper account (role 'user'); it does not sign in (spec §4:
// sign-up leads to /login). 422 carries per-field messages, 409 'Email is already in use.'.
import { useMutation } from '@tanstack/react-query'

import type { AccountUser } from '@/lib/account/get-me'
import { apiSend } from '@/lib/api/client'

import type { SignupInput } from './types'

export function signup(input: SignupInput): Promise<AccountUser> {
  return apiSend<AccountUser>('POST', '/api/v1/auth/signup', input)
}

export function useSignup() {
  return useMutation({ mutationFn: signup })
}
