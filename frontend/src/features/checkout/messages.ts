// spec §5 checkout rules and §8 checkout messages, exactly (the server sends the same field texts): message
// keys of checkout.json, translated when they show (issue 18).
import type { MessageKey } from '@/lib/i18n'

export { fieldMessages, serverMessageKeys } from '@/lib/addresses/messages'

export const PAYMENT_SUCCESSFUL: MessageKey = 'checkout.paymentSuccessful'
export const PAYMENT_FAILED: MessageKey = 'checkout.paymentFailed'
export const CONFIRMATION_TIMED_OUT: MessageKey = 'checkout.confirmationTimedOut'
export const ERROR_VERIFYING_PAYMENT: MessageKey = 'checkout.errorVerifyingPayment'
export const COULD_NOT_START_PAYMENT: MessageKey = 'checkout.couldNotStartPayment'

/** spec §7: checkout.js is opened with this description. */
export const ORDER_DESCRIPTION: MessageKey = 'checkout.orderDescription'

/** Issue 30: Razorpay Checkout's first block, and what a shopper whose UPI approval is still on its way reads. */
export const UPI_BLOCK: MessageKey = 'checkout.upiBlock'
export const UPI_STILL_WAITING: MessageKey = 'checkout.upiStillWaiting'
