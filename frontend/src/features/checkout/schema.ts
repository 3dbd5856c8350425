// The address form's rules live with the address book's (lib/addresses/form.ts); checkout uses them as they are.
export * from '@/lib/addresses/form'

/** What the shopper chose beside the address: keep it in the book, and (issue 32) hear of the order on
 *  WhatsApp at the mobile number, in the language they shop in. */
export type CheckoutChoices = { saveAddress?: boolean; whatsappUpdates?: boolean; language?: 'en' | 'kn' | 'hi' }
