// Issue 16 returns: every text the shopper's return form and the popup's returns show, written once and
// asserted by the tests. Refusals (a file that is not an image, too big, past the 10 days) are the
// server's own words, shown as sent.
import { formatInr } from '@/lib/money'

import type { OrderReturn, ReturnReason } from './api/return-types'

export const MAX_RETURN_PHOTOS = 3

export const returnMessages = {
  action: 'Return items',
  formTitle: 'Return items',
  linesLegend: 'What are you returning?',
  reasonLegend: 'Why?',
  noteLabel: 'What is wrong with it?',
  noteHint: 'A few words help us sort it out quickly.',
  photosLabel: `Photos (up to ${MAX_RETURN_PHOTOS})`,
  photosHint: 'A photo of the fault or the damage. JPEG, PNG or WebP.',
  addPhotos: 'Add photos',
  submit: 'Request the return',
  sending: 'Sending…',
  cancel: 'Back to the order',
  chooseLine: 'Choose at least one item to return',
  chooseReason: 'Choose Defective or Damaged',
  tooManyPhotos: `You can add up to ${MAX_RETURN_PHOTOS} photos`,
  waitForPhotos: 'Please wait until the photos finish uploading',
  removeFailedPhotos: 'Remove the photos that could not be uploaded',
  uploading: 'Uploading…',
  uploadFailed: 'Upload failed. Please try again.',
  requested: 'Return requested. We will reply by e-mail.',
  failed: 'Could not request the return. Please try again.',
  returnsHeading: 'Returns',
  wholeLength: 'Fabric is returned as the whole length',
} as const

export const REASON_HINTS: Record<ReturnReason, string> = {
  Defective: 'A flaw in the weave, the stitching or the dye',
  Damaged: 'Torn, stained or wet when it arrived',
}

/** 'Return items until 15 Mar 2025' — the 10 days after delivery. */
export function returnableUntilText(date: string): string {
  return `Returns possible until ${new Date(date).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}`
}

/** What the shopper reads of a return's state. */
export function returnStatusText(item: Pick<OrderReturn, 'status' | 'declineReason' | 'amount' | 'refund'>): string {
  switch (item.status) {
    case 'requested':
      return 'Return requested'
    case 'accepted':
      return 'Return accepted — please send the items back'
    case 'declined':
      return `Return declined: ${item.declineReason}`
    case 'received':
      return `Returned — refund ${formatInr(item.refund?.amount ?? item.amount)}`
  }
}

export function photoAlt(index: number, total: number): string {
  return `Photo ${index + 1} of ${total}`
}
