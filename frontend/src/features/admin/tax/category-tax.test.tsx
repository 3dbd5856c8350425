import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

import type { TaxData } from './api'
import { bodyOf, draftOf, periodProblem } from './tax-draft'

const category = (name: string, label: string) => ({ name, label, subcategories: [], products: 1, subcategoryProducts: {}, soldByMetre: false })
const shirtsTax: TaxData = {
  scope: 'category',
  target: 'shirts',
  label: 'Shirts',
  hsn: '6205',
  periods: [
    { from: '2017-07-01', kind: 'by_price', rate: 5, highRate: 12, threshold: 100000 },
    { from: '2025-09-22', kind: 'by_price', rate: 5, highRate: 18, threshold: 250000 },
  ],
  version: 1,
  missing: false,
  rateToday: '5% up to ₹2,500 a piece, 18% above',
}
const honeyTax: TaxData = {
  scope: 'category',
  target: 'honey',
  label: 'Honey',
  hsn: '0409',
  periods: [{ from: '2017-07-01', kind: 'flat', rate: 5, highRate: 0, threshold: 0 }],
  version: 2,
  missing: false,
  rateToday: '5%',
}
const lampsTax: TaxData = {
  scope: 'category',
  target: 'lamps',
  label: 'Lamps',
  hsn: '',
  periods: [],
  version: 0,
  missing: true,
  rateToday: '18% (no tax data)',
}

function api(overrides: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 3, totalUsers: 2, totalSales: 0 }),
    'GET /api/v1/admin/categories': Response.json([category('shirts', 'Shirts'), category('honey', 'Honey'), category('lamps', 'Lamps')]),
    'GET /api/v1/admin/tax/categories': Response.json([shirtsTax, honeyTax, lampsTax]),
    ...overrides,
  })
}

async function openCategories() {
  renderApp({ path: '/dashboard?tab=categories', user: admin })
  return screen.findByRole('list', { name: 'Categories' })
}

async function openTax(label: string) {
  const list = await openCategories()
  await userEvent.click(await within(list).findByRole('button', { name: `Tax for ${label}` }))
  return within(await screen.findByRole('form', { name: `Tax for ${label}` }))
}

describe('Category tax data (issue 17)', () => {
  it('shows each category’s HSN code and today’s rate, and warns about one without tax data', async () => {
    api()
    const list = await openCategories()
    const shirts = within(list).getByRole('listitem', { name: 'Shirts' })
    expect(await within(shirts).findByText(/HSN 6205 · 5% up to ₹2,500 a piece, 18% above/)).toBeInTheDocument()
    expect(within(list).getByRole('listitem', { name: 'Lamps' })).toHaveTextContent('No tax data: invoiced at 18% without an HSN code.')
  })

  it('adds a rate change to a flat rate and sends the periods in order with the loaded version', async () => {
    const saved = { ...honeyTax, version: 3, rateToday: '12%' }
    const calls = api({ 'PUT /api/v1/admin/tax/categories/honey': Response.json(saved) })
    const form = await openTax('Honey')
    expect(form.getByLabelText('HSN code')).toHaveValue('0409')
    await userEvent.click(form.getByRole('button', { name: 'Add a rate change' }))
    const second = within(form.getByRole('group', { name: /Period 2/ }))
    const from = second.getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2027-04-01')
    await userEvent.selectOptions(second.getByLabelText('Rate'), '12%')
    await userEvent.click(form.getByRole('button', { name: 'Save tax data' }))

    expect(await screen.findByText('Tax data saved')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/tax/categories/honey')[0]?.body).toEqual({
      hsn: '0409',
      version: 2,
      periods: [
        { from: '2017-07-01', kind: 'flat', rate: 5, highRate: 0, threshold: 0 },
        { from: '2027-04-01', kind: 'flat', rate: 12, highRate: 0, threshold: 0 },
      ],
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(screen.getByRole('listitem', { name: 'Honey' })).getByText(/HSN 0409 · 12%/)).toBeInTheDocument()
  })

  it('explains a rate by price per piece and sends the price in paise', async () => {
    const calls = api({ 'PUT /api/v1/admin/tax/categories/lamps': Response.json({ ...lampsTax, missing: false, hsn: '9405', version: 1 }) })
    const form = await openTax('Lamps')
    await userEvent.type(form.getByLabelText('HSN code'), '9405')
    const period = within(form.getByRole('group', { name: /Period 1/ }))
    await userEvent.selectOptions(period.getByLabelText('How it is taxed'), 'By price per piece')
    expect(period.getByText(/the lower rate while one piece \(or metre\) sells for at most this much before tax/)).toBeInTheDocument()
    await userEvent.selectOptions(period.getByLabelText('Rate up to the price'), '5%')
    const price = period.getByLabelText('Price per piece (₹)')
    await userEvent.clear(price)
    await userEvent.type(price, '1,000.50')
    await userEvent.click(form.getByRole('button', { name: 'Save tax data' }))
    await screen.findByText('Tax data saved')
    const body = calls.callsTo('PUT', '/api/v1/admin/tax/categories/lamps')[0]?.body as { version: number; periods: unknown[] }
    expect(body.version).toBe(0)
    expect(body.periods).toEqual([{ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown, kind: 'by_price', rate: 5, highRate: 18, threshold: 100050 }])
  })

  it("shows the server's messages on the HSN code and on the period it names", async () => {
    api({
      'PUT /api/v1/admin/tax/categories/shirts': apiError(422, 'invalid_input', 'HSN code must be 4, 6 or 8 digits', {
        hsn: 'HSN code must be 4, 6 or 8 digits',
      }),
    })
    const form = await openTax('Shirts')
    await userEvent.type(form.getByLabelText('HSN code'), '1')
    await userEvent.click(form.getByRole('button', { name: 'Save tax data' }))
    expect(await form.findByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument()
    expect(form.getByLabelText('HSN code')).toHaveAttribute('aria-invalid', 'true')
  })

  it('names the period the server refused', async () => {
    const message = 'Period 2: the rate above the threshold must be one of 0, 5, 12, 18 or 28 % and above the rate up to it'
    api({ 'PUT /api/v1/admin/tax/categories/shirts': apiError(422, 'invalid_input', message, { periods: message }) })
    const form = await openTax('Shirts')
    await userEvent.selectOptions(within(form.getByRole('group', { name: /Period 2/ })).getByLabelText('Rate above it'), '5%')
    await userEvent.click(form.getByRole('button', { name: 'Save tax data' }))
    expect(await form.findByRole('alert')).toHaveTextContent(message)
    expect(form.getByRole('group', { name: /Period 2/ })).toHaveAccessibleDescription(message)
    expect(form.getByRole('group', { name: /Period 1/ })).not.toHaveAccessibleDescription(message)
  })

  it('keeps the edit when someone else saved first, and reloads theirs on request', async () => {
    let theirsSaved = false
    const calls = api({
      'GET /api/v1/admin/tax/categories': () =>
        Response.json(theirsSaved ? [shirtsTax, { ...honeyTax, hsn: '040990', version: 3 }, lampsTax] : [shirtsTax, honeyTax, lampsTax]),
      'PUT /api/v1/admin/tax/categories/honey': () => {
        theirsSaved = true
        return apiError(409, 'edit_conflict', 'Someone else saved this tax data after you opened it.')
      },
    })
    const form = await openTax('Honey')
    await userEvent.type(form.getByLabelText('HSN code'), '00')
    await userEvent.click(form.getByRole('button', { name: 'Save tax data' }))
    expect(await form.findByText('Someone else saved this tax data after you opened it.')).toBeInTheDocument()
    expect(form.getByLabelText('HSN code')).toHaveValue('040900')
    expect(calls.callsTo('PUT', '/api/v1/admin/tax/categories/honey')[0]?.body).toMatchObject({ hsn: '040900', version: 2 })
    await userEvent.click(form.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('HSN code')).toHaveValue('040990'))
    expect(screen.queryByText('Someone else saved this tax data after you opened it.')).not.toBeInTheDocument()
  })
})

describe('tax form values', () => {
  it('sends only the numbers each kind uses', () => {
    const draft = draftOf(shirtsTax)
    draft.periods[0] = { from: '2017-07-01', kind: 'exempt', rate: '5', highRate: '12', threshold: '1000' }
    draft.periods[1] = { from: '2025-09-22', kind: 'flat', rate: '18', highRate: '18', threshold: 'abc' }
    expect(bodyOf(draft, 1).periods).toEqual([
      { from: '2017-07-01', kind: 'exempt', rate: 0, highRate: 0, threshold: 0 },
      { from: '2025-09-22', kind: 'flat', rate: 18, highRate: 0, threshold: 0 },
    ])
    expect(draftOf(shirtsTax).periods[1]).toEqual({ from: '2025-09-22', kind: 'by_price', rate: '5', highRate: '18', threshold: '2500' })
  })

  it('reads which period a refusal names', () => {
    expect(periodProblem({ periods: 'Period 3: dates must be in order' })).toEqual({ message: 'Period 3: dates must be in order', index: 2 })
    expect(periodProblem({ 'periods.0.from': 'Input should be a valid date' })).toEqual({ message: 'Period 1: Input should be a valid date', index: 0 })
    expect(periodProblem({ hsn: 'x' })).toBeNull()
  })
})
