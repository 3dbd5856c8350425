// spec §8 Cart messages, written once and shared by the product page, the cart and the wishlist.
// Issue 18: these stay the spec's English (code compares and passes them); cartText() shows one in the
// shopper's language — call it where the message shows.
import { translate, type MessageKey } from '@/lib/i18n'

export const PRODUCT_ADDED_TO_CART = 'Product added to cart' // the product page
export const ADDED_TO_CART = 'Added to cart' // the wishlist page's quick add
export const ADD_TO_CART_FAILED = 'Failed to add to cart'
export const INVALID_PRODUCT_ID = 'Invalid product ID'

// The cart screen's toasts when a change fails.
export const COULD_NOT_INCREASE = 'Could not increase quantity'
export const COULD_NOT_DECREASE = 'Could not decrease quantity'
export const COULD_NOT_REMOVE = 'Could not remove item'

// Issue 15: a line holding more than its variant has left (CartLineOut.stockLeft).
export const REDUCE_QUANTITY = 'reduce the quantity'
export const REDUCE_LENGTH = 'reduce the length'
/** Why the cart's Checkout button is disabled while some line holds more than is left. */
export const CHECKOUT_NEEDS_LESS = 'Some items have less left than you asked for: reduce them to check out.'

const KEYS: Record<string, MessageKey> = {
  [PRODUCT_ADDED_TO_CART]: 'cart-messages.productAddedToCart',
  [ADDED_TO_CART]: 'cart-messages.addedToCart',
  [ADD_TO_CART_FAILED]: 'cart-messages.addToCartFailed',
  [INVALID_PRODUCT_ID]: 'cart-messages.invalidProductId',
  [COULD_NOT_INCREASE]: 'cart-messages.couldNotIncrease',
  [COULD_NOT_DECREASE]: 'cart-messages.couldNotDecrease',
  [COULD_NOT_REMOVE]: 'cart-messages.couldNotRemove',
  [REDUCE_QUANTITY]: 'cart-messages.reduceQuantity',
  [REDUCE_LENGTH]: 'cart-messages.reduceLength',
  [CHECKOUT_NEEDS_LESS]: 'cart-messages.checkoutNeedsLess',
}

/** One of the messages above in the current language (any other text, e.g. the shop's reason, as it is). */
export function cartText(message: string): string {
  const key = KEYS[message]
  return key ? translate(key) : message
}
