import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'
import { testShop } from '@/testing/shop-fixtures'

import { exampleInvoiceNumber, financialYear } from './invoice-notice'

const RECEIPTS = testShop.invoiceNotice
const registered = {
  ...testShop,
  gstin: '29ABCDE1234F1Z5',
  legalName: 'Gadag Khadi Gramodyog Sangha',
  invoicePrefix: 'GKS',
  invoices: 'tax_invoice' as const,
  invoiceNotice: '',
  version: 4,
}

function api(overrides: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }),
    'GET /api/v1/shop/states': Response.json([{ code: '29', name: 'Karnataka' }]),
    ...overrides,
  })
}

async function openSettings() {
  renderApp({ path: '/dashboard?tab=settings', user: admin })
  return within(await screen.findByRole('form', { name: 'Shop settings' }))
}

describe('GST settings (issue 17)', () => {
  it('tells the admin the store only issues plain receipts without a GSTIN, in the server’s words', async () => {
    api()
    const form = await openSettings()
    const notice = form.getByRole('note', { name: 'Invoices' })
    expect(notice).toHaveTextContent('Receipts only, no GST invoices')
    expect(notice).toHaveTextContent(RECEIPTS)
  })

  it('saves the legal name, GSTIN and invoice prefix, and the receipts notice gives way to tax invoices', async () => {
    const calls = api({ 'PUT /api/v1/admin/shop': Response.json(registered) })
    const form = await openSettings()
    const gstin = form.getByLabelText('GSTIN')
    await userEvent.type(gstin, '29ABCDE1234F1Z5')
    const prefix = form.getByLabelText('Invoice prefix')
    await userEvent.clear(prefix)
    await userEvent.type(prefix, 'gks')
    expect(prefix).toHaveValue('GKS')
    expect(prefix).toHaveAccessibleDescription(new RegExp(`Numbers look like GKS/${financialYear(new Date())}/000123`))
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))

    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/shop')[0]?.body).toMatchObject({
      version: 3,
      legalName: 'Gadag Khadi Gramodyog Sangha',
      gstin: '29ABCDE1234F1Z5',
      invoicePrefix: 'GKS',
      address: testShop.address,
    })
    const notice = form.getByRole('note', { name: 'Invoices' })
    expect(notice).toHaveTextContent(/Paid orders get GST tax invoices, numbered like GKS\/\d\d-\d\d\/000123/)
    expect(notice).not.toHaveTextContent(RECEIPTS)
  })

  it("shows the server's message under each refused GST field", async () => {
    api({
      'PUT /api/v1/admin/shop': apiError(422, 'validation_error', 'Invoice prefix must be 1 to 3 capital letters or digits, e.g. KKB', {
        invoicePrefix: 'Invoice prefix must be 1 to 3 capital letters or digits, e.g. KKB',
        gstin: "GSTIN must start with the shop's state code 29",
        legalName: 'Must be at most 200 characters',
      }),
    })
    const form = await openSettings()
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))
    expect(await form.findByText("GSTIN must start with the shop's state code 29")).toBeInTheDocument()
    expect(form.getByLabelText('Invoice prefix')).toHaveAccessibleDescription('Invoice prefix must be 1 to 3 capital letters or digits, e.g. KKB')
    expect(form.getByLabelText('Invoice prefix')).toHaveAttribute('aria-invalid', 'true')
    expect(form.getByLabelText('Legal name')).toHaveAccessibleDescription('Must be at most 200 characters')
    expect(form.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('invoice numbers', () => {
  it('writes the financial year that starts on 1 April', () => {
    expect(financialYear(new Date(2027, 2, 31))).toBe('26-27')
    expect(financialYear(new Date(2027, 3, 1))).toBe('27-28')
    expect(exampleInvoiceNumber(' kkb ', new Date(2026, 10, 25))).toBe('KKB/26-27/000123')
    expect(exampleInvoiceNumber('', new Date(2026, 10, 25))).toBe('INV/26-27/000123')
  })

  it('lets the owner switch the cart summary between the GST-inclusive one and the spec’s lines (issue 28)', async () => {
    const calls = api({ 'PUT /api/v1/admin/shop': Response.json({ ...testShop, cartSummary: 'spec', version: 4 }) })
    const form = await openSettings()
    const group = within(form.getByRole('group', { name: 'Cart summary' }))
    expect(group.getByRole('radio', { name: /GST included \(recommended\)/ })).toBeChecked()
    await userEvent.click(group.getByRole('radio', { name: /Tax and discount lines/ }))
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/shop')[0]?.body).toMatchObject({ cartSummary: 'spec' })
    expect(group.getByRole('radio', { name: /Tax and discount lines/ })).toBeChecked()
  })
})
