// The shop's own words for sign-up and login (spec §5, §8), written once here; the server
// (khadi/accounts/service.py) answers with the same texts. The '… is required' and e-mail texts are ours:
// the spec names those rules without a message.

export const loginToasts = {
  pending: 'Logging in...',
  success: 'Logged in successfully',
  failed: 'Invalid credentials',
} as const

export const signupToasts = {
  pending: 'Creating account...',
  success: 'Account created successfully',
  failed: 'Failed to create account',
  emailInUse: 'Email is already in use.',
} as const
