// Issue 16 returns: every text the shopper's return form and the popup's returns show, as keys of
// returns.json (issue 18), asserted by the tests in English. Refusals (a file that is not an image, too big,
// past the 10 days) are the server's own words, shown as sent.
import { currentIntlLocale, translate, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import type { OrderReturn, ReturnReason } from './api/return-types'

export const MAX_RETURN_PHOTOS = 3

export const returnMessages = {
  action: 'returns.action',
  formTitle: 'returns.formTitle',
  linesLegend: 'returns.linesLegend',
  reasonLegend: 'returns.reasonLegend',
  noteLabel: 'returns.noteLabel',
  noteHint: 'returns.noteHint',
  photosHint: 'returns.photosHint',
  addPhotos: 'returns.addPhotos',
  submit: 'returns.submit',
  sending: 'returns.sending',
  cancel: 'returns.cancel',
  chooseLine: 'returns.chooseLine',
  chooseReason: 'returns.chooseReason',
  waitForPhotos: 'returns.waitForPhotos',
  removeFailedPhotos: 'returns.removeFailedPhotos',
  uploading: 'returns.uploading',
  uploaded: 'returns.uploaded',
  uploadFailed: 'returns.uploadFailed',
  requested: 'returns.requested',
  failed: 'returns.failed',
  returnsHeading: 'returns.returnsHeading',
  wholeLength: 'returns.wholeLength',
} as const satisfies Record<string, MessageKey>

/** The reasons are sent as these values; only what the shopper reads is translated. */
export const REASON_LABELS: Record<ReturnReason, MessageKey> = {
  Defective: 'returns.reasonDefective',
  Damaged: 'returns.reasonDamaged',
}

export const REASON_HINTS: Record<ReturnReason, MessageKey> = {
  Defective: 'returns.hintDefective',
  Damaged: 'returns.hintDamaged',
}

/** 'Defective or damaged? Returns possible until 15 Mar 2025.' — the 10 days after delivery. */
export function returnableUntilText(date: string): string {
  const until = new Date(date).toLocaleDateString(currentIntlLocale(), { day: 'numeric', month: 'short', year: 'numeric' })
  return translate('returns.open', { date: until })
}

/** What the shopper reads of a return's state. */
export function returnStatusText(item: Pick<OrderReturn, 'status' | 'declineReason' | 'amount' | 'refund'>): string {
  switch (item.status) {
    case 'requested':
      return translate('returns.statusRequested')
    case 'accepted':
      return translate('returns.statusAccepted')
    case 'declined':
      return translate('returns.statusDeclined', { reason: item.declineReason })
    case 'received': {
      const amount = formatInr(item.refund?.amount ?? item.amount)
      // issue 30: a cash-on-delivery order's refund the shop sends by UPI or bank transfer itself
      if (item.refund?.byOwner) {
        return item.refund.status === 'processed'
          ? translate('returns.statusRefundSent', { amount, method: translate(item.refund.sentByMethod === 'bank' ? 'returns.byBank' : 'returns.byUpi') })
          : translate('returns.statusRefundOwed', { amount })
      }
      return translate('returns.statusReceived', { amount })
    }
  }
}

export function photoAlt(index: number, total: number): string {
  return translate('returns.photoAlt', { index: index + 1, total })
}
