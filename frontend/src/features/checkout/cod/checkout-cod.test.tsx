// Issue 30: cash on delivery at checkout. The shopper picks it beside online payment; its fee is a line of
// its own and the total is what the courier collects (the server's quote, to the paisa); placing it sends
// no payment and lands on My Orders. A refused COD says why in the shopper's language and cannot be picked;
// a shop that does not offer COD shows no choice at all.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { makeCart, makeCartLine } from '@/testing/cart-fixtures'
import { fill } from '@/testing/fill'
import { mockApi } from '@/testing/mock-api'
import { makeShopperOrder } from '@/testing/order-fixtures'
import { renderApp, shopper } from '@/testing/render-app'

const cart = makeCart([makeCartLine({ size: 'M', type: 'Full Sleeve', quantity: 1 })])
const goods = cart.summary.charge
const me = { uid: shopper.uid, name: 'Meera Rao', email: shopper.email, phone: '9876543210', role: 'user' }
const hubballi = { pincode: '580020', city: 'Hubballi', district: 'Dharwad', state: 'Karnataka', stateCode: '29', localities: ['Hubballi'] }
const delivery = {
  ...hubballi, zone: 'karnataka', zoneName: 'Within Karnataka', fee: 6000, free: false, freeAbove: 150000, goods,
  total: goods + 6000, weightGrams: 300, daysMin: 2, daysMax: 3, codAvailable: true,
}
const FEE = 4000
const total = goods + 6000 + FEE
const available = { available: true, reason: null, params: {}, message: null, goods, deliveryFee: 6000, fee: FEE, total }
const refused = {
  ...available, available: false, reason: 'cod.above_max', params: { amountPaise: 50_000 }, // raw paise: the client writes the rupees
  message: 'Cash on delivery is available for orders up to ₹500.00; please pay online',
}
const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)

function api(codQuote: object) {
  return mockApi({
    'GET /api/v1/cart': Response.json(cart),
    'GET /api/v1/auth/me': Response.json(me),
    'GET /api/v1/pincodes/580020': Response.json(hubballi),
    'GET /api/v1/cart/delivery?pincode=580020': Response.json(delivery),
    'GET /api/v1/cart/cod?pincode=580020': Response.json(codQuote),
    'POST /api/v1/checkout/cod': Response.json(
      makeShopperOrder({ id: 'o_cod', status: 'cod', paymentMethod: 'cod', codState: 'placed', codFee: FEE, deliveryFee: 6000, amount: total }),
    ),
    'GET /api/v1/orders': Response.json({ items: [], total: 0, page: 1, pageSize: 10 }),
  })
}

async function fillAddress() {
  renderApp({ path: '/checkout', user: shopper })
  await screen.findByLabelText('Name', {}, { timeout: 30_000 })
  await fill(screen.getByLabelText('Address'), '12, 4th Cross, Vidyanagar')
  await fill(screen.getByLabelText('Pincode'), '580020')
}

describe('cash on delivery at checkout (issue 30)', () => {
  it('adds the fee as its own line, shows the total collected and places the order without a payment', async () => {
    localStorage.clear()
    const calls = api(available)
    await fillAddress()
    const choice = await screen.findByRole('group', { name: 'How would you like to pay?' }, { timeout: 30_000 })
    expect(within(choice).getByText(`Pay the courier in cash; a ${inr(FEE)} fee is added`)).toBeInTheDocument()
    expect(screen.queryByTestId('checkout-cod-fee')).toBeNull() // paying online: no fee
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent(inr(goods + 6000))

    await userEvent.click(within(choice).getByRole('radio', { name: /Cash on delivery/ }))
    expect(screen.getByTestId('checkout-cod-fee')).toHaveTextContent(inr(FEE))
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent(inr(total))
    await userEvent.click(screen.getByRole('button', { name: `Place order · pay ${inr(total)} on delivery` }))

    expect(await screen.findByText(`Order placed. Pay ${inr(total)} in cash when it arrives.`, {}, { timeout: 30_000 })).toBeInTheDocument()
    const [placed] = calls.callsTo('POST', '/api/v1/checkout/cod')
    expect(placed?.headers.get('Idempotency-Key')).toBeTruthy()
    expect(placed?.body).toMatchObject({ pincode: '580020', name: 'Meera Rao' })
    expect(calls.callsTo('POST', '/api/v1/checkout')).toHaveLength(0) // no provider order, no popup
  })

  it('says why cash on delivery is refused, in Kannada, and keeps it unpicked', async () => {
    localStorage.clear()
    api(refused)
    await fillAddress()
    await act(() => setLanguage('kn'))
    expect(await screen.findByText('ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ₹500.00 ವರೆಗಿನ ಆರ್ಡರ್‌ಗಳಿಗೆ ಮಾತ್ರ; ದಯವಿಟ್ಟು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಿ', {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ/ })).toBeDisabled()
    await act(() => setLanguage('en'))
  })

  it('offers no choice when the shop does not take cash on delivery', async () => {
    localStorage.clear()
    api({ ...refused, reason: 'cod.off', params: {}, message: 'Cash on delivery is not offered' })
    await fillAddress()
    expect(await screen.findByRole('button', { name: `Pay ${inr(goods + 6000)}` }, { timeout: 30_000 })).toBeInTheDocument()
    expect(screen.queryByTestId('payment-method')).toBeNull()
  })
})
