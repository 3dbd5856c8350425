// Issue 30: the dashboard's payment badge says FAILED only when a payment attempt really failed — an unpaid order
// is waiting for its payment, or its payment window was closed; a cash-on-delivery order says so — in en/kn/hi.
import { render, screen } from '@testing-library/react'

import type { Language } from '@/lib/i18n'
import { switchTo } from '@/testing/languages'

import { OrderStatusBadge } from './badges'

const CLOSED_AT = '2026-11-27T10:00:00Z'
const CASES: { status: string; dismissedAt?: string | null; shown: string }[] = [
  { status: 'paid', shown: 'SUCCESS' },
  { status: 'failed', shown: 'FAILED' },
  { status: 'created', shown: 'WAITING' },
  { status: 'created', dismissedAt: CLOSED_AT, shown: 'CLOSED' },
  { status: 'cod', shown: 'COD' },
]
const WORDS: Record<Language, string[]> = {
  en: ['SUCCESS', 'FAILED', 'Waiting for payment', 'Payment window closed', 'Cash on delivery'],
  kn: ['ಯಶಸ್ವಿ', 'ವಿಫಲ', 'ಪಾವತಿಗಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ', 'ಪಾವತಿ ವಿಂಡೋ ಮುಚ್ಚಲಾಗಿದೆ', 'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ'],
  hi: ['सफल', 'विफल', 'भुगतान की प्रतीक्षा', 'भुगतान विंडो बंद की गई', 'कैश ऑन डिलीवरी'],
}

describe.each(['en', 'kn', 'hi'] as const)('the order status badge in %s (issue 30)', (language) => {
  afterAll(async () => switchTo('en', { admin: true }))

  it('says FAILED only for a failed payment, and tells waiting, closed and cash on delivery apart', async () => {
    await switchTo(language, { admin: true })
    render(
      <ul>
        {CASES.map((c, index) => (
          <li key={index}>
            <OrderStatusBadge status={c.status} dismissedAt={c.dismissedAt ?? null} />
          </li>
        ))}
      </ul>,
    )
    const badges = screen.getAllByRole('listitem').map((item) => item.firstElementChild as HTMLElement)
    expect(badges.map((badge) => badge.dataset.status)).toEqual(CASES.map((c) => c.shown))
    expect(badges.map((badge) => badge.textContent)).toEqual(WORDS[language])
    expect(badges[1]).toHaveClass('text-red-800')
    for (const badge of [badges[2], badges[3], badges[4]]) expect(badge).not.toHaveClass('text-red-800')
  })
})
