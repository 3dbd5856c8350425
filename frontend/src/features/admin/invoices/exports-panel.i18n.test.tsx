// Issue 18: the Tax exports tab and an order's invoices in Kannada; file names, numbers and amounts as they are.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'

import { switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'

import { DocumentsSection, type OrderDocument } from './documents-section'
import { ExportsPanel } from './exports-panel'


describe('tax exports and invoices in Kannada (issue 18)', () => {
  it('names the exports and their download links in Kannada', async () => {
    await switchTo('kn', { admin: true })
    render(<ExportsPanel />)
    const panel = within(screen.getByRole('region', { name: 'ತೆರಿಗೆ ವರದಿಗಳು' }))
    expect(panel.getByLabelText('ಆರಂಭದ ದಿನ')).toBeInTheDocument()
    expect(panel.getByLabelText('ಕೊನೆಯ ದಿನ')).toBeInTheDocument()
    expect(panel.getByText('ಮಾರಾಟ')).toBeInTheDocument()
    expect(panel.getByRole('link', { name: 'GSTR-1 B2C ಸಾರಾಂಶ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ (CSV)' }).getAttribute('href')).toMatch(/^\/api\/v1\/admin\/exports\/gstr1-b2c\.csv\?/)
    const text = document.body.textContent
    for (const english of ['Tax exports', 'CSV files for your accountant', 'Sales', 'summary', 'Download', 'Every invoice']) expect(text).not.toContain(english)
  })

  it("lists an order's invoice and credit note in Kannada", async () => {
    const invoice: OrderDocument = {
      id: 'd_1',
      kind: 'invoice',
      number: 'KKB/24-25/000001',
      issuedAt: '2025-03-05T09:35:00Z',
      amount: 245000,
      taxable: 233334,
      cgst: 5833,
      sgst: 5833,
      igst: 0,
      placeOfSupply: '29-Karnataka',
      discount: 0,
      discountCode: '',
    }
    mockApi({ 'GET /api/v1/admin/orders/o_paid/documents': Response.json([invoice, { ...invoice, id: 'd_2', kind: 'credit_note', number: 'KKB/24-25/C00001' }]) })
    await switchTo('kn', { admin: true })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DocumentsSection orderId="o_paid" />
      </QueryClientProvider>,
    )
    const list = within(await screen.findByRole('list', { name: 'ಇನ್‌ವಾಯ್ಸ್‌ಗಳು ಮತ್ತು ಕ್ರೆಡಿಟ್ ನೋಟ್‌ಗಳು' }))
    const [first, second] = list.getAllByRole('listitem')
    expect(first).toHaveTextContent('ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ KKB/24-25/000001')
    expect(first).toHaveTextContent('ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೊತ್ತ ₹2,333.34 · CGST ₹58.33 · SGST ₹58.33')
    expect(second).toHaveTextContent('ಕ್ರೆಡಿಟ್ ನೋಟ್ KKB/24-25/C00001')
    expect(list.getByRole('link', { name: 'ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ KKB/24-25/000001 (PDF)' })).toHaveAttribute('href', '/api/v1/admin/documents/d_1.pdf')
    const text = document.body.textContent
    for (const english of ['Tax invoice', 'Credit note', 'Taxable']) expect(text).not.toContain(english)
  })
})
