// Issue 30: the owner's side of cash on delivery — a placed COD order offers the WhatsApp message in the
// shopper's language and Confirm / Cancel; once confirmed it packs and ships like any order and comes back
// either delivered (cash collected) or returned undelivered. The settings tab saves the limits and puts a
// coded refusal on its field.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { fill } from '@/testing/fill'
import { mockApi, type ApiCall } from '@/testing/mock-api'
import { makeAdminOrderDetail } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

type AdminOrderDetail = components['schemas']['AdminOrderDetail']

const PATH = '/api/v1/admin/orders/o_paid'
const WA = 'https://wa.me/919876543210?text=%E0%B2%A8%E0%B2%AE%E0%B2%B8%E0%B3%8D%E0%B2%95%E0%B2%BE%E0%B2%B0'
const cod = (overrides: Partial<AdminOrderDetail> = {}) =>
  makeAdminOrderDetail({
    status: 'cod', paymentMethod: 'cod', codState: 'placed', codFee: 4000, provider: 'cod', paidAt: null,
    paymentInfo: { amount: 245000, paymentId: null }, refundable: 0, ...overrides,
  })

describe('a cash-on-delivery order on the dashboard (issue 30)', () => {
  it('asks on WhatsApp, confirms, then moves like any order until the cash is collected', async () => {
    let current = cod()
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`GET ${PATH}/cod/whatsapp`]: Response.json({ url: WA, language: 'kn' }),
      [`POST ${PATH}/cod`]: () => {
        current = cod({ codState: 'confirmed' })
        return Response.json(current)
      },
      [`POST ${PATH}/fulfilment`]: ({ body }: ApiCall) => {
        const to = (body as { to: 'packed' | 'delivered' }).to
        current = cod({ fulfilment: to, codState: to === 'delivered' ? 'collected' : 'confirmed' })
        return Response.json(current)
      },
    })
    renderApp({ path: '/dashboard/orders/o_paid', user: admin })
    const section = within(await screen.findByRole('region', { name: 'Cash on delivery' }, { timeout: 30_000 }))
    expect(section.getByTestId('cod-state')).toHaveTextContent('Placed — ask the shopper to confirm')
    expect(section.getByText('To collect on delivery: ₹2,450.00')).toBeInTheDocument()
    expect(await section.findByRole('link', { name: 'Ask on WhatsApp' })).toHaveAttribute('href', WA)
    expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull() // not before it is confirmed
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash on delivery')

    await userEvent.click(section.getByRole('button', { name: 'Confirm order' }))
    expect(await screen.findByText('Order confirmed')).toBeInTheDocument()
    expect(api.callsTo('POST', `${PATH}/cod`)[0]?.body).toEqual({ to: 'confirmed' })
    await userEvent.click(await screen.findByRole('button', { name: 'Mark packed' }))
    expect(await screen.findByText('Marked packed')).toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument() // still before shipping
  })

  it('offers "Returned undelivered" for a shipped order and "Mark delivered" collects the cash', async () => {
    let current = cod({ codState: 'confirmed', fulfilment: 'shipped' })
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json(current),
      [`POST ${PATH}/fulfilment`]: () => {
        current = cod({ codState: 'collected', fulfilment: 'delivered' })
        return Response.json(current)
      },
    })
    renderApp({ path: '/dashboard/orders/o_paid', user: admin })
    const section = within(await screen.findByRole('region', { name: 'Cash on delivery' }, { timeout: 30_000 }))
    expect(section.getByRole('button', { name: 'Returned undelivered' })).toBeInTheDocument()
    expect(section.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }))
    expect(await section.findByText('Collected in cash: ₹2,450.00')).toBeInTheDocument()
    expect(section.getByTestId('cod-state')).toHaveTextContent('Delivered — cash collected')
    expect(api.callsTo('POST', `${PATH}/fulfilment`)[0]?.body).toEqual({ to: 'delivered' })
  })
})

describe('the cash-on-delivery settings tab (issue 30)', () => {
  const settings = { version: 1, enabled: false, maxOrder: 500000, fee: 4000, excludedPincodes: [], excludedZones: [], maxOpenOrders: 2 }
  const zones = { zones: [{ code: 'karnataka', name: 'Within Karnataka' }, { code: 'remote', name: 'North-East, J&K, Ladakh and the islands' }] }

  it('saves the limits in paise and shows a refusal on its field', async () => {
    let attempt = 0
    const api = mockApi({
      'GET /api/v1/admin/cod': Response.json(settings),
      'GET /api/v1/admin/delivery': Response.json(zones),
      'PUT /api/v1/admin/cod': ({ body }: ApiCall) => {
        attempt += 1
        if (attempt === 1) {
          return Response.json(
            {
              error: 'invalid_cod_settings', message: 'Pincodes without COD must be 6 digits each, at most 500',
              fields: { excludedPincodes: 'Pincodes without COD must be 6 digits each, at most 500' },
              reason: 'cod.pincode_list', params: {},
              fieldReasons: { excludedPincodes: { reason: 'cod.pincode_list', params: {} } },
            },
            { status: 422 },
          )
        }
        return Response.json({ ...(body as object), version: 2 })
      },
    })
    renderApp({ path: '/dashboard?tab=cod', user: admin })
    const form = within(await screen.findByRole('form', { name: 'Cash on delivery' }, { timeout: 30_000 }))
    await userEvent.click(form.getByRole('checkbox', { name: 'Offer cash on delivery' }))
    await userEvent.clear(form.getByLabelText('COD fee (₹)'))
    await fill(form.getByLabelText('COD fee (₹)'), '25.50')
    await userEvent.type(form.getByLabelText('Pincodes without COD'), '56001')
    await userEvent.click(form.getByRole('checkbox', { name: 'North-East, J&K, Ladakh and the islands' }))
    await userEvent.click(form.getByRole('button', { name: 'Save COD settings' }))
    expect((await form.findAllByText('Pincodes without COD must be 6 digits each, at most 500')).length).toBeGreaterThan(0)

    await userEvent.clear(form.getByLabelText('Pincodes without COD'))
    await fill(form.getByLabelText('Pincodes without COD'), '560001, 795001')
    await userEvent.click(form.getByRole('button', { name: 'Save COD settings' }))
    expect(await screen.findByText('Cash-on-delivery settings saved')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/v1/admin/cod')[1]?.body).toEqual({
      version: 1, enabled: true, maxOrder: 500000, fee: 2550, excludedPincodes: ['560001', '795001'],
      excludedZones: ['remote'], maxOpenOrders: 2,
    })
  })
})
