// checkout.js, Razorpay's own popup (spec §5): opened with the order and the shop's theme, its failure
// toasted, and a script that cannot load said so.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { resetLoadedScripts } from '@/lib/payments/load-script'
import type { RazorpayOptions } from '@/lib/payments/razorpay'
import { makeCart, makeCartLine, makeFabricLine } from '@/testing/cart-fixtures'
import { checkoutApi, checkoutOrder, checkoutSession, fillAddress, openCheckout, payButton } from '@/testing/checkout-fixtures'
import { mockApi } from '@/testing/mock-api'

import type { CheckoutSession } from './api'

const cart = makeCart([makeCartLine({ size: 'M', type: 'Full Sleeve', quantity: 2 }), makeFabricLine({ quantity: 2.5, lineTotal: 112625 })])
const amount = cart.summary.subTotal // ₹4,124.25
const session = checkoutSession(cart)
const baseApi = checkoutApi(cart, [checkoutOrder(amount)])

describe('/checkout with Razorpay (spec §5)', () => {
  afterEach(() => {
    resetLoadedScripts()
    delete window.Razorpay
  })

describe('Razorpay checkout.js', () => {
    const razorpaySession: CheckoutSession = {
      ...session,
      provider: 'razorpay',
      keyId: 'rzp_test_123',
      providerOrderId: 'order_rzp_1',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    }
  
    function fakeRazorpay() {
      const opened: { options: RazorpayOptions; failed?: (r: { error?: { description?: string } }) => void }[] = []
      window.Razorpay = class {
        entry: (typeof opened)[number]
        constructor(options: RazorpayOptions) {
          this.entry = { options }
          opened.push(this.entry)
        }
        open() {}
        close() {}
        on(_event: 'payment.failed', listener: (r: { error?: { description?: string } }) => void) {
          this.entry.failed = listener
        }
      }
      return opened
    }
  
    it('opens checkout.js with the order, amount, description, prefill and theme; dismiss returns to idle', async () => {
      const opened = fakeRazorpay()
      mockApi({ ...baseApi, 'POST /api/v1/checkout': Response.json(razorpaySession) })
      await openCheckout()
      await fillAddress()
      await userEvent.click(payButton())
      await waitFor(() => expect(opened).toHaveLength(1))
      const { options } = opened[0] ?? { options: null }
      expect(options).toMatchObject({
        key: 'rzp_test_123',
        order_id: 'order_rzp_1',
        amount,
        currency: 'INR',
        name: 'Gadag Khadi Sangha',
        description: 'Order Payment',
        prefill: { name: 'Meera Rao', contact: '9876543210' },
        theme: { color: '#2b3a67' },
      })
      expect(payButton()).toHaveTextContent('Processing…')
      options?.modal.ondismiss()
      await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₹4,124.25'))
      expect(payButton()).toBeEnabled()
    })
  
    it("payment.failed toasts the provider's description", async () => {
      const opened = fakeRazorpay()
      mockApi({ ...baseApi, 'POST /api/v1/checkout': Response.json(razorpaySession) })
      const { router } = await openCheckout()
      await fillAddress()
      await userEvent.click(payButton())
      await waitFor(() => expect(opened[0]?.failed).toBeDefined())
      opened[0]?.failed?.({ error: { description: 'Payment was cancelled by the bank' } })
      expect(await screen.findByText('Payment was cancelled by the bank')).toBeInTheDocument()
      await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    })
  
    it("toasts 'Could not start payment' when checkout.js cannot load", async () => {
      mockApi({ ...baseApi, 'POST /api/v1/checkout': Response.json(razorpaySession) })
      await openCheckout()
      await fillAddress()
      await userEvent.click(payButton())
      const script = await waitFor(() => {
        const found = document.head.querySelector<HTMLScriptElement>('script[src="https://checkout.razorpay.com/v1/checkout.js"]')
        if (!found) throw new Error('no script yet')
        return found
      })
      script.dispatchEvent(new Event('error'))
      expect(await screen.findByText('Could not start payment')).toBeInTheDocument()
      expect(payButton()).toBeEnabled()
      expect(document.head.querySelector('script[src*="razorpay"]')).toBeNull()
    })
  })
})
