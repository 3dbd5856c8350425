// spec §5 checkout rules and §8 checkout messages, exactly (the server sends the same field texts).
export const fieldMessages = {
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
  pincodeInvalid: 'Pincode must be 6 digits',
  mobileInvalid: 'Mobile must be 10–12 digits',
  // ours: the server's limits
  nameTooLong: 'Name must be at most 100 characters',
  addressTooLong: 'Address must be at most 500 characters',
} as const

export const PAYMENT_SUCCESSFUL = 'Payment successful!'
export const PAYMENT_FAILED = 'Payment failed. Please try again.'
export const CONFIRMATION_TIMED_OUT = 'Payment success, but confirmation timed out. Please check your orders.'
export const ERROR_VERIFYING_PAYMENT = 'Error verifying payment.'
export const COULD_NOT_START_PAYMENT = 'Could not start payment'

/** spec §7: checkout.js is opened with this description. */
export const ORDER_DESCRIPTION = 'Order Payment'
