// Every text of spec §5 and §8 the admin screens show, written once (STYLE.md) and asserted by the tests.
export const messages = {
  allFieldsRequired: 'All fields are required',
  adding: 'Adding product...',
  added: 'Product added!',
  addFailed: 'Failed to add product',
  updating: 'Updating product...',
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product.',
  notFound: 'Product not found',
  fetchFailed: 'Failed to fetch product',
  categoriesFailed: 'Failed to load categories',
  categoryAdded: 'Category added',
  categoryFailed: 'Failed to add category',
  deleted: 'Deleted',
  imagesNotRemoved: 'Could not remove all images',
  // Field messages: the same words as the server's (khadi/catalog/errors.py).
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price must be greater than 0',
  priceNotANumber: 'Price must be a number of rupees',
  priceDecimals: 'Price can have at most 2 decimals',
  categoryRequired: 'Category is required',
  subCategoryRequired: 'Subcategory is required',
  tagsRequired: 'Add at least one tag',
  imagesRequired: 'Add at least one image',
  categoryNameRequired: 'Category name is required',
  waitForUploads: 'Please wait until the images finish uploading',
} as const

/** spec §5: the delete confirmation. */
export function deleteConfirmText(title: string): string {
  return `Delete "${title}"?`
}

/** '1 product', '3 products'. */
export function productCount(count: number): string {
  return `${count} product${count === 1 ? '' : 's'}`
}

// The Categories tab (issue 13). Refusals are the server's own words (khadi/catalog/errors.py), shown as sent.
export const categoryMessages = {
  loadFailed: 'Could not load the categories.',
  saveFailed: 'Could not save the category. Please try again.',
  saved: 'Category saved',
  nameRequired: 'Category name is required',
  empty: 'No products use it. It disappears from the shop at once.',
  soldByMetre: 'Sold by the metre: Fabrics cannot be deleted.',
  subcategoriesHint: 'Press Enter or type a comma to add one. A subcategory products use cannot be removed.',
  slugStays: (slug: string) => `Its link (/category/${slug}) stays the same.`,
  deleted: (label: string) => `${label} deleted`,
  inUse: (count: number, label: string) =>
    `${productCount(count)} ${count === 1 ? 'is' : 'are'} in ${label}. Choose a category to move ${count === 1 ? 'it' : 'them'} to first.`,
} as const

// The order page's returns (issue 16). Refusals (already decided, past the window) are the server's words.
export const returnMessages = {
  heading: 'Returns',
  accept: 'Accept',
  accepted: 'Return accepted; the shopper is asked to send the items back',
  decline: 'Decline…',
  declineReasonLabel: 'Why is it declined? (the shopper reads this)',
  declineReasonRequired: 'Say why the return is declined',
  declineReasonTooLong: 'At most 300 characters',
  declineSubmit: 'Decline the return',
  declined: 'Return declined; the shopper is told why',
  cancel: 'Cancel',
  restock: 'Put the items back in stock',
  received: (amount: string) => `Marked received; ${amount} is being refunded`,
  failed: 'Could not update the return',
  receive: (amount: string) => `Mark received and refund ${amount}`,
  receiveQuestion: (amount: string) => `Items received? Refund ${amount}`,
  receiveDetail: 'The payment provider pays it back to the shopper; banks usually show it within 7–10 business days.',
  viewsReturns: 'Orders with a return to decide or to receive, oldest first.',
} as const

/** What the shop reads of a return's state. */
export const RETURN_STATES = {
  requested: 'Requested — accept or decline',
  accepted: 'Accepted — waiting for the items',
  declined: 'Declined',
  received: 'Received and refunded',
} as const
