// Issue 31: the cart's discount-code box — a code entered in any case becomes its own summary line and the
// Total is what checkout charges; a refusal is worded from its code in the shopper's language; a code that
// stopped working says why and can be taken off.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { makeCart, makeCartLine } from '@/testing/cart-fixtures'
import { switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const line = makeCartLine() // 2 × ₹1,499.00
const plain = makeCart([line], { style: 'gst' })
const discounted = makeCart([line], {
  style: 'gst',
  charge: 269_820,
  total: 269_820,
  lines: [
    { code: 'subTotal', amount: 299_800 },
    { code: 'discountCode', amount: 29_980, label: 'DASARA10' },
  ],
  discountCode: { code: 'DASARA10', amount: 29_980, params: {} },
})
const refusal = (reason: string, params: Record<string, string | number>, message: string) =>
  Response.json({ error: 'discount_refused', message, fields: { code: message }, reason, params,
                  fieldReasons: { code: { reason, params } } }, { status: 409 })  // prettier-ignore

describe('the discount code in the cart (issue 31)', () => {
  it('enters a code and shows its line; the Total is what checkout charges', async () => {
    let current = plain
    const api = mockApi({
      'GET /api/v1/cart': () => Response.json(current),
      'PUT /api/v1/cart/discount-code': () => {
        current = discounted
        return Response.json(current)
      },
      'DELETE /api/v1/cart/discount-code': () => {
        current = plain
        return Response.json(current)
      },
    })
    renderApp({ path: '/cart', user: shopper })
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }))
    await userEvent.type(summary.getByLabelText('Discount code'), 'dasara10')
    await userEvent.click(summary.getByRole('button', { name: 'Apply' }))

    expect(await summary.findByText('Discount (DASARA10)')).toBeInTheDocument()
    expect(summary.getByTestId('summary-discount-code')).toHaveTextContent('− ₹299.80')
    expect(summary.getByTestId('summary-total')).toHaveTextContent('₹2,698.20')
    expect(summary.getByTestId('discount-code-applied')).toHaveTextContent('DASARA10 applied: you save ₹299.80')
    expect(api.callsTo('PUT', '/api/v1/cart/discount-code')[0]?.body).toEqual({ code: 'dasara10' })

    await userEvent.click(summary.getByRole('button', { name: 'Remove the code DASARA10' }))
    expect(await summary.findByLabelText('Discount code')).toBeInTheDocument()
    expect(summary.queryByText('Discount (DASARA10)')).toBeNull()
    expect(summary.getByTestId('summary-total')).toHaveTextContent('₹2,998.00')
  })

  it('words a refusal from its code, in Kannada too', async () => {
    mockApi({
      'GET /api/v1/cart': Response.json(plain),
      'PUT /api/v1/cart/discount-code': refusal('discount.expired', { name: 'UGADI' }, 'The code UGADI has expired'),
    })
    renderApp({ path: '/cart', user: shopper })
    await screen.findAllByTestId('cart-line')
    await switchTo('kn')
    const summary = within(await screen.findByRole('region', { name: 'ಆರ್ಡರ್ ಸಾರಾಂಶ' }))
    await userEvent.type(summary.getByLabelText('ರಿಯಾಯಿತಿ ಕೋಡ್'), 'ugadi')
    await userEvent.click(summary.getByRole('button', { name: 'ಅನ್ವಯಿಸಿ' }))
    expect(await summary.findByTestId('discount-code-error')).toHaveTextContent('UGADI ಕೋಡ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ')
  })

  it('says why a kept code takes nothing off now', async () => {
    const stale = makeCart([line], {
      style: 'gst',
      discountCode: { code: 'FLASH', amount: 0, reason: 'discount.used_up', params: { name: 'FLASH' }, message: 'The code FLASH has been used up' },
    })
    mockApi({ 'GET /api/v1/cart': Response.json(stale) })
    renderApp({ path: '/cart', user: shopper })
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }))
    expect(await summary.findByTestId('discount-code-problem')).toHaveTextContent('The code FLASH has been used up')
    expect(summary.getByRole('button', { name: 'Remove the code FLASH' })).toBeEnabled()
    expect(summary.getByTestId('summary-total')).toHaveTextContent('₹2,998.00')
  })
})
