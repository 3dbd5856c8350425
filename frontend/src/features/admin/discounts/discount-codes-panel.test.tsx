// Issue 31: the dashboard's Discount codes tab — the owner makes a code (IST times sent as instants), sees
// it listed with its state and uses, and a refusal lands on its field.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { fill } from '@/testing/fill'
import { mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

import { instantToIstInput, istInputToInstant } from './ist'

type DiscountCode = components['schemas']['DiscountCodeOut']
const PATH = '/api/v1/admin/discount-codes'

const made: DiscountCode = {
  id: 'd_1', code: 'DASARA10', kind: 'percent', value: 10, minOrder: 100_000, startsAt: '2026-10-01T18:30:00.000Z',
  endsAt: null, maxUses: 100, perCustomer: 1, categories: ['shirts'], productIds: [], active: true, used: 3,
  status: 'active', version: 1, createdAt: '2026-09-30T10:00:00Z',
}  // prettier-ignore

describe('the Discount codes tab (issue 31)', () => {
  it('reads and writes IST times', () => {
    expect(istInputToInstant('2026-10-02T00:00')).toBe('2026-10-01T18:30:00.000Z')
    expect(instantToIstInput('2026-10-01T18:30:00.000Z')).toBe('2026-10-02T00:00')
    expect(istInputToInstant('')).toBeNull()
  })

  it('makes a code and lists it with its uses', async () => {
    let codes: DiscountCode[] = []
    const api = mockApi({
      [`GET ${PATH}`]: () => Response.json({ codes }),
      [`POST ${PATH}`]: ({ body }: ApiCall) => {
        if ((body as { value: number }).value > 90) {
          return Response.json({ error: 'invalid_discount_code', message: 'A percentage must be 1 to 90',
            fields: { value: 'A percentage must be 1 to 90' } }, { status: 422 })  // prettier-ignore
        }
        codes = [made]
        return Response.json(made, { status: 201 })
      },
      [`GET ${PATH}/d_1/uses`]: Response.json({
        code: 'DASARA10',
        uses: [{ orderId: 'o_1', email: 'asha@example.in', name: 'Asha', amount: 8990, orderAmount: 80910, state: 'used', at: '2026-10-03T10:00:00Z' }],
      }),
    })
    renderApp({ path: '/dashboard?tab=discounts', user: admin })
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }, { timeout: 30_000 }))
    const form = within(screen.getByRole('form', { name: 'New discount code' }))
    await fill(form.getByLabelText('Code'), 'dasara10')
    await userEvent.type(form.getByLabelText('Percentage off (1–90)'), '95')
    await userEvent.click(form.getByRole('button', { name: 'Save code' }))
    expect((await form.findAllByText('A percentage must be 1 to 90')).length).toBeGreaterThan(0)
    expect(form.getByLabelText('Percentage off (1–90)')).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(form.getByLabelText('Percentage off (1–90)'))
    await fill(form.getByLabelText('Percentage off (1–90)'), '10')
    await userEvent.clear(form.getByLabelText('Minimum order (₹)'))
    await fill(form.getByLabelText('Minimum order (₹)'), '1,000')
    await userEvent.type(form.getByLabelText('Only these categories'), 'shirts')
    await userEvent.click(form.getByRole('button', { name: 'Save code' }))

    const row = within(await screen.findByTestId('discount-code-row'))
    expect(row.getByText('DASARA10')).toBeInTheDocument()
    expect(row.getByText(/10% off · orders from ₹1,000.00 · used 3 of 100/)).toBeInTheDocument()
    expect(row.getByTestId('discount-code-status')).toHaveTextContent('Active')
    const sent = api.callsTo('POST', PATH)[1]?.body as Record<string, unknown>
    expect(sent).toMatchObject({ code: 'dasara10', kind: 'percent', value: 10, minOrder: 100_000, categories: ['shirts'], version: 0 })

    await userEvent.click(row.getByRole('button', { name: 'Uses' }))
    const use = within(await screen.findByTestId('discount-use'))
    expect(use.getByRole('link', { name: 'o_1' })).toHaveAttribute('href', '/dashboard/orders/o_1')
    expect(use.getByText('₹89.90 off ₹809.10')).toBeInTheDocument()
  })
})
