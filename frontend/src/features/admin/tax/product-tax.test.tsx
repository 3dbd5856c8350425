import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { makeProduct } from '@/testing/fixtures'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

import type { ProductTax, TaxData } from './api'

const product = {
  ...makeProduct({ id: 'p_khadi', title: 'Khadi Cotton Fabric', category: 'fabrics', subCategories: ['khadi'], price: 42000 }),
  imageUrl: ['/media/fabrics/khadi/1_a.webp'],
  imageKeys: ['fabrics/khadi/1_a.webp'],
  options: { category: null, availableSizes: [], availableTypes: [] },
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
const own: TaxData = {
  ...fabricsTax,
  scope: 'product',
  target: 'p_khadi',
  label: 'Khadi Cotton Fabric',
  hsn: '520811',
  periods: [{ from: '2017-07-01', kind: 'exempt', rate: 0, highRate: 0, threshold: 0 }],
  rateToday: 'Exempt',
  version: 1,
}

function api(tax: ProductTax, overrides: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/v1/categories': Response.json([{ name: 'fabrics', label: 'Fabrics', subcategories: ['khadi', 'silk'] }]),
    'GET /api/v1/size-charts': Response.json([]),
    'GET /api/v1/admin/products/p_khadi': Response.json(product),
    'GET /api/v1/admin/tax/products/p_khadi': Response.json(tax),
    ...overrides,
  })
}

async function openTax() {
  renderApp({ path: '/update-product/p_khadi', user: admin })
  return within(await screen.findByRole('region', { name: 'Tax (GST)' }))
}

describe("A product's own tax data (issue 17)", () => {
  it("uses its category's until given its own, then sends an exempt period with version 0", async () => {
    const calls = api(
      { override: null, category: fabricsTax },
      { 'PUT /api/v1/admin/tax/products/p_khadi': Response.json({ override: { ...own, hsn: '5208' }, category: fabricsTax }) },
    )
    const section = await openTax()
    expect(await section.findByText('Uses its category’s (Fabrics): HSN 5208 · 5%.')).toBeInTheDocument()
    await userEvent.click(section.getByRole('button', { name: 'Give it its own HSN code and rate' }))
    const form = within(section.getByRole('form', { name: 'Product tax' }))
    expect(form.getByLabelText('HSN code')).toHaveValue('5208')
    await userEvent.selectOptions(form.getByLabelText('How it is taxed'), 'Exempt (no GST)')
    expect(form.queryByLabelText('Rate')).not.toBeInTheDocument()
    await userEvent.click(form.getByRole('button', { name: 'Save tax data' }))

    expect(await screen.findByText("This product's tax data saved")).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/tax/products/p_khadi')[0]?.body).toEqual({
      hsn: '5208',
      version: 0,
      periods: [{ from: '2017-07-01', kind: 'exempt', rate: 0, highRate: 0, threshold: 0 }],
    })
    expect(section.getByText(/Its own tax data overrides its category’s/)).toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Use the category’s instead' })).toBeInTheDocument()
  })

  it("shows a product's own tax data and goes back to the category's on request", async () => {
    const calls = api({ override: own, category: fabricsTax }, { 'DELETE /api/v1/admin/tax/products/p_khadi': new Response(null, { status: 204 }) })
    const section = await openTax()
    const form = within(await section.findByRole('form', { name: 'Product tax' }))
    expect(form.getByLabelText('HSN code')).toHaveValue('520811')
    expect(form.getByLabelText('How it is taxed')).toHaveValue('exempt')
    await userEvent.click(form.getByRole('button', { name: 'Use the category’s instead' }))
    expect(await screen.findByText("The category's tax data applies again")).toBeInTheDocument()
    expect(calls.callsTo('DELETE', '/api/v1/admin/tax/products/p_khadi')).toHaveLength(1)
    await waitFor(() => expect(section.getByText('Uses its category’s (Fabrics): HSN 5208 · 5%.')).toBeInTheDocument())
  })

  it("shows the server's message under the HSN code, and the product form is untouched", async () => {
    api(
      { override: own, category: fabricsTax },
      { 'PUT /api/v1/admin/tax/products/p_khadi': apiError(422, 'invalid_input', 'HSN code must be 4, 6 or 8 digits', { hsn: 'HSN code must be 4, 6 or 8 digits' }) },
    )
    const section = await openTax()
    const form = within(await section.findByRole('form', { name: 'Product tax' }))
    await userEvent.type(form.getByLabelText('HSN code'), '9')
    await userEvent.click(form.getByRole('button', { name: 'Save tax data' }))
    expect(await form.findByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument()
    expect(form.getByLabelText('HSN code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Title')).toHaveValue('Khadi Cotton Fabric')
  })
})
