import { screen, within } from '@testing-library/react'

import { mockApi } from '@/testing/mock-api'
import { makeAdminOrderDetail } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

import type { OrderDocument } from './documents-section'

const PATH = '/api/v1/admin/orders/o_paid'

const order = makeAdminOrderDetail({
  amount: 262500,
  paymentInfo: { amount: 262500, paymentId: 'pay_Q1w2e3r4' },
  cartTotalItems: 1,
  items: [],
  refundedAmount: 52500,
  refundable: 210000,
  timeline: [],
})

const invoice: OrderDocument = {
  id: 'inv_1',
  kind: 'invoice',
  number: 'KKB/26-27/000123',
  issuedAt: '2026-11-20T09:35:00Z',
  amount: 262500,
  taxable: 250000,
  cgst: 6250,
  sgst: 6250,
  igst: 0,
  placeOfSupply: '29',
  discount: 0,
  discountCode: '',
}
const creditNote: OrderDocument = {
  ...invoice,
  id: 'inv_2',
  kind: 'credit_note',
  number: 'KKBC/26-27/00004',
  amount: 52500,
  taxable: 50000,
  cgst: 1250,
  sgst: 1250,
}

async function openInvoices(documents: OrderDocument[]) {
  mockApi({ [`GET ${PATH}`]: Response.json(order), [`GET ${PATH}/documents`]: Response.json(documents) })
  renderApp({ path: '/dashboard/orders/o_paid', user: admin })
  await screen.findByRole('heading', { level: 1, name: 'Order o_paid' })
  return within(screen.getByRole('region', { name: 'Invoices' }))
}

describe("An order's invoices on the dashboard (issue 17)", () => {
  it('lists the tax invoice and its credit note with their numbers, tax and PDFs', async () => {
    const section = await openInvoices([invoice, creditNote])
    const list = await section.findByRole('list', { name: 'Invoices and credit notes' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('Tax invoice KKB/26-27/000123')
    expect(first).toHaveTextContent('Taxable ₹2,500.00 · CGST ₹62.50 · SGST ₹62.50')
    expect(second).toHaveTextContent('Credit note KKBC/26-27/00004')
    expect(second).toHaveTextContent('₹525.00')
    expect(section.getByRole('link', { name: 'Tax invoice KKB/26-27/000123 (PDF)' })).toHaveAttribute('href', '/api/v1/admin/documents/inv_1.pdf')
    expect(section.getByRole('link', { name: 'Credit note KKBC/26-27/00004 (PDF)' })).toHaveAttribute('href', '/api/v1/admin/documents/inv_2.pdf')
  })

  it('shows a receipt without a tax breakdown, and IGST for another state', async () => {
    const section = await openInvoices([
      { ...invoice, id: 'r_1', kind: 'receipt', number: 'KKBR/26-27/00012', cgst: 0, sgst: 0 },
      { ...invoice, id: 'i_2', number: 'KKB/26-27/000124', cgst: 0, sgst: 0, igst: 12500, placeOfSupply: '27' },
    ])
    const [receipt, other] = within(await section.findByRole('list')).getAllByRole('listitem')
    expect(receipt).toHaveTextContent('Receipt KKBR/26-27/00012')
    expect(receipt).not.toHaveTextContent('Taxable')
    expect(other).toHaveTextContent('IGST ₹125.00')
    expect(other).not.toHaveTextContent('CGST')
  })

  it('says when no invoice is issued yet', async () => {
    const section = await openInvoices([])
    expect(await section.findByText('No invoice yet: one is issued when the order is paid.')).toBeInTheDocument()
  })
})
