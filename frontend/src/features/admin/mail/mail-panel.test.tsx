import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

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
  text: 'Thank you, Meera Rao.\nTotal paid: ₹3,998.00',
  ...fields,
})

describe('Mail tab (issue 14)', () => {
  it('lists sent, queued and failed messages with the error kept for the failed one', async () => {
    mockApi({
      'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }),
      'GET /api/v1/admin/mail?page=1&pageSize=20': Response.json({
        items: [
          item({}),
          item({ id: 'm2', to: 'shop-alerts', subject: 'New order o_1: ₹3,998.00', status: 'failed', attempts: 12, lastError: '550 Mailbox unavailable' }),
        ],
        total: 2,
        page: 1,
        pageSize: 20,
        transport: 'files',
      }),
    })
    renderApp({ path: '/dashboard?tab=mail', user: admin })
    const mail = within(await screen.findByRole('region', { name: 'Mail' }))
    expect(mail.getByText(/written as \.eml files under var\/mail\//)).toBeInTheDocument()
    const [sent, failed] = mail.getAllByRole('listitem')
    expect(sent).toHaveTextContent('Sent')
    expect(failed).toHaveTextContent("To the shop's alert address")
    expect(failed).toHaveTextContent('Gave up: 550 Mailbox unavailable')
    await userEvent.click(within(sent as HTMLElement).getByText('Show the message'))
    expect(within(sent as HTMLElement).getByText(/Total paid: ₹3,998.00/)).toBeVisible()
  })
})
