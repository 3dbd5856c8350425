// The account rules' messages (lib/account/rules.ts), apart from zod so FieldMessage can show them in the
// shopper's language without loading the rules.
import { translate, type MessageKey } from '@/lib/i18n'

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

const keys: Record<string, MessageKey> = Object.fromEntries(
  Object.entries(fieldMessages).map(([name, text]) => [text, `account-rules.${name}` as MessageKey]),
)

/** One of the rule messages above in the current language; any other text (the server's) as it is. */
export function ruleText(message: string): string {
  const key = keys[message]
  return key ? translate(key) : message
}

