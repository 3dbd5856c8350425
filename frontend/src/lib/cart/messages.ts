// spec §8 Cart messages, written once and shared by the product page, the cart and the wishlist.
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
