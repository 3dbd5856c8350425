// Issue 30: the dashboard's Delivery tab — zones, slabs, weights and the free-delivery threshold as the
// server keeps them (paise, grams) shown in rupees and kilograms; a save sends the version it was loaded
// with; a stale save is refused with the server's words and a Reload; a refusal shows under its field, in
// the owner's language.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { switchTo } from '@/testing/languages'
import { mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

const zone = (code: string, name: string, states: string[], fees: number[], rest = false) => ({
  code, name, states, rest, fees, perKgAbove: 3000, daysMin: 2, daysMax: 3,
})
const charges = {
  version: 3,
  enabled: true,
  freeAbove: 150000,
  slabs: [500, 1000],
  zones: [zone('karnataka', 'Within Karnataka', ['29'], [6000, 8000]), zone('india', 'Rest of India', [], [10000, 13000], true)],
  weights: { categories: { shirts: 300, fabrics: 150 }, products: { p_honey: { '500 gm': 750 } }, default: 500 },
}
const states = [{ code: '29', name: 'Karnataka' }, { code: '30', name: 'Goa' }, { code: '33', name: 'Tamil Nadu' }]
const STALE = {
  error: 'edit_conflict',
  message: 'Someone else saved the delivery charges after you opened them. Reload to see their changes, then make yours again.',
  fields: {},
  reason: 'delivery.settings_changed',
  params: {},
}
const daysRefused = (field: string) => ({
  error: 'invalid_delivery_charges',
  message: 'Delivery days must be 1 to 60, the first no more than the second',
  fields: { [field]: 'Delivery days must be 1 to 60, the first no more than the second' },
  fieldReasons: { [field]: { reason: 'delivery.zone_days', params: {} } },
})

function api(put: (call: ApiCall) => Response, read: () => unknown = () => charges) {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }),
    'GET /api/v1/shop/states': Response.json(states),
    'GET /api/v1/admin/categories': Response.json([
      { name: 'shirts', label: 'Shirts', subcategories: [], products: 3 },
      { name: 'fabrics', label: 'Fabrics', subcategories: [], products: 2 },
    ]),
    'GET /api/v1/admin/delivery': () => Response.json(read()),
    'PUT /api/v1/admin/delivery': put,
  })
}

async function openTab() {
  renderApp({ path: '/dashboard?tab=delivery', user: admin })
  return within(await screen.findByRole('form', { name: 'Delivery charges' }, { timeout: 30_000 }))
}

describe('the Delivery tab (issue 30)', () => {
  it("shows the owner's charges in rupees and kilograms, and saves an edited fee with the version", async () => {
    const calls = api((call) => Response.json({ ...(call.body as object), version: 4 }))
    const form = await openTab()
    expect(form.getByRole('checkbox', { name: 'Charge for delivery' })).toBeChecked()
    expect(form.getByLabelText('Free delivery from (₹)')).toHaveValue('1500')
    expect(form.getByLabelText('Slab 1: up to (kg)')).toHaveValue('0.5')
    const karnataka = within(form.getByRole('group', { name: 'Within Karnataka' }))
    await waitFor(() => expect(karnataka.getByRole('listitem')).toHaveTextContent('Karnataka')) // the state's name, not its code
    expect(karnataka.getByLabelText('Up to 0.5 kg')).toHaveValue('60')
    expect(karnataka.getByLabelText('Each kg above 1 kg (₹)')).toHaveValue('30')
    expect(within(form.getByRole('group', { name: 'Rest of India' })).getByRole('radio', { name: 'Every other state' })).toBeChecked()
    expect(form.getByLabelText('Shirts')).toHaveValue('300')
    expect(form.getByLabelText('Fabrics (per metre)')).toHaveValue('150')

    await userEvent.clear(karnataka.getByLabelText('Up to 0.5 kg'))
    await fill(karnataka.getByLabelText('Up to 0.5 kg'), '75.50')
    await userEvent.selectOptions(karnataka.getByRole('combobox', { name: 'Add a state' }), 'Goa')
    await userEvent.click(form.getByRole('button', { name: 'Save delivery charges' }))
    await waitFor(() => expect(calls.callsTo('PUT', '/api/v1/admin/delivery')).toHaveLength(1))
    expect(calls.callsTo('PUT', '/api/v1/admin/delivery')[0]?.body).toEqual({
      ...charges,
      zones: [{ ...charges.zones[0], states: ['29', '30'], fees: [7550, 8000] }, charges.zones[1]],
    })
    expect(await screen.findByText('Delivery charges saved')).toBeInTheDocument()
  })

  it('adds a slab (a fee for it in every zone) and a zone, and refuses what is not a number before sending', async () => {
    const calls = api((call) => Response.json({ ...(call.body as object), version: 4 }))
    const form = await openTab()
    await userEvent.click(form.getByRole('button', { name: 'Add a slab' }))
    expect(form.getByLabelText('Slab 3: up to (kg)')).toHaveValue('2')
    expect(within(form.getByRole('group', { name: 'Within Karnataka' })).getByLabelText('Up to 2 kg')).toHaveValue('80')
    await userEvent.click(form.getByRole('button', { name: 'Add a zone' }))
    const added = within(form.getByRole('group', { name: 'Zone 3' }))
    await fill(added.getByLabelText('Zone name'), 'Goa & Konkan')
    await userEvent.clear(added.getByLabelText('Up to 0.5 kg'))
    await fill(added.getByLabelText('Up to 0.5 kg'), 'sixty')
    await userEvent.click(form.getByRole('button', { name: 'Save delivery charges' }))
    expect(await form.findByText('Enter an amount in rupees, e.g. 60 or 60.50')).toBeInTheDocument()
    expect(form.getByText('Some fields need a look: see the messages under them.')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/delivery')).toHaveLength(0)

    await userEvent.clear(added.getByLabelText('Up to 0.5 kg'))
    await fill(added.getByLabelText('Up to 0.5 kg'), '45')
    await userEvent.click(form.getByRole('button', { name: 'Save delivery charges' }))
    await waitFor(() => expect(calls.callsTo('PUT', '/api/v1/admin/delivery')).toHaveLength(1))
    const body = calls.callsTo('PUT', '/api/v1/admin/delivery')[0]?.body as typeof charges
    expect(body.slabs).toEqual([500, 1000, 2000])
    expect(body.zones[2]).toMatchObject({ code: 'goa-konkan', name: 'Goa & Konkan', fees: [4500, 13000, 13000], rest: false })
  })

  it('shows a refusal under its field, in Kannada too', async () => {
    api(() => Response.json(daysRefused('zones.0.days'), { status: 422 }))
    const form = await openTab()
    const karnataka = within(form.getByRole('group', { name: 'Within Karnataka' }))
    await userEvent.clear(karnataka.getByLabelText('From (days)'))
    await fill(karnataka.getByLabelText('From (days)'), '9')
    await switchTo('kn', { admin: true })
    try {
      const kannadaForm = within(screen.getByRole('form', { name: 'ಡೆಲಿವರಿ ಶುಲ್ಕಗಳು' }))
      await userEvent.click(kannadaForm.getByRole('button', { name: 'ಡೆಲಿವರಿ ಶುಲ್ಕಗಳನ್ನು ಉಳಿಸಿ' }))
      const message = 'ಡೆಲಿವರಿ ದಿನಗಳು 1 ರಿಂದ 60 ಇರಬೇಕು, ಮೊದಲನೆಯದು ಎರಡನೆಯದಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬಾರದು'
      const zoneCard = within(kannadaForm.getByRole('group', { name: 'Within Karnataka' }))
      expect((await zoneCard.findAllByText(message)).length).toBeGreaterThan(0)
      expect(zoneCard.getByLabelText('ಇಂದ (ದಿನಗಳು)')).toHaveAttribute('aria-invalid', 'true')
    } finally {
      await switchTo('en')
    }
  })

  it('refuses a stale save with the server’s words, keeps the form as typed, and Reload loads the other save', async () => {
    let stored = charges
    api(
      () => Response.json(STALE, { status: 409 }),
      () => stored,
    )
    const form = await openTab()
    await userEvent.clear(form.getByLabelText('Free delivery from (₹)'))
    await fill(form.getByLabelText('Free delivery from (₹)'), '2000')
    stored = { ...charges, version: 4, freeAbove: 99900 } // someone else saved meanwhile
    await userEvent.click(form.getByRole('button', { name: 'Save delivery charges' }))
    const alert = await screen.findByText(STALE.message)
    expect(form.getByLabelText('Free delivery from (₹)')).toHaveValue('2000')
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Free delivery from (₹)')).toHaveValue('999'))
  })
})
