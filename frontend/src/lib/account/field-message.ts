// Issue 18 (shared by sign-up, login, recovery and the account page): a field's message in the shopper's language. The account rules (lib/account/rules.ts, shared
// with sign-up) give English texts, the same the server sends for them: a known text shows as its catalogue
// message (auth.json), a message key as its message, anything else (the server's own words) as sent.
import { i18n, useT, type MessageKey, type Translate } from '@/lib/i18n'

import { fieldMessages } from './rules'

const RULE_KEYS: Record<keyof typeof fieldMessages, MessageKey> = {
  nameRequired: 'auth.nameRequired',
  phoneRequired: 'auth.phoneRequired',
  emailRequired: 'auth.emailRequired',
  passwordRequired: 'auth.passwordRequired',
  passwordsDoNotMatch: 'auth.passwordsDoNotMatch',
  invalidPhone: 'auth.invalidPhone',
  passwordTooShort: 'auth.passwordTooShort',
  invalidEmail: 'auth.invalidEmail',
  nameTooLong: 'auth.nameTooLong',
  emailTooLong: 'auth.emailTooLong',
  passwordTooLong: 'auth.passwordTooLong',
}

const byText = new Map<string, MessageKey>(
  (Object.keys(RULE_KEYS) as (keyof typeof fieldMessages)[]).map((name) => [fieldMessages[name], RULE_KEYS[name]]),
)

function fieldText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message
  const key = byText.get(message) ?? (message in i18n.messages ? (message as MessageKey) : undefined)
  return key ? t(key) : message
}

/** `message(errors.name)`: the field's message as the shopper reads it. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useT()
  return (message) => fieldText(t, message)
}
