// Issue 28: the sandbox's decline comes with its code, so a Kannada shopper reads it in Kannada (Razorpay's own
// descriptions come in English only).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'

import type { CheckoutSession } from '../api'
import { SandboxPopup } from './sandbox-popup'

const session = {
  orderId: 'o_1', providerOrderId: 'order_sbx_1', provider: 'sandbox', keyId: 'sandbox', checkoutScriptUrl: null, amount: 165_000,
  deliveryFee: 0, currency: 'INR', name: 'Meera Rao', email: 'meera@example.in', contact: '9876543210', description: 'Order Payment',
  status: 'created', cartTotalItems: 1, items: [],
} as CheckoutSession

it("words the sandbox's coded decline in the shopper's language", async () => {
  mockApi({
    'POST /api/v1/payments/sandbox/pay': Response.json({
      paymentId: 'pay_sbx_2',
      providerOrderId: 'order_sbx_1',
      error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined by the bank.', descriptionCode: 'payments.card_declined' },
    }),
  })
  const onFailure = vi.fn()
  await act(() => setLanguage('kn'))
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SandboxPopup session={session} callbacks={{ onSuccess: vi.fn(), onFailure, onPending: vi.fn(), onDismiss: vi.fn() }} />
    </QueryClientProvider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'ಪಾವತಿ ವಿಫಲಗೊಳಿಸಿ' }))
  await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith('ನಿಮ್ಮ ಕಾರ್ಡ್ ಅನ್ನು ಬ್ಯಾಂಕ್ ನಿರಾಕರಿಸಿದೆ.'), { timeout: 30_000 })
  await act(() => setLanguage('en'))
})
