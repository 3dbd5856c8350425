// An account's field rules and their messages (spec §5), shared by sign-up and the account page and the
// same as the server's (khadi/accounts/service.py, khadi/accounts/account.py). The '… is required' and
// e-mail texts are ours: the spec names those rules without a message.
import { z } from 'zod'

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

const m = fieldMessages
const PHONE = /^[6-9][0-9]{9}$/ // spec §5: 10 digits starting 6–9

export const nameRule = z.string().trim().min(1, m.nameRequired).max(100, m.nameTooLong)
export const phoneRule = z.string().trim().min(1, m.phoneRequired).regex(PHONE, m.invalidPhone)
export const newPasswordRule = z.string().min(1, m.passwordRequired).min(6, m.passwordTooShort).max(256, m.passwordTooLong)
