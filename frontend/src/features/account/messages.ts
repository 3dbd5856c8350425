// The account page's words (issue 14). The field messages are sign-up's (lib/account/rules.ts); the server
// sends the same texts (khadi/accounts/errors.py).
export const ACCOUNT_TITLE = 'My Account'

export const accountMessages = {
  detailsSaved: 'Your details were saved',
  detailsFailed: 'Could not save your details',
  passwordChanged: 'Password changed',
  passwordFailed: 'Could not change your password',
  currentPasswordRequired: 'Current password is required',
  wrongCurrentPassword: 'Current password is incorrect',
} as const

/** What the shopper is told after a change, by how many other browsers were signed out. */
export function signedOutText(count: number): string {
  if (count === 0) return 'Password changed. No other device was signed in.'
  if (count === 1) return 'Password changed. 1 other device was signed out.'
  return `Password changed. ${count} other devices were signed out.`
}
