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

export const fieldMessages = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidPhone: 'Please enter a valid phone number',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidEmail: 'Please enter a valid email',
  nameTooLong: 'Name must be at most 100 characters',
  emailTooLong: 'Email must be at most 254 characters',
  passwordTooLong: 'Password must be at most 256 characters',
} as const
