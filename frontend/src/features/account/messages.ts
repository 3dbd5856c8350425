// The account page's words (issue 14), as keys of account.json (issue 18). The field messages are sign-up's
// (lib/account/rules.ts, shown through field-message.ts); the server sends the same texts
// (khadi/accounts/errors.py).
import type { MessageKey } from '@/lib/i18n'

export const ACCOUNT_TITLE: MessageKey = 'account.title'

export const accountMessages = {
  detailsSaved: 'account.detailsSaved',
  detailsFailed: 'account.detailsFailed',
  passwordChanged: 'account.passwordChanged',
  passwordFailed: 'account.passwordFailed',
  currentPasswordRequired: 'account.currentPasswordRequired',
  wrongCurrentPassword: 'account.wrongCurrentPassword',
} as const satisfies Record<string, MessageKey>
