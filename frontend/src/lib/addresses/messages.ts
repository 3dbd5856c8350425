// spec §5 checkout rules, exactly (the server sends the same field texts), and ours for the fields issue 30
// adds: message keys of checkout.json, translated when they show (issue 18). Checkout and the address book.
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
