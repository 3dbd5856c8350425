// Issue 30: the checkout's delivery line comes from the server's quote for the pincode typed, the Pay
// button and the charge say goods + delivery, the directory fills in city, district and state, and a
// pincode India Post does not list is refused in the shopper's language before anything is sent.
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { makeCart, makeCartLine } from '@/testing/cart-fixtures'
import { fill } from '@/testing/fill'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const cart = makeCart([makeCartLine({ size: 'M', type: 'Full Sleeve', quantity: 1 })])
const goods = cart.summary.subTotal
const me = { uid: shopper.uid, name: 'Meera Rao', email: shopper.email, phone: '9876543210', role: 'user' }
const hubballi = { pincode: '580020', city: 'Hubballi', district: 'Dharwad', state: 'Karnataka', stateCode: '29', localities: ['Hubballi'] }
const delhi = { pincode: '110001', city: 'New Delhi', district: 'New Delhi', state: 'Delhi', stateCode: '07', localities: [] }
const quote = (place: typeof hubballi, fee: number) => ({
  ...place, zone: 'x', zoneName: 'x', fee, free: false, freeAbove: 150000, goods, total: goods + fee,
  weightGrams: 300, daysMin: 2, daysMax: 3, codAvailable: null,
})
const unknown = apiError(422, 'unknown_pincode', 'We could not find this pincode. Please check it.', {
  pincode: 'We could not find this pincode. Please check it.',
})

const home = {
  id: 'a_home', name: 'Meera Rao', house: 'Flat 3B', address: '12, 4th Cross, Vidyanagar', locality: 'Vidyanagar', city: 'Hubballi',
  district: 'Dharwad', state: 'Karnataka', pincode: '580020', mobile: '9876543210', isDefault: true,
}
const office = { ...home, id: 'a_office', name: 'Suresh Rao', house: '', address: '14, Janpath', locality: '', city: 'New Delhi',
  district: 'New Delhi', state: 'Delhi', pincode: '110001', mobile: '9845012345', isDefault: false }

function api(answers: Record<string, Response> = {}) {
  return mockApi({
    ...answers,
    'GET /api/v1/cart': Response.json(cart),
    'GET /api/v1/auth/me': Response.json(me),
    'GET /api/v1/pincodes/580020': Response.json(hubballi),
    'GET /api/v1/pincodes/110001': Response.json(delhi),
    'GET /api/v1/pincodes/999999': unknown,
    'GET /api/v1/cart/delivery?pincode=580020': Response.json(quote(hubballi, 6000)),
    'GET /api/v1/cart/delivery?pincode=110001': Response.json(quote(delhi, 10000)),
    'GET /api/v1/cart/delivery?pincode=999999': unknown,
  })
}

const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)

async function open() {
  renderApp({ path: '/checkout', user: shopper })
  await screen.findByLabelText('Name', {}, { timeout: 30_000 })
}

describe('checkout delivery (issue 30)', () => {
  it('charges goods + the delivery line of the pincode typed, and fills in the place', async () => {
    localStorage.clear()
    api()
    await open()
    await fill(screen.getByLabelText('Pincode'), '580020')
    expect(await screen.findByTestId('checkout-delivery', {}, { timeout: 30_000 })).toHaveTextContent('₹60.00')
    expect(screen.getByTestId('checkout-district')).toHaveTextContent('Dharwad')
    expect(screen.getByTestId('checkout-state')).toHaveTextContent('Karnataka')
    expect(screen.getByLabelText('Town or city')).toHaveValue('Hubballi')
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent(inr(goods + 6000))
    expect(screen.getByRole('button', { name: `Pay ${inr(goods + 6000)}` })).toBeInTheDocument()

    await userEvent.clear(screen.getByLabelText('Pincode'))
    await fill(screen.getByLabelText('Pincode'), '110001')
    expect(await screen.findByRole('button', { name: `Pay ${inr(goods + 10000)}` }, { timeout: 30_000 })).toBeInTheDocument()
    expect(screen.getByLabelText('Town or city')).toHaveValue('New Delhi')
  })

  it('refuses a pincode India Post does not list, in Kannada, and sends nothing', async () => {
    localStorage.clear()
    const calls = api()
    await open()
    await act(() => setLanguage('kn'))
    await fill(screen.getByRole('textbox', { name: 'ಪಿನ್‌ಕೋಡ್' }), '999999')
    expect(await screen.findByText('ಈ ಪಿನ್‌ಕೋಡ್ ಸಿಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ.', {}, { timeout: 30_000 })).toBeInTheDocument()
    expect(calls.callsTo('POST', '/api/v1/checkout')).toHaveLength(0)
    await act(() => setLanguage('en'))
  })

  it('offers the saved addresses, the default chosen and filled in; another fills the form; a new one can be kept', async () => {
    localStorage.clear()
    const calls = api({
      'GET /api/v1/account/addresses': Response.json([home, office]),
      'POST /api/v1/checkout': apiError(500, 'internal', 'Something went wrong'),
    })
    await open()
    const saved = screen.getByTestId('saved-addresses')
    expect(screen.getByRole('radio', { name: /Meera Rao/ })).toBeChecked()
    expect(saved).toHaveTextContent('Default')
    expect(screen.getByLabelText('Address')).toHaveValue('12, 4th Cross, Vidyanagar')
    expect(screen.getByLabelText('Pincode')).toHaveValue('580020')
    expect(await screen.findByTestId('checkout-delivery', {}, { timeout: 30_000 })).toHaveTextContent('₹60.00')
    expect(screen.getByText('Hubballi, Karnataka · 2–3 days')).toBeInTheDocument()
    // a saved address is not offered to be saved again
    expect(screen.queryByRole('checkbox', { name: 'Save this address for next time' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: /Suresh Rao/ }))
    expect(screen.getByLabelText('Name')).toHaveValue('Suresh Rao')
    expect(screen.getByLabelText('Address')).toHaveValue('14, Janpath')
    expect(await screen.findByRole('button', { name: `Pay ${inr(goods + 10000)}` }, { timeout: 30_000 })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: 'A new address' }))
    expect(screen.getByLabelText('Address')).toHaveValue('')
    await fill(screen.getByLabelText('Address'), '7, Koppikar Road')
    await userEvent.clear(screen.getByLabelText('Pincode'))
    await fill(screen.getByLabelText('Pincode'), '580020')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address for next time' }))
    await userEvent.click(await screen.findByRole('button', { name: `Pay ${inr(goods + 6000)}` }, { timeout: 30_000 }))
    await waitFor(() => expect(calls.callsTo('POST', '/api/v1/checkout')).toHaveLength(1))
    expect(calls.callsTo('POST', '/api/v1/checkout')[0]?.body).toMatchObject({ address: '7, Koppikar Road', pincode: '580020', saveAddress: true })
  })
})
