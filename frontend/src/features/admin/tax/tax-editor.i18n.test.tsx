// Issue 18: the tax editor (a category's dialog, a product's Tax section) in Kannada: its labels, rate kinds,
// help, refusals and toasts come from the catalogues; what is sent (kinds, rates, paise) is unchanged.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'

import { ensureBundle, setLanguage } from '@/lib/i18n'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'

import type { TaxData } from './api'
import { CategoryTaxDialog, CategoryTaxLine } from './category-tax'
import { ProductTaxSection } from './product-tax'

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
const fabricsTax: TaxData = {
  scope: 'category',
  target: 'fabrics',
  label: 'Fabrics',
  hsn: '5208',
  periods: [{ from: '2017-07-01', kind: 'flat', rate: 5, highRate: 0, threshold: 0 }],
  version: 1,
  missing: false,
  rateToday: '5%',
}

// The editor's own English texts: none may show in Kannada.
const ENGLISH = [
  'Tax for',
  'HSN code',
  '4, 6 or 8 digits',
  'GST rate',
  'Each period lasts',
  'Period ',
  'In force today',
  'How it is taxed',
  'Flat rate',
  'By price per piece',
  'Exempt (no GST)',
  'Rate up to the price',
  'Price per piece',
  'Rate above it',
  'No GST is charged',
  'Remove',
  'Add a rate change',
  'Save tax data',
  'Cancel',
  'Tax (GST)',
  'Uses its category',
  'Give it its own',
  'Starts from its category',
  'No tax data',
]

function expectNoEnglish() {
  const text = document.body.textContent
  for (const english of ENGLISH) expect(text).not.toContain(english)
}

async function inKannada() {
  await act(async () => {
    await ensureBundle('admin')
    await setLanguage('kn')
  })
}

describe('the tax editor in Kannada (issue 18)', () => {
  it("edits a category's periods in Kannada and sends the same kinds and rates", async () => {
    let refuse = true
    const api = mockApi({
      'GET /api/v1/admin/tax/categories': Response.json([shirtsTax]),
      'PUT /api/v1/admin/tax/categories/shirts': ({ body }: ApiCall) => {
        if (refuse) {
          refuse = false
          return apiError(422, 'invalid_input', 'Input should be a valid date', { 'periods.1.from': 'Input should be a valid date' })
        }
        return Response.json({ ...shirtsTax, ...(body as object), version: 2 })
      },
    })
    await inKannada()
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CategoryTaxDialog name="shirts" label="Shirts" onClose={() => undefined} />
        <Toaster />
      </QueryClientProvider>,
    )
    const form = within(await screen.findByRole('form', { name: 'Shirts ತೆರಿಗೆ' }))
    expect(screen.getByRole('dialog', { name: 'Shirts ತೆರಿಗೆ' })).toHaveAccessibleDescription(
      'ಉತ್ಪನ್ನಕ್ಕೆ ತನ್ನದೇ ಆದದ್ದು ಇಲ್ಲದಿದ್ದರೆ, ಇದರ ಉತ್ಪನ್ನಗಳ ಇನ್‌ವಾಯ್ಸ್‌ನಲ್ಲಿ ಬಳಸುವ HSN ಕೋಡ್ ಮತ್ತು GST ದರ.',
    )
    expect(form.getByLabelText('HSN ಕೋಡ್')).toHaveValue('6205')
    expect(form.getByText('GST ದರ')).toBeInTheDocument()

    const second = within(form.getByRole('group', { name: /ಅವಧಿ 2/ }))
    expect(second.getByText('ಇಂದು ಜಾರಿಯಲ್ಲಿದೆ')).toBeInTheDocument()
    expect(second.getByLabelText('ತೆರಿಗೆ ವಿಧಾನ')).toHaveDisplayValue('ಪ್ರತಿ ತುಂಡಿನ ಬೆಲೆಯ ಪ್ರಕಾರ')
    expect(second.getByLabelText('ಆ ಬೆಲೆಯವರೆಗಿನ ದರ')).toHaveDisplayValue('5%')
    expect(second.getByLabelText('ಪ್ರತಿ ತುಂಡಿನ ಬೆಲೆ (₹)')).toHaveValue('2500')
    expect(second.getByLabelText('ಅದಕ್ಕಿಂತ ಹೆಚ್ಚಿನ ಬೆಲೆಗೆ ದರ')).toHaveDisplayValue('18%')
    expect(second.getByText(/^ಪ್ರತಿ ತುಂಡಿನ ಬೆಲೆಯ ಪ್ರಕಾರ: ಒಂದು ತುಂಡು/)).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'ಅವಧಿ 2 ತೆಗೆದುಹಾಕಿ' })).toBeInTheDocument()

    const first = within(form.getByRole('group', { name: /ಅವಧಿ 1/ }))
    await userEvent.selectOptions(first.getByLabelText('ತೆರಿಗೆ ವಿಧಾನ'), 'ವಿನಾಯಿತಿ (GST ಇಲ್ಲ)')
    expect(first.getByText('GST ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ; ವಿನಾಯಿತಿ ಇರುವ ವಸ್ತುಗಳು ಮಾತ್ರ ಇರುವ ಆರ್ಡರ್‌ಗೆ ಬಿಲ್ ಆಫ್ ಸಪ್ಲೈ ನೀಡಲಾಗುತ್ತದೆ.')).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'ದರ ಬದಲಾವಣೆ ಸೇರಿಸಿ' })).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' })).toBeInTheDocument()
    expectNoEnglish()

    // The server's refusal names a period: the editor says which, in Kannada.
    await userEvent.click(form.getByRole('button', { name: 'ತೆರಿಗೆ ಮಾಹಿತಿ ಉಳಿಸಿ' }))
    expect(await form.findByRole('alert')).toHaveTextContent('ಅವಧಿ 2: Input should be a valid date')

    await userEvent.click(form.getByRole('button', { name: 'ತೆರಿಗೆ ಮಾಹಿತಿ ಉಳಿಸಿ' }))
    expect(await screen.findByText('ತೆರಿಗೆ ಮಾಹಿತಿ ಉಳಿಸಲಾಗಿದೆ')).toBeInTheDocument()
    const sent = api.callsTo('PUT', '/api/v1/admin/tax/categories/shirts').at(-1)?.body
    expect(sent).toEqual({
      hsn: '6205',
      version: 1,
      periods: [
        { from: '2017-07-01', kind: 'exempt', rate: 0, highRate: 0, threshold: 0 },
        { from: '2025-09-22', kind: 'by_price', rate: 5, highRate: 18, threshold: 250000 },
      ],
    })
  })

  it("shows a product's Tax section and a category without tax data in Kannada", async () => {
    mockApi({ 'GET /api/v1/admin/tax/products/p_khadi': Response.json({ override: null, category: fabricsTax }) })
    await inKannada()
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProductTaxSection productId="p_khadi" />
        <CategoryTaxLine data={{ ...fabricsTax, target: 'lamps', label: 'Lamps', hsn: '', periods: [], missing: true }} />
      </QueryClientProvider>,
    )
    const section = within(screen.getByRole('region', { name: 'ತೆರಿಗೆ (GST)' }))
    expect(await section.findByText('ತನ್ನ ವರ್ಗದ ಮಾಹಿತಿಯನ್ನು ಬಳಸುತ್ತದೆ (Fabrics): HSN 5208 · 5%.')).toBeInTheDocument()
    expect(screen.getByText('ತೆರಿಗೆ ಮಾಹಿತಿ ಇಲ್ಲ: HSN ಕೋಡ್ ಇಲ್ಲದೆ 18% ದರದಲ್ಲಿ ಇನ್‌ವಾಯ್ಸ್ ಆಗುತ್ತದೆ. ತೆರಿಗೆ ಬಟನ್‌ನಿಂದ ಹೊಂದಿಸಿ.')).toBeInTheDocument()
    await userEvent.click(section.getByRole('button', { name: 'ಇದಕ್ಕೆ ತನ್ನದೇ HSN ಕೋಡ್ ಮತ್ತು ದರ ನೀಡಿ' }))
    expect(section.getByRole('form', { name: 'ಉತ್ಪನ್ನದ ತೆರಿಗೆ' })).toBeInTheDocument()
    expect(section.getByText(/^ವರ್ಗದ ಮಾಹಿತಿಯಿಂದ ಆರಂಭವಾಗುತ್ತದೆ; ಉಳಿಸಿದರೆ/)).toHaveTextContent('(Fabrics: HSN 5208 · 5%)')
    expect(section.getByLabelText('ದರ')).toHaveDisplayValue('5%')
    expectNoEnglish()
  })
})
