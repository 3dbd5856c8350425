// Issue 28: why a payment failed, in the shopper's language. Razorpay's Checkout reports a failure as
// {code, description, source, step, reason} (its "payment.failed" event); the description is English only, so
// its documented `reason` is what we word, from checkout.json (declineCancelled, …). The sandbox's declines
// carry their own code (`descriptionCode`, worded from refusals.json). English keeps the provider's description,
// as spec §8 asks ('Provider failure shows its description'); Kannada and Hindi never show it: a reason this
// list does not know reads as 'Payment failed. Please try again.' in the shopper's language.
import { refusalText } from '../api/client'
import { currentLanguage, i18n, translate, type MessageKey } from '../i18n'

/** What a provider says about a failed payment (Razorpay's error object, or the sandbox's, shaped like it). */
export type PaymentDecline = {
  code?: string | null
  description?: string | null
  reason?: string | null
  /** The sandbox's code of `description` ('payments.card_declined'). */
  descriptionCode?: string | null
}

const GENERIC: MessageKey = 'checkout.paymentFailed'

/** Razorpay's documented failure reasons (error.reason), each with what the shopper reads. */
export const DECLINE_REASONS: Readonly<Record<string, MessageKey>> = {
  payment_cancelled: 'checkout.declineCancelled',
  payment_cancelled_by_user: 'checkout.declineCancelled',
  user_cancelled: 'checkout.declineCancelled',
  insufficient_funds: 'checkout.declineInsufficientFunds',
  insufficient_balance: 'checkout.declineInsufficientFunds',
  payment_declined: 'checkout.declineDeclined',
  card_declined: 'checkout.declineDeclined',
  transaction_declined: 'checkout.declineDeclined',
  payment_risk_check_failed: 'checkout.declineDeclined',
  account_blocked: 'checkout.declineDeclined',
  authentication_failed: 'checkout.declineAuthentication',
  incorrect_otp: 'checkout.declineAuthentication',
  invalid_otp: 'checkout.declineAuthentication',
  otp_expired: 'checkout.declineAuthentication',
  incorrect_pin: 'checkout.declineAuthentication',
  invalid_pin: 'checkout.declineAuthentication',
  incorrect_cvv: 'checkout.declineAuthentication',
  invalid_cvv: 'checkout.declineAuthentication',
  incorrect_card_details: 'checkout.declineAuthentication',
  card_expired: 'checkout.declineCardExpired',
  expired_card: 'checkout.declineCardExpired',
  card_not_enrolled: 'checkout.declineCardNotAccepted',
  card_not_supported: 'checkout.declineCardNotAccepted',
  invalid_card_number: 'checkout.declineCardNotAccepted',
  international_transaction_not_allowed: 'checkout.declineCardNotAccepted',
  payment_timed_out: 'checkout.declineTimedOut',
  payment_expired: 'checkout.declineTimedOut',
  request_timed_out: 'checkout.declineTimedOut',
  collect_request_expired: 'checkout.declineTimedOut',
  upi_request_expired: 'checkout.declineTimedOut',
  transaction_limit_exceeded: 'checkout.declineLimit',
  payment_limit_exceeded: 'checkout.declineLimit',
  amount_exceeds_limit: 'checkout.declineLimit',
  daily_limit_exceeded: 'checkout.declineLimit',
  invalid_vpa: 'checkout.declineInvalidVpa',
  vpa_invalid: 'checkout.declineInvalidVpa',
  authorisation_declined_by_psp: 'checkout.declineUpi',
  upi_declined: 'checkout.declineUpi',
  bank_technical_error: 'checkout.declineBankDown',
  gateway_technical_error: 'checkout.declineBankDown',
  server_error: 'checkout.declineBankDown',
  network_error: 'checkout.declineBankDown',
  bank_unavailable: 'checkout.declineBankDown',
}

/** What the shopper reads when a payment failed (never empty). */
export function declineText(decline: PaymentDecline | null | undefined): string {
  const description = decline?.description?.trim() ?? ''
  const english = currentLanguage() === 'en'
  // the sandbox's own code, when this client can word it
  const coded = decline?.descriptionCode
  if (coded && Object.hasOwn(i18n.messages, `refusals.${coded}`)) return refusalText(coded, {}, description)
  if (english && description) return description // spec §8: the provider's description
  const reason = decline?.reason?.trim().toLowerCase() ?? ''
  const known = Object.hasOwn(DECLINE_REASONS, reason) ? DECLINE_REASONS[reason] : undefined
  return translate(known ?? GENERIC)
}
