// The shop's own words for sign-up and login (spec §5, §8), as keys of auth.json (issue 18); the server
// (khadi/accounts/service.py) answers with the same texts. The '… is required' and e-mail texts are ours:
// the spec names those rules without a message.
import type { MessageKey } from '@/lib/i18n'

export const loginToasts = {
  pending: 'auth.loggingIn',
  success: 'auth.loggedIn',
  failed: 'auth.invalidCredentials',
} as const satisfies Record<string, MessageKey>

export const signupToasts = {
  pending: 'auth.creatingAccount',
  success: 'auth.accountCreated',
  failed: 'auth.createFailed',
  emailInUse: 'auth.emailInUse',
} as const satisfies Record<string, MessageKey>
