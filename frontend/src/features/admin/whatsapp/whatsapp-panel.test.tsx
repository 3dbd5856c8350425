// Issue 32: WhatsApp order updates on the Mail tab — the settings keep the token to themselves ('set' /
// 'not set', a blank field keeps it, a tick removes it, the server's refusal lands on its field), the updates
// are listed with their state and tries; and the order page offers the wa.me message while WhatsApp is off.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'

import { switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'

import { OrderWhatsApp } from './order-whatsapp'
import { WhatsAppPanel } from './whatsapp-panel'

const templates = { confirmation: 'order_confirmation', shipped: 'order_shipped', delivered: 'order_delivered' }
const update = (fields: Record<string, unknown>) => ({
  id: 'w1',
  kind: 'shipped',
  orderId: 'o_1',
  to: '919876543210',
  language: 'kn',
  status: 'sent',
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-25T10:00:00Z',
  sentAt: '2026-11-25T10:00:05Z',
  nextAttemptAt: '2026-11-25T10:00:00Z',
  ...fields,
})

function renderWith(children: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>)
}

describe('WhatsApp order updates on the dashboard (issue 32)', () => {
  it('saves the settings without ever showing the token, and lists the updates with their state', async () => {
    let saved = { phoneNumberId: '', templates, accessToken: 'not set', configured: false }
    const api = mockApi({
      'GET /api/v1/admin/whatsapp/settings': () => Response.json(saved),
      'PUT /api/v1/admin/whatsapp/settings': (call) => {
        const body = call.body as { phoneNumberId: string; accessToken: string | null }
        if (body.phoneNumberId === '12ab') {
          const message = 'The phone number ID is the digits Meta shows for the number'
          return Response.json(
            { error: 'invalid_whatsapp_settings', message, fields: { phoneNumberId: message }, fieldReasons: { phoneNumberId: { reason: 'whatsapp.phone_number_id', params: {} } } },
            { status: 422 },
          )
        }
        const token = body.accessToken === null ? saved.accessToken : body.accessToken === '' ? 'not set' : 'set'
        saved = { phoneNumberId: body.phoneNumberId, templates, accessToken: token, configured: token === 'set' }
        return Response.json(saved)
      },
      'GET /api/v1/admin/whatsapp?page=1&pageSize=20': Response.json({
        items: [
          update({}),
          update({ id: 'w2', kind: 'confirmation', status: 'queued', attempts: 2, sentAt: null, lastError: 'HTTP 400 code 131056: pair rate limit hit' }),
          update({ id: 'w3', kind: 'delivered', status: 'failed', attempts: 1, sentAt: null, lastError: 'HTTP 401 code 190: Error validating access token' }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
        configured: false,
      }),
    })
    renderWith(<WhatsAppPanel />)
    const panel = within(await screen.findByRole('region', { name: 'WhatsApp order updates' }))
    expect(await panel.findByText('No token is set.')).toBeInTheDocument()
    expect(panel.getByTestId('whatsapp-configured')).toHaveTextContent('WhatsApp updates are off')

    await userEvent.type(panel.getByLabelText('Phone number ID'), '12ab')
    await userEvent.type(panel.getByLabelText('Access token'), 'EAAG-secret')
    await userEvent.click(panel.getByRole('button', { name: 'Save WhatsApp settings' }))
    expect(await panel.findByText('The phone number ID is the digits Meta shows for the number')).toBeInTheDocument()

    await userEvent.clear(panel.getByLabelText('Phone number ID'))
    await userEvent.type(panel.getByLabelText('Phone number ID'), '106540352242922')
    await userEvent.click(panel.getByRole('button', { name: 'Save WhatsApp settings' }))
    expect(await panel.findByText('A token is set. It is never shown; type a new one to replace it.')).toBeInTheDocument()
    expect(panel.getByLabelText('Access token')).toHaveValue('')
    expect(api.callsTo('PUT', '/api/v1/admin/whatsapp/settings')[1]?.body).toMatchObject({ phoneNumberId: '106540352242922', accessToken: 'EAAG-secret' })
    expect(document.body.textContent).not.toContain('EAAG-secret')

    // saved again with the field blank: the token is kept (null); ticked: removed ('')
    await userEvent.click(panel.getByRole('button', { name: 'Save WhatsApp settings' }))
    await userEvent.click(await panel.findByRole('checkbox', { name: 'Remove the saved token' }))
    await userEvent.click(panel.getByRole('button', { name: 'Save WhatsApp settings' }))
    expect(await panel.findByText('No token is set.')).toBeInTheDocument()
    const saves = api.callsTo('PUT', '/api/v1/admin/whatsapp/settings')
    expect(saves.map((call) => (call.body as { accessToken: unknown }).accessToken)).toEqual(['EAAG-secret', 'EAAG-secret', null, ''])

    const [shipped, confirmation, delivered] = await panel.findAllByTestId('whatsapp-update')
    expect(shipped).toHaveTextContent('Shipped · order o_1')
    expect(shipped).toHaveTextContent('+919876543210 · ಕನ್ನಡ')
    expect(within(shipped as HTMLElement).getByTestId('whatsapp-status')).toHaveTextContent('Sent')
    expect(confirmation).toHaveTextContent('Queued')
    expect(confirmation).toHaveTextContent('2 attempts')
    expect(confirmation).toHaveTextContent(/Will try again .*: HTTP 400 code 131056: pair rate limit hit/)
    expect(delivered).toHaveTextContent('Failed')
    expect(delivered).toHaveTextContent('Gave up: HTTP 401 code 190: Error validating access token')
  })

  it("offers the wa.me message in the order page while WhatsApp is off, worded in Hindi for a Hindi owner", async () => {
    const url = 'https://wa.me/919876543210?text=%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87'
    mockApi({
      'GET /api/v1/admin/orders/o_1/whatsapp': Response.json({ configured: false, optedIn: true, language: 'kn', link: { url, kind: 'shipped' }, messages: [] }),
    })
    await switchTo('hi', { admin: true })
    renderWith(<OrderWhatsApp orderId="o_1" fulfilment="shipped" />)
    const link = await screen.findByRole('link', { name: 'WhatsApp पर भेजें: रवाना हुआ' })
    expect(link).toHaveAttribute('href', url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.getByText('ग्राहक ने ಕನ್ನಡ में WhatsApp अपडेट माँगे हैं।')).toBeInTheDocument()
  })
})
