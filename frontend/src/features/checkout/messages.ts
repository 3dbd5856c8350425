// spec §5 checkout rules and §8 checkout messages, exactly (the server sends the same field texts): message
// keys of checkout.json, translated when they show (issue 18).
import type { MessageKey } from '@/lib/i18n'

export const fieldMessages = {
  nameRequired: 'checkout.nameRequired',
  addressRequired: 'checkout.addressRequired',
  pincodeInvalid: 'checkout.pincodeInvalid',
  mobileInvalid: 'checkout.mobileInvalid',
  // ours: the server's limits
  nameTooLong: 'checkout.nameTooLong',
  addressTooLong: 'checkout.addressTooLong',
  houseTooLong: 'checkout.houseTooLong',
  localityTooLong: 'checkout.localityTooLong',
  cityTooLong: 'checkout.cityTooLong',
  pincodeUnknown: 'checkout.pincodeUnknown', // issue 30: the server's code 'unknown_pincode'
} as const satisfies Record<string, MessageKey>

/** The server's field texts (backend khadi/addresses/errors.py; English = the catalogue's) → their keys. */
export const serverMessageKeys: Record<string, MessageKey> = {
  'Name is required': fieldMessages.nameRequired,
  'Address is required': fieldMessages.addressRequired,
  'Pincode must be 6 digits': fieldMessages.pincodeInvalid,
  'Mobile must be 10–12 digits': fieldMessages.mobileInvalid,
  'Name must be at most 100 characters': fieldMessages.nameTooLong,
  'Address must be at most 500 characters': fieldMessages.addressTooLong,
  'House and building must be at most 200 characters': fieldMessages.houseTooLong,
  'Locality must be at most 100 characters': fieldMessages.localityTooLong,
  'City must be at most 100 characters': fieldMessages.cityTooLong,
  'We could not find this pincode. Please check it.': fieldMessages.pincodeUnknown,
}

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
