// An account's field rules and their messages (spec §5), shared by sign-up and the account page and the
// same as the server's (khadi/accounts/service.py, khadi/accounts/account.py). The '… is required' and
// e-mail texts are ours: the spec names those rules without a message. The messages are keys (issue 18):
// FieldMessage (components/form-field) shows them in the shopper's language.
import { z } from 'zod'

import type { MessageKey } from '@/lib/i18n'

export const fieldMessages = {
  nameRequired: 'account-rules.nameRequired',
  phoneRequired: 'account-rules.phoneRequired',
  emailRequired: 'account-rules.emailRequired',
  passwordRequired: 'account-rules.passwordRequired',
  passwordsDoNotMatch: 'account-rules.passwordsDoNotMatch',
  invalidPhone: 'account-rules.invalidPhone',
  passwordTooShort: 'account-rules.passwordTooShort',
  invalidEmail: 'account-rules.invalidEmail',
  nameTooLong: 'account-rules.nameTooLong',
  emailTooLong: 'account-rules.emailTooLong',
  passwordTooLong: 'account-rules.passwordTooLong',
} as const satisfies Record<string, MessageKey>

const m = fieldMessages
const PHONE = /^[6-9][0-9]{9}$/ // spec §5: 10 digits starting 6–9

export const nameRule = z.string().trim().min(1, m.nameRequired).max(100, m.nameTooLong)
export const phoneRule = z.string().trim().min(1, m.phoneRequired).regex(PHONE, m.invalidPhone)
export const newPasswordRule = z.string().min(1, m.passwordRequired).min(6, m.passwordTooShort).max(256, m.passwordTooLong)
