// Issue 18: the Mail tab in Kannada: statuses, recipients, retries and paging from the catalogues; the
// messages themselves (subject, text, the server's error) as they were sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'

import { ensureBundle, setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'

import { MailPanel } from './mail-panel'

const item = (fields: Record<string, unknown>) => ({
  id: 'm1',
  kind: 'order_confirmation',
  to: 'meera@example.in',
  subject: 'Order o_1 confirmed — Gadag Khadi Sangha',
  status: 'sent',
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-25T10:00:00Z',
  sentAt: '2026-11-25T10:00:05Z',
  nextAttemptAt: '2026-11-25T10:00:00Z',
  text: 'Thank you, Meera Rao.',
  ...fields,
})

describe('the Mail tab in Kannada (issue 18)', () => {
  it('shows statuses, the alert address, attempts and paging in Kannada', async () => {
    mockApi({
      'GET /api/v1/admin/mail?page=1&pageSize=20': Response.json({
        items: [
          item({}),
          item({ id: 'm2', to: 'shop-alerts', subject: 'New order o_1', status: 'failed', attempts: 12, lastError: '550 Mailbox unavailable' }),
          item({ id: 'm3', status: 'queued', attempts: 2, sentAt: null, lastError: '421 Try later' }),
        ],
        total: 45,
        page: 1,
        pageSize: 20,
        transport: 'files',
      }),
    })
    await act(async () => {
      await ensureBundle('admin')
      await setLanguage('kn')
    })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MailPanel />
      </QueryClientProvider>,
    )
    const mail = within(await screen.findByRole('region', { name: 'ಮೇಲ್' }))
    expect(mail.getByText(/var\/mail\/ ಅಡಿಯಲ್ಲಿ \.eml ಫೈಲ್‌ಗಳಾಗಿ/)).toBeInTheDocument()
    const [sent, failed, queued] = within(mail.getByRole('list')).getAllByRole('listitem')
    expect(sent).toHaveTextContent('ಕಳುಹಿಸಲಾಗಿದೆ')
    expect(sent).toHaveTextContent('ಸ್ವೀಕರಿಸುವವರು: meera@example.in')
    expect(failed).toHaveTextContent('ಸ್ವೀಕರಿಸುವವರು: ಅಂಗಡಿಯ ಎಚ್ಚರಿಕೆ ವಿಳಾಸ')
    expect(failed).toHaveTextContent('12 ಪ್ರಯತ್ನಗಳು')
    expect(failed).toHaveTextContent('ಕೈಬಿಡಲಾಗಿದೆ: 550 Mailbox unavailable')
    expect(queued).toHaveTextContent('ಸರತಿಯಲ್ಲಿದೆ')
    expect(queued).toHaveTextContent('ರಂದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲಾಗುವುದು: 421 Try later')
    expect(within(sent as HTMLElement).getByText('ಸಂದೇಶ ತೋರಿಸಿ')).toBeInTheDocument()
    const pages = within(screen.getByRole('navigation', { name: 'ಮೇಲ್ ಪುಟಗಳು' }))
    expect(pages.getByText('3 ರಲ್ಲಿ ಪುಟ 1')).toBeInTheDocument()
    expect(pages.getByRole('button', { name: 'ಹಳೆಯವು' })).toBeEnabled()
    const text = document.body.textContent
    for (const english of ['Sent', 'Queued', 'Failed', 'To ', "the shop's alert address", 'attempts', 'Gave up', 'Will try again', 'Show the message', 'Page 1 of 3', 'Newer', 'Older', 'No mail server']) {
      expect(text).not.toContain(english)
    }
  })
})
