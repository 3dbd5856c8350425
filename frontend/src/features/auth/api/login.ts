// POST /api/v1/auth/login — checks the pair, sets the HttpOnly session cookie and returns the user.
// 401 means 'Invalid credentials' here, not an ended session — or, coded `login_code_required`, that the
// account is under attack and a code was e-mailed (issue 29: login-code.ts); 429 carries the wait.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'

import type { AccountUser } from '@/lib/account/get-me'
import { apiSend } from '@/lib/api/client'
import { cartQueryKey } from '@/lib/cart/get-cart'
import { getStoredUser, setStoredUser } from '@/lib/stored-user'
import { getTheme } from '@/lib/theme'
import { forgetUserData } from '@/lib/user-data'

import { toStoredUser } from '../stored-account'
import type { LoginInput } from './types'

export function login(input: LoginInput): Promise<AccountUser> {
  return apiSend<AccountUser>('POST', '/api/v1/auth/login', input, { redirectOnUnauthorized: false })
}

/** What a login (or its e-mailed code, issue 29) does once the server has said yes. */
export function loggedIn(queryClient: QueryClient, user: AccountUser) {
  // Nothing of an earlier session carries over — another user's. The same user's second answer (a double
  // submit) keeps what the first one's session already did, e.g. the cart a guest's Add to Cart just filled.
  if (getStoredUser()?.uid !== user.uid) forgetUserData(queryClient)
  setStoredUser(toStoredUser(user, getTheme())) // spec §4: login stores the user in the browser…
  void queryClient.invalidateQueries({ queryKey: cartQueryKey }) // …and loads the stored cart
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: login, onSuccess: (user) => loggedIn(queryClient, user) })
}
