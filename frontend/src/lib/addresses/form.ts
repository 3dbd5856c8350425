// spec §5 checkout rules (and the address book's, issue 30), identical to the server's (khadi/checkout/service.py clean_address): trimmed
// values, the same checks, the same texts. The messages are keys, in the shopper's language once checked.
import { z } from 'zod'

import { translate, type MessageKey } from '@/lib/i18n'

import { fieldMessages as m, serverMessageKeys } from './messages'

const PINCODE = /^[0-9]{6}$/ // exactly 6 digits
const MOBILE = /^\+?[0-9]{10,12}$/ // an optional plus, then 10–12 digits

export const checkoutSchema = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(100, m.nameTooLong),
  house: z.string().trim().max(200, m.houseTooLong),
  address: z.string().trim().min(1, m.addressRequired).max(500, m.addressTooLong),
  locality: z.string().trim().max(100, m.localityTooLong),
  city: z.string().trim().max(100, m.cityTooLong),
  pincode: z.string().trim().regex(PINCODE, m.pincodeInvalid),
  // issue 28: spaces and dashes are how people write a number; the server drops them too
  mobile: z.string().transform((mobile) => mobile.replace(/[\s-]+/g, '')).pipe(z.string().regex(MOBILE, m.mobileInvalid)),
})

export type CheckoutForm = z.input<typeof checkoutSchema>
export type CheckoutAddress = z.output<typeof checkoutSchema>
export type CheckoutField = keyof CheckoutForm
export const checkoutFields: readonly CheckoutField[] = ['name', 'house', 'address', 'locality', 'pincode', 'city', 'mobile']

export type FieldErrors = Partial<Record<CheckoutField, string>>

export type Validation = { ok: true; address: CheckoutAddress } | { ok: false; errors: FieldErrors }

/** The form's first message per field (in the current language; `message: key => key` keeps the keys, for
 *  a form that translates as it renders), or the trimmed address ready to send. */
export function validateCheckout(form: CheckoutForm, message: (key: MessageKey) => string = translate): Validation {
  const result = checkoutSchema.safeParse(form)
  if (result.success) return { ok: true, address: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = checkoutFields.find((name) => name === issue.path[0])
    if (field !== undefined && errors[field] === undefined) errors[field] = message(issue.message as MessageKey)
  }
  return { ok: false, errors }
}

/** The server's field messages (a 422's `fields`) that belong to the form, as catalogue keys where the
 *  server's text is one of ours (so they show in the shopper's language). An unknown pincode comes with
 *  its own code. */
export function formErrorsFrom(fields: Record<string, string>, code = ''): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of checkoutFields) {
    const message = fields[field]
    if (message !== undefined) errors[field] = serverMessageKeys[message] ?? message
  }
  if (code === 'unknown_pincode') errors.pincode = m.pincodeUnknown
  return errors
}
