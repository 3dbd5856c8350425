// Issue 18: checkout in Kannada — the form's labels, a rule's message, the summary and the sandbox popup;
// the address is still sent as typed.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { resetLoadedScripts } from '@/lib/payments/load-script'
import type { RazorpayFailure } from '@/lib/payments/razorpay'
import { makeCart, makeCartLine, makeFabricLine } from '@/testing/cart-fixtures'
import { checkoutSession, me } from '@/testing/checkout-fixtures'
import { fill } from '@/testing/fill'
import { makeProduct } from '@/testing/fixtures'
import { expectNoWords, switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'


const cart = makeCart([makeCartLine({ quantity: 2 }), makeFabricLine({ quantity: 2.5, lineTotal: 112625 })])
const catalogue = { version: 1, products: [makeProduct({ titleKn: 'ಇಂಡಿಗೊ ಕೈಮಗ್ಗದ ಕುರ್ತಾ' })] }
const session = checkoutSession(cart)

describe('/checkout in Kannada (issue 18)', () => {
  it('labels the form in Kannada, shows a rule’s message in Kannada and sends the address as typed', async () => {
    const api = mockApi({
      'GET /api/v1/cart': Response.json(cart),
      'GET /api/v1/auth/me': Response.json(me),
      'GET /api/v1/products': Response.json(catalogue),
      'POST /api/v1/checkout': Response.json(session, { status: 201 }),
    })
    renderApp({ path: '/checkout', user: shopper })
    await screen.findByLabelText('Name')
    await switchTo('kn')

    expect(await screen.findByRole('heading', { level: 1, name: 'ವಿಳಾಸ ಮತ್ತು ಪಾವತಿ' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'ರವಾನೆ ವಿಳಾಸ' })).toBeInTheDocument()
    expect(screen.getByLabelText('ಹೆಸರು')).toHaveValue('Meera Rao')
    expect(screen.getByLabelText('ಮೊಬೈಲ್')).toHaveValue('9876543210')
    const lines = within(screen.getByRole('list', { name: 'ಪಾವತಿಸಬೇಕಾದ ವಸ್ತುಗಳು' })).getAllByRole('listitem')
    expect(await within(lines[0] as HTMLElement).findByText('ಇಂಡಿಗೊ ಕೈಮಗ್ಗದ ಕುರ್ತಾ')).toBeInTheDocument()
    expect(lines[0]).toHaveTextContent('M · ಪೂರ್ಣ ತೋಳು') // issue 28: the size chart's type, not 'Full Sleeve'
    expect(lines[1]).toHaveTextContent('2.5 ಮೀ, ₹450.50 / ಮೀ ದರದಲ್ಲಿ') // issue 28: no Latin 'm'
    expect(screen.getByTestId('checkout-charge')).toHaveTextContent('ನಿಮ್ಮಿಂದ ₹4,124.25 ಪಡೆಯಲಾಗುವುದು')
    const pay = screen.getByRole('button', { name: '₹4,124.25 ಪಾವತಿಸಿ' })

    await fill(screen.getByLabelText('ವಿಳಾಸ'), '12 Temple Road, Hubballi')
    await userEvent.type(screen.getByLabelText('ಪಿನ್‌ಕೋಡ್'), '5800')
    await userEvent.click(pay)
    expect(screen.getByLabelText('ಪಿನ್‌ಕೋಡ್')).toHaveAccessibleDescription('ಪಿನ್‌ಕೋಡ್ 6 ಅಂಕಿಗಳಿರಬೇಕು')
    expect(api.callsTo('POST', '/api/v1/checkout')).toHaveLength(0)
    // A message on screen follows a switch of language.
    await switchTo('hi')
    expect(screen.getByLabelText('पिनकोड')).toHaveAccessibleDescription('पिनकोड 6 अंकों का होना चाहिए')
    await switchTo('kn')

    await userEvent.type(screen.getByLabelText('ಪಿನ್‌ಕೋಡ್'), '20')
    await userEvent.click(pay)
    const popup = within(await screen.findByRole('dialog', { name: 'ಪರೀಕ್ಷಾ ಪಾವತಿ' }))
    expect(popup.getByText('2 ವಸ್ತುಗಳು · ಆರ್ಡರ್ order_sbx_1')).toBeInTheDocument()
    expect(popup.getByRole('button', { name: 'ಪಾವತಿ ವಿಫಲಗೊಳಿಸಿ' })).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/v1/checkout')[0]?.body).toMatchObject({
      name: 'Meera Rao',
      address: '12 Temple Road, Hubballi',
      pincode: '580020',
      mobile: '9876543210',
    })

    expectNoWords(['Shipping', 'Name', 'Address', 'Pincode', 'Mobile', 'Order Summary', 'Amount to pay', 'Pay', 'Secure', 'Full Sleeve'])
  })

  // issue 28: Razorpay's failure descriptions are English only; its documented reason reads in Kannada, and one we
  // do not know as Kannada's 'payment failed' — never the English
  it('words a Razorpay decline in Kannada', async () => {
    type Failed = (response: RazorpayFailure) => void
    const failed: Failed[] = []
    window.Razorpay = class {
      open() {}
      close() {}
      on(_event: 'payment.failed', listener: Failed) {
        failed.push(listener)
      }
    }
    const razorpay = { ...session, provider: 'razorpay', keyId: 'rzp_test_1', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' }
    mockApi({
      'GET /api/v1/cart': Response.json(cart),
      'GET /api/v1/auth/me': Response.json(me),
      'GET /api/v1/products': Response.json(catalogue),
      'POST /api/v1/checkout': Response.json(razorpay, { status: 201 }),
    })
    renderApp({ path: '/checkout', user: shopper })
    await screen.findByLabelText('Name')
    await switchTo('kn')
    await userEvent.type(screen.getByLabelText('ವಿಳಾಸ'), '12 Temple Road, Hubballi')
    await userEvent.type(screen.getByLabelText('ಪಿನ್‌ಕೋಡ್'), '580020')
    await userEvent.click(screen.getByRole('button', { name: '₹4,124.25 ಪಾವತಿಸಿ' }))
    await waitFor(() => expect(failed).toHaveLength(1))
    const english = 'Your payment could not be completed due to insufficient account balance.'
    act(() => failed[0]?.({ error: { code: 'BAD_REQUEST_ERROR', description: english, reason: 'insufficient_funds' } }))
    expect(await screen.findByText('ಈ ಪಾವತಿಗೆ ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಸಾಕಷ್ಟು ಹಣವಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ಖಾತೆ ಅಥವಾ ವಿಧಾನ ಬಳಸಿ.')).toBeInTheDocument()
    expect(screen.queryByText(english)).not.toBeInTheDocument()
    resetLoadedScripts()
    delete window.Razorpay
  })
})
