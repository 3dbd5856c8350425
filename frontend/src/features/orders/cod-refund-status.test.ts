// Issue 30: the shopper's return of a cash-on-delivery order says how her refund comes: the shop sends it by UPI
// or bank transfer (owed), then that it was sent — in her language.
import { act } from '@testing-library/react'

import { setLanguage } from '@/lib/i18n'

import { returnStatusText } from './messages'

const refund = {
  id: 'rf_1', amount: 89_900, status: 'requested' as const, reason: '', failure: '', createdAt: '2026-11-20T10:00:00Z',
  byOwner: true, sentByMethod: null, sentReference: null, sentAt: null,
}

it("words a COD return's refund as owed, then sent by UPI or bank transfer", async () => {
  const received = { status: 'received' as const, declineReason: '', amount: 89_900 }
  expect(returnStatusText({ ...received, refund })).toBe('Returned — the shop will send your refund of ₹899.00 by UPI or bank transfer')
  const sent = { ...refund, status: 'processed' as const, sentByMethod: 'bank' as const, sentReference: 'UTR1', sentAt: '2026-11-21T10:00:00Z' }
  expect(returnStatusText({ ...received, refund: sent })).toBe('Returned — refund of ₹899.00 sent by bank transfer')
  expect(returnStatusText({ ...received, refund: { ...refund, byOwner: false, status: 'processed' as const } })).toBe('Returned — refund ₹899.00')
  await act(() => setLanguage('kn'))
  expect(returnStatusText({ ...received, refund })).toBe('ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ — ಅಂಗಡಿಯು ನಿಮ್ಮ ₹899.00 ಮರುಪಾವತಿಯನ್ನು UPI ಅಥವಾ ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆಯ ಮೂಲಕ ಕಳುಹಿಸುತ್ತದೆ')
  await act(() => setLanguage('en'))
})
