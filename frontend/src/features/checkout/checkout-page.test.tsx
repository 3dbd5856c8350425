import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { resetLoadedScripts } from '@/lib/payments/load-script'
import { makeCart, makeCartLine, makeFabricLine } from '@/testing/cart-fixtures'
import { checkoutApi, checkoutOrder, checkoutSession, fillAddress, openCheckout, payButton } from '@/testing/checkout-fixtures'
import { apiError, deferred, mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const shirt = makeCartLine({ size: 'M', type: 'Full Sleeve', quantity: 2 }) // 2 × ₹1,499.00
const fabric = makeFabricLine({ quantity: 2.5, lineTotal: 112625 }) // 2.5 m × ₹450.50
const cart = makeCart([shirt, fabric])
const amount = cart.summary.subTotal // ₹4,124.25
const session = checkoutSession(cart)
const makeOrder = (overrides = {}) => checkoutOrder(amount, overrides)
const baseApi = checkoutApi(cart, [makeOrder()])

describe('/checkout (spec §2, §4, §5, §8)', () => {
  afterEach(() => {
    resetLoadedScripts()
    delete window.Razorpay
  })

  it('prefills from the account, lists the lines and states the exact amount charged', async () => {
    mockApi(baseApi)
    await openCheckout()
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Rao')
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876543210')
    expect(screen.getByLabelText('Address')).toHaveValue('')
    const lines = within(screen.getByRole('list', { name: 'Items to pay for' })).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('Indigo Handloom Kurta')
    expect(lines[0]).toHaveTextContent('M · Full Sleeve · × 2')
    expect(lines[1]).toHaveTextContent('2.5 m at ₹450.50 / m')
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('₹4,124.25')
    expect(screen.getByTestId('checkout-charge')).toHaveTextContent('You will be charged ₹4,124.25')
    expect(payButton()).toHaveTextContent('Pay ₹4,124.25')
    // The spec's tax and discount are not charged: checkout shows neither (spec §9).
    expect(screen.queryByText('Tax (10%)')).not.toBeInTheDocument()
  })

  it('shows the GST summary the cart showed and charges its total to the paisa (issue 28)', async () => {
    const gstCart = makeCart(cart.lines, { style: 'gst', gst: 19642 })
    mockApi({ ...baseApi, 'GET /api/v1/cart': Response.json(gstCart) })
    await openCheckout()
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }))
    expect(summary.getByTestId('summary-subtotal')).toHaveTextContent('₹4,124.25')
    expect(summary.getByTestId('summary-gst')).toHaveTextContent('₹196.42')
    expect(summary.getByTestId('checkout-amount')).toHaveTextContent('₹4,124.25')
    expect(summary.getByTestId('checkout-charge')).toHaveTextContent(
      'You will be charged ₹4,124.25, the total of your cart, GST included. Nothing is added at checkout.',
    )
    expect(payButton()).toHaveTextContent('Pay ₹4,124.25')
  })

  it('shows each rule message exactly and clears it as its field is edited', async () => {
    const api = mockApi(baseApi)
    await openCheckout()
    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.clear(screen.getByLabelText('Mobile'))
    await userEvent.type(screen.getByLabelText('Pincode'), '5800')
    await userEvent.type(screen.getByLabelText('Mobile'), '98765')
    await userEvent.click(payButton())

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Address is required')).toBeInTheDocument()
    expect(screen.getByText('Pincode must be 6 digits')).toBeInTheDocument()
    expect(screen.getByText('Mobile must be 10–12 digits')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/v1/checkout')).toHaveLength(0)

    await userEvent.type(screen.getByLabelText('Name'), 'M')
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    expect(screen.getByText('Address is required')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Address'), 'x')
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Pincode'), '2')
    expect(screen.queryByText('Pincode must be 6 digits')).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Mobile'), '4')
    expect(screen.queryByText('Mobile must be 10–12 digits')).not.toBeInTheDocument()
  })

  it("shows the server's field messages on the form", async () => {
    mockApi({
      ...baseApi,
      'POST /api/v1/checkout': apiError(422, 'invalid_checkout', 'Pincode must be 6 digits', {
        pincode: 'Pincode must be 6 digits',
      }),
    })
    await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    expect(await screen.findByText('Pincode must be 6 digits')).toBeInTheDocument()
    expect(screen.getByLabelText('Pincode')).toHaveFocus()
    expect(payButton()).toHaveTextContent('Pay ₹4,124.25')
  })

  it("toasts 'Could not start payment' when the order cannot be created, and is idle again", async () => {
    mockApi({ ...baseApi, 'POST /api/v1/checkout': apiError(502, 'payment_unavailable', 'Could not start payment') })
    await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    expect(await screen.findByText('Could not start payment')).toBeInTheDocument()
    expect(payButton()).toBeEnabled()
  })

  it("shows the server's message when there were too many checkouts (429), and is idle again", async () => {
    const message = 'Too many attempts. Please try again in 7 minutes.'
    mockApi({ ...baseApi, 'POST /api/v1/checkout': apiError(429, 'too_many_requests', message) })
    await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(payButton()).toBeEnabled()
  })

  it('pay button: Processing… and disabled while the popup is open; idle again when it is dismissed', async () => {
    const created = deferred<Response>()
    let creations = 0
    const api = mockApi({
      ...baseApi,
      'POST /api/v1/checkout': () => (++creations === 1 ? created.promise : Response.json(session)),
    })
    await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    expect(payButton()).toHaveTextContent('Processing…')
    expect(payButton()).toBeDisabled()
    created.resolve(Response.json(session))

    const popup = await screen.findByRole('dialog', { name: 'Sandbox payment' })
    expect(within(popup).getByTestId('sandbox-amount')).toHaveTextContent('₹4,124.25')
    expect(payButton()).toHaveTextContent('Processing…')
    expect(payButton()).toBeDisabled()

    // The body is the trimmed address; the Idempotency-Key header is a fresh UUID.
    const [call] = api.callsTo('POST', '/api/v1/checkout')
    const address = { name: 'Meera Rao', house: '', address: '12 Temple Road, Hubballi', locality: '', pincode: '580020' }
    expect(call?.body).toEqual({ ...address, city: 'Hubballi', mobile: '9876543210', saveAddress: false, whatsappUpdates: false, language: 'en' }) // city from the pincode
    const init = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/checkout')?.[1]
    const key = new Headers(init?.headers).get('Idempotency-Key')
    expect(key).toMatch(/^[0-9a-f-]{36}$/)

    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(payButton()).toHaveTextContent('Pay ₹4,124.25')
    expect(payButton()).toBeEnabled()

    // Paying again with nothing changed reuses the attempt (the same order comes back).
    api.fetchMock.mockClear()
    await userEvent.click(payButton())
    await screen.findByRole('dialog', { name: 'Sandbox payment' })
    const again = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/checkout')?.[1]
    expect(new Headers(again?.headers).get('Idempotency-Key')).toBe(key)
  })

  it("a successful payment is verified, polled until paid, toasts 'Payment successful!' and goes to /orders", async () => {
    let reads = 0
    const api = mockApi({
      ...baseApi,
      'POST /api/v1/checkout': Response.json(session),
      'POST /api/v1/payments/sandbox/pay': Response.json({
        paymentId: 'pay_sbx_1',
        providerOrderId: 'order_sbx_1',
        signature: 'ab12',
      }),
      'POST /api/v1/payments/verify': Response.json(makeOrder()),
      'GET /api/v1/orders/o_1': () => {
        reads += 1
        return Response.json(makeOrder({ status: reads >= 2 ? 'paid' : 'created' }))
      },
    })
    // The spec's poll waits 1.5 s between reads: the clock is the test's (poll-order.test.ts: the interval).
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { router } = await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    const popup = await screen.findByRole('dialog', { name: 'Sandbox payment' })
    await userEvent.click(within(popup).getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(reads).toBe(1))
    await act(() => vi.advanceTimersByTimeAsync(1500))

    expect(await screen.findByText('Payment successful!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    const paid = { providerOrderId: 'order_sbx_1', outcome: 'success', method: 'upi' } // issue 30: UPI first
    expect(api.callsTo('POST', '/api/v1/payments/sandbox/pay')[0]?.body).toEqual(paid)
    expect(api.callsTo('POST', '/api/v1/payments/verify')[0]?.body).toEqual({
      orderId: 'o_1',
      providerOrderId: 'order_sbx_1',
      paymentId: 'pay_sbx_1',
      signature: 'ab12',
    })
    expect(reads).toBe(2)
    // The cart is read again (the server emptied it).
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/cart').length).toBeGreaterThan(1))
  })

  it("a failed payment toasts the provider's description and goes to /orders", async () => {
    mockApi({
      ...baseApi,
      'POST /api/v1/checkout': Response.json(session),
      'POST /api/v1/payments/sandbox/pay': Response.json({
        paymentId: 'pay_sbx_2',
        providerOrderId: 'order_sbx_1',
        error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined by the bank.' },
      }),
    })
    const { router } = await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    const popup = await screen.findByRole('dialog', { name: 'Sandbox payment' })
    await userEvent.click(within(popup).getByRole('button', { name: 'Fail payment' }))
    expect(await screen.findByText('Your card was declined by the bank.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
  })

  it("a failure without a description says 'Payment failed. Please try again.'", async () => {
    mockApi({
      ...baseApi,
      'POST /api/v1/checkout': Response.json(session),
      'POST /api/v1/payments/sandbox/pay': Response.json({ paymentId: 'pay_sbx_2', providerOrderId: 'order_sbx_1', error: { description: '' } }),
    })
    await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail payment' }))
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument()
  })

  it("'Error verifying payment.' when the signature is refused", async () => {
    const api = mockApi({
      ...baseApi,
      'POST /api/v1/checkout': Response.json(session),
      'POST /api/v1/payments/sandbox/pay': Response.json({ paymentId: 'p', providerOrderId: 'order_sbx_1', signature: 'bad' }),
      'POST /api/v1/payments/verify': apiError(400, 'payment_verification_failed', 'Error verifying payment.'),
    })
    const { router } = await openCheckout()
    await fillAddress()
    await userEvent.click(payButton())
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText('Error verifying payment.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    expect(api.callsTo('GET', '/api/v1/orders/o_1')).toHaveLength(0)
  })

  it('says so when nothing in the cart can be bought', async () => {
    mockApi({ ...baseApi, 'GET /api/v1/cart': Response.json(makeCart([])) })
    renderApp({ path: '/checkout', user: shopper })
    expect(await screen.findByRole('heading', { name: 'Nothing to pay for' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument()
  })
})
