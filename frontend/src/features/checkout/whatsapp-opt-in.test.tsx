// Issue 32: checkout asks whether to send the order's updates on WhatsApp — never ticked for the shopper,
// in their language — and a cash-on-delivery order sends the choice with the language the shopper reads.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { makeCart, makeCartLine } from '@/testing/cart-fixtures'
import { fill } from '@/testing/fill'
import { switchTo } from '@/testing/languages'
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
const total = goods + 6000 + 4000
const quote = { available: true, reason: null, params: {}, message: null, goods, deliveryFee: 6000, fee: 4000, total }

describe('WhatsApp updates at checkout (issue 32)', () => {
  it('offers the opt-in unticked, in Kannada, and sends it with the language on a cash-on-delivery order', async () => {
    localStorage.clear()
    const calls = mockApi({
      'GET /api/v1/cart': Response.json(cart),
      'GET /api/v1/auth/me': Response.json(me),
      'GET /api/v1/pincodes/580020': Response.json(hubballi),
      'GET /api/v1/cart/delivery?pincode=580020': Response.json(delivery),
      'GET /api/v1/cart/cod?pincode=580020': Response.json(quote),
      'POST /api/v1/checkout/cod': Response.json(
        makeShopperOrder({ id: 'o_cod', status: 'cod', paymentMethod: 'cod', codState: 'placed', codFee: 4000, deliveryFee: 6000, amount: total }),
      ),
      'GET /api/v1/orders': Response.json({ items: [], total: 0, page: 1, pageSize: 10 }),
    })
    renderApp({ path: '/checkout', user: shopper })
    await screen.findByLabelText('Name', {}, { timeout: 30_000 })
    const optIn = screen.getByRole('checkbox', { name: /Send me order updates on WhatsApp/ })
    expect(optIn).not.toBeChecked()
    await switchTo('kn')
    const kannada = screen.getByRole('checkbox', { name: /ಆರ್ಡರ್ ಮಾಹಿತಿಯನ್ನು ನನಗೆ WhatsApp ನಲ್ಲಿ ಕಳುಹಿಸಿ/ })
    await userEvent.click(kannada)
    await fill(screen.getByLabelText('ವಿಳಾಸ'), '12, 4th Cross, Vidyanagar')
    await fill(screen.getByLabelText('ಪಿನ್‌ಕೋಡ್'), '580020')
    const choice = await screen.findByRole('group', { name: /./ }, { timeout: 30_000 })
    await userEvent.click(within(choice).getAllByRole('radio')[1] as HTMLElement)
    await userEvent.click(screen.getByRole('button', { name: /ಆರ್ಡರ್/ }))
    await expect.poll(() => calls.callsTo('POST', '/api/v1/checkout/cod').length, { timeout: 30_000 }).toBe(1)
    expect(calls.callsTo('POST', '/api/v1/checkout/cod')[0]?.body).toMatchObject({
      mobile: '9876543210',
      whatsappUpdates: true,
      language: 'kn',
    })
  })
})
