// Issue 30: the cart summary's delivery row — the server's figure for the default address's pincode (or
// the one typed, or the one last checked), 'Calculated at checkout' while unknown, 'Free delivery' when the
// threshold waives it with how much more to add until then; the Total and what checkout charges include it.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { savePincode } from '@/lib/delivery/saved-pincode'
import { makeCart, makeCartLine } from '@/testing/cart-fixtures'
import { switchTo } from '@/testing/languages'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const line = makeCartLine({ quantity: 1, unitPrice: 35000, lineTotal: 35000 })
const gstCart = makeCart([line], { style: 'gst', gst: 1667 })
const specCart = makeCart([line])
const goods = 35000
const hubballi = { pincode: '580020', city: 'Hubballi', district: 'Dharwad', state: 'Karnataka', stateCode: '29' }
const delhi = { pincode: '110001', city: 'New Delhi', district: 'New Delhi', state: 'Delhi', stateCode: '07' }
const quote = (place: typeof hubballi, fee: number, free = false) => ({
  ...place, zone: 'x', zoneName: 'x', fee, free, freeAbove: 150000, addForFree: fee ? 150000 - goods : 0, goods, total: goods + fee,
  weightGrams: 300, daysMin: 2, daysMax: 3, codAvailable: null,
})
const home = {
  id: 'a_home', name: 'Meera Rao', house: '', address: '12, 4th Cross', locality: '', city: 'Hubballi', district: 'Dharwad',
  state: 'Karnataka', pincode: '580020', mobile: '9876543210', isDefault: true,
}
const unknown = apiError(422, 'unknown_pincode', 'We could not find this pincode. Please check it.')
const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)

function api(cart = gstCart, answers: NonNullable<Parameters<typeof mockApi>[0]> = {}) {
  return mockApi({
    'GET /api/v1/cart': Response.json(cart),
    'GET /api/v1/cart/delivery?pincode=580020': Response.json(quote(hubballi, 6000)),
    'GET /api/v1/cart/delivery?pincode=110001': Response.json(quote(delhi, 10000)),
    'GET /api/v1/cart/delivery?pincode=000000': unknown,
    ...answers,
  })
}

async function openSummary() {
  renderApp({ path: '/cart', user: shopper })
  return within(await screen.findByRole('region', { name: 'Order Summary' }, { timeout: 30_000 }))
}

describe('the cart summary’s delivery row (issue 30)', () => {
  beforeEach(() => localStorage.clear())

  it("says 'Calculated at checkout' while no pincode is known, and the Total is the goods", async () => {
    api()
    const summary = await openSummary()
    expect(summary.getByText('Delivery')).toBeInTheDocument()
    expect(summary.getByTestId('cart-delivery-fee')).toHaveTextContent('Calculated at checkout')
    expect(summary.getByTestId('summary-total')).toHaveTextContent(inr(goods))
  })

  it("prices delivery to the default address's pincode: its own row, in the Total, and how much more is free", async () => {
    api(gstCart, { 'GET /api/v1/account/addresses': Response.json([home]) })
    const summary = await openSummary()
    expect(await summary.findByText('Delivery to 580020', {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(summary.getByTestId('cart-delivery-fee')).toHaveTextContent('₹60.00')
    expect(summary.getByText('Hubballi, Karnataka · 2–3 days')).toBeInTheDocument()
    expect(summary.getByTestId('summary-total')).toHaveTextContent(inr(goods + 6000))
    expect(summary.getByTestId('delivery-add-for-free')).toHaveTextContent('Add ₹1,150.00 more for free delivery')
    expect(screen.getByTestId('cart-pincode')).toHaveValue('580020')
  })

  it('follows the pincode typed, refuses an unknown one, and says what checkout charges under the spec summary', async () => {
    savePincode('580020') // the one last checked on a product page
    api(specCart)
    const summary = await openSummary()
    expect(await summary.findByText('Delivery to 580020', {}, { timeout: 30_000 })).toBeInTheDocument()
    const field = screen.getByTestId('cart-pincode')
    await userEvent.clear(field)
    await userEvent.type(field, '110001')
    expect(await summary.findByText('Delivery to 110001', {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(summary.getByTestId('cart-delivery-fee')).toHaveTextContent('₹100.00')
    expect(summary.getByTestId('summary-total')).toHaveTextContent(inr(specCart.summary.total + 10000))
    expect(summary.getByTestId('summary-charge')).toHaveTextContent(
      `At checkout you pay ${inr(goods + 10000)}, the sub-total and delivery: tax and discount are not applied.`,
    )

    await userEvent.clear(field)
    await userEvent.type(field, '000000')
    expect(await screen.findByTestId('cart-pincode-error', {}, { timeout: 30_000 })).toHaveTextContent('We could not find this pincode. Please check it.')
    expect(summary.getByTestId('cart-delivery-fee')).toHaveTextContent('Calculated at checkout')
    expect(localStorage.getItem('pincode') ?? '').not.toBe('000000')
  })

  it("shows 'Free delivery' when the threshold waives the fee, in Kannada too", async () => {
    api(gstCart, {
      'GET /api/v1/account/addresses': Response.json([home]),
      'GET /api/v1/cart/delivery?pincode=580020': Response.json(quote(hubballi, 0, true)),
    })
    const summary = await openSummary()
    expect(await summary.findByText('Free delivery', {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(summary.getByTestId('delivery-won-free')).toHaveTextContent('Your order ships free: it is ₹1,500 or more')
    expect(summary.queryByTestId('delivery-add-for-free')).not.toBeInTheDocument()
    expect(summary.getByTestId('summary-total')).toHaveTextContent(inr(goods))
    await switchTo('kn')
    try {
      expect(screen.getByTestId('cart-delivery-fee')).toHaveTextContent('ಉಚಿತ ಡೆಲಿವರಿ')
      expect(screen.getByText('580020 ಗೆ ಡೆಲಿವರಿ')).toBeInTheDocument()
    } finally {
      await switchTo('en')
    }
  })

  it('asks for delivery again when a code takes the goods below the free-delivery threshold (issue 31)', async () => {
    // ₹1,050 of goods, free delivery from ₹1,000: free until a ₹100 code leaves ₹950 to pay for the goods
    const shirt = makeCartLine({ quantity: 1, unitPrice: 105000, lineTotal: 105000 })
    const plain = makeCart([shirt], { style: 'gst' })
    const coded = makeCart([shirt], {
      style: 'gst', charge: 95000, total: 95000,
      lines: [{ code: 'subTotal', amount: 105000 }, { code: 'discountCode', amount: 10000, label: 'KHADI100' }],
      discountCode: { code: 'KHADI100', amount: 10000, params: {} },
    })  // prettier-ignore
    let current = plain
    const paid = () => current.summary.charge
    const hubballiQuote = () => {
      const fee = paid() >= 100000 ? 0 : 6000
      const addForFree = fee ? 100000 - paid() : 0
      return Response.json({ ...quote(hubballi, fee, fee === 0), freeAbove: 100000, addForFree, goods: paid(), total: paid() + fee })
    }
    api(plain, {
      'GET /api/v1/cart': () => Response.json(current),
      'GET /api/v1/account/addresses': Response.json([home]),
      'GET /api/v1/cart/delivery?pincode=580020': hubballiQuote,
      'PUT /api/v1/cart/discount-code': () => {
        current = coded
        return Response.json(current)
      },
    })
    const summary = await openSummary()
    expect(await summary.findByText('Free delivery', {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(summary.getByTestId('summary-total')).toHaveTextContent(inr(105000))

    await userEvent.type(summary.getByLabelText('Discount code'), 'khadi100')
    await userEvent.click(summary.getByRole('button', { name: 'Apply' }))
    await expect.poll(() => summary.getByTestId('cart-delivery-fee').textContent, { timeout: 30_000 }).toBe('₹60.00')
    expect(summary.getByTestId('summary-total')).toHaveTextContent(inr(95000 + 6000))
    expect(summary.getByTestId('delivery-add-for-free')).toHaveTextContent('Add ₹50.00 more for free delivery')
  })

  it("says the server's amount to add: with a 10% code, ₹212 of goods, not the ₹190 short (issue 31)", async () => {
    // ₹900 of goods less 10% pays ₹810 of a ₹1,000 threshold: ₹190 more of goods would pay only ₹171 more
    const shirt = makeCartLine({ quantity: 1, unitPrice: 90000, lineTotal: 90000 })
    const coded = makeCart([shirt], {
      style: 'gst', charge: 81000, total: 81000,
      lines: [{ code: 'subTotal', amount: 90000 }, { code: 'discountCode', amount: 9000, label: 'DASARA10' }],
      discountCode: { code: 'DASARA10', amount: 9000, params: {} },
    })  // prettier-ignore
    api(coded, {
      'GET /api/v1/account/addresses': Response.json([home]),
      'GET /api/v1/cart/delivery?pincode=580020': Response.json({
        ...quote(hubballi, 6000), freeAbove: 100000, addForFree: 21200, goods: 81000, total: 87000,
      }),  // prettier-ignore
    })
    const summary = await openSummary()
    expect(await summary.findByTestId('delivery-add-for-free', {}, { timeout: 30_000 })).toHaveTextContent(
      'Add ₹212.00 more for free delivery',
    )
  })
})
