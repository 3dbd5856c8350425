// Issue 30: UPI first (the sandbox popup's UPI ID and QR, a payment left pending; Razorpay's display config), and
// a closed payment window reported to the server so the order leaves My Orders and its stock goes back.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Order } from '@/lib/orders/get-orders'
import { resetLoadedScripts } from '@/lib/payments/load-script'
import { upiFirstConfig, type RazorpayOptions } from '@/lib/payments/razorpay'
import { makeCart, makeCartLine } from '@/testing/cart-fixtures'
import { checkoutApi, checkoutOrder, checkoutSession, fillAddress } from '@/testing/checkout-fixtures'
import { fill } from '@/testing/fill'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'


const cart = makeCart([makeCartLine({ size: 'M', type: 'Full Sleeve', quantity: 1 })])
const amount = cart.summary.subTotal
const session = checkoutSession(cart)
const order = (status: Order['status']) =>
  checkoutOrder(amount, { status, cartTotalItems: 1, paymentInfo: { amount, paymentId: status === 'paid' ? 'pay_1' : null } })
const baseApi = {
  ...checkoutApi(cart, [order('created')]),
  'POST /api/v1/checkout': Response.json(session),
  'GET /api/v1/payments/sandbox/upi-qr/order_sbx_1': Response.json({
    text: 'upi://pay?pa=khadi.sandbox%40razorpay&am=1499.00',
    rows: ['1110111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'],
  }),
  'POST /api/v1/checkout/o_1/dismiss': Response.json(order('created')),
}

async function openPopup() {
  const view = renderApp({ path: '/checkout', user: shopper })
  await screen.findByLabelText('Name')
  await fillAddress()
  await userEvent.click(screen.getByRole('button', { name: /^Pay ₹/ }))
  return { ...view, popup: await screen.findByRole('dialog', { name: 'Sandbox payment' }) }
}

describe('UPI first and a closed payment window (issue 30)', () => {
  afterEach(() => {
    resetLoadedScripts()
    delete window.Razorpay
  })

  it('offers UPI first, with a QR drawn from the server and a UPI ID it checks before paying', async () => {
    const api = mockApi(baseApi)
    const { popup } = await openPopup()
    const methods = within(popup).getAllByRole('radio').map((radio) => [radio.textContent, radio.getAttribute('aria-checked')])
    expect(methods).toEqual([
      ['UPI', 'true'],
      ['Card', 'false'],
      ['Netbanking', 'false'],
    ])
    const qr = await within(popup).findByRole('img', { name: 'UPI QR code for this payment' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/) // drawn here: no <img>
    expect(popup.querySelector('img')).toBeNull()

    await userEvent.type(within(popup).getByLabelText('UPI ID'), 'meera@')
    await userEvent.click(within(popup).getByRole('button', { name: 'Pay' }))
    expect(within(popup).getByText('Enter a valid UPI ID, like name@bank')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/v1/payments/sandbox/pay')).toHaveLength(0)
  })

  it('a UPI payment left pending waits, then the order is paid and the shopper goes to /orders', async () => {
    let reads = 0
    const api = mockApi({
      ...baseApi,
      'POST /api/v1/payments/sandbox/pay': Response.json({ paymentId: 'pay_1', providerOrderId: 'order_sbx_1', pending: true }),
      'GET /api/v1/orders/o_1': () => Response.json(order(++reads >= 2 ? 'paid' : 'created')),
    })
    // The spec's poll waits 1.5 s between reads: the clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { popup, router } = await openPopup()
    await fill(within(popup).getByLabelText('UPI ID'), 'meera.rao@okaxis')
    await userEvent.selectOptions(within(popup).getByLabelText('Approved in the UPI app'), 'After 5 seconds (waiting till then)')
    await userEvent.click(within(popup).getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(reads).toBe(1))
    await act(() => vi.advanceTimersByTimeAsync(1500))

    expect(await screen.findByText('Payment successful!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    expect(api.callsTo('POST', '/api/v1/payments/sandbox/pay')[0]?.body).toEqual({
      providerOrderId: 'order_sbx_1',
      outcome: 'success',
      method: 'upi',
      vpa: 'meera.rao@okaxis',
      approveAfterSeconds: 5,
    })
    expect(api.callsTo('POST', '/api/v1/payments/verify')).toHaveLength(0) // no signature: the webhook settles it
    expect(api.callsTo('POST', '/api/v1/checkout/o_1/dismiss')).toHaveLength(0)
  })

  it('after the spec’s polling a pending UPI payment keeps waiting on /orders instead of failing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      mockApi({
        ...baseApi,
        'POST /api/v1/payments/sandbox/pay': Response.json({ paymentId: 'pay_1', providerOrderId: 'order_sbx_1', pending: true }),
        'GET /api/v1/orders/o_1': Response.json(order('created')),
      })
      const { popup, router } = await openPopup()
      await userEvent.selectOptions(within(popup).getByLabelText('Approved in the UPI app'), 'After 45 seconds (waiting till then)')
      await userEvent.click(within(popup).getByRole('button', { name: 'Pay' }))
      await act(() => vi.advanceTimersByTimeAsync(31_000))
      await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
      expect(await screen.findByText('We are waiting for your UPI payment. Your order updates here as soon as it arrives.')).toBeInTheDocument()
      expect(screen.queryByText('Payment success, but confirmation timed out. Please check your orders.')).not.toBeInTheDocument()
      const row = await screen.findByTestId('order-row')
      expect(within(row).getByTestId('order-status')).toHaveTextContent('Waiting for payment')
      expect(within(row).queryByText('FAILED')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('closing the window tells the server once and returns the pay button to idle', async () => {
    const api = mockApi(baseApi)
    const { popup } = await openPopup()
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/checkout/o_1/dismiss')).toHaveLength(1))
    expect(screen.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled()
  })

  it('opens Razorpay Checkout with UPI first and every other method the account has; closing it is reported', async () => {
    const opened: RazorpayOptions[] = []
    window.Razorpay = class {
      constructor(options: RazorpayOptions) {
        opened.push(options)
      }
      open() {}
      close() {}
      on() {}
    }
    const api = mockApi({
      ...baseApi,
      'POST /api/v1/checkout': Response.json({
        ...session,
        provider: 'razorpay',
        keyId: 'rzp_test_1',
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      }),
    })
    renderApp({ path: '/checkout', user: shopper })
    await screen.findByLabelText('Name')
    await userEvent.type(screen.getByLabelText('Address'), '12 Temple Road, Hubballi')
    await userEvent.type(screen.getByLabelText('Pincode'), '580020')
    await userEvent.click(screen.getByRole('button', { name: /^Pay ₹/ }))
    await waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]?.config).toEqual({
      display: {
        blocks: { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi' }] } },
        sequence: ['block.upi'],
        preferences: { show_default_blocks: true },
      },
    })
    expect(opened[0]?.config).toEqual(upiFirstConfig('Pay by UPI'))
    opened[0]?.modal.ondismiss()
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/checkout/o_1/dismiss')).toHaveLength(1))
  })
})
