// Checkout and payment calls (backend khadi/checkout/routes.py, khadi/payments/routes.py).
import { apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import type { Order } from '@/lib/orders/get-orders'

import type { CheckoutAddress } from './schema'

type Schemas = components['schemas']
export type CheckoutSession = Schemas['CheckoutOut']
export type SandboxPayResult = Schemas['SandboxPayOut']

/** POST /api/v1/checkout: the server prices the cart and opens a provider order. The same key (a
 *  double click, a retry after a dropped answer) returns the same order. */
export function createCheckout(
  address: CheckoutAddress & { saveAddress?: boolean },
  idempotencyKey: string,
): Promise<CheckoutSession> {
  return apiSend<CheckoutSession>('POST', '/api/v1/checkout', address, { headers: { 'Idempotency-Key': idempotencyKey } })
}

export type { SavedAddress } from '@/lib/addresses/book'

export type PaymentSuccess = { providerOrderId: string; paymentId: string; signature: string }

export function verifyPayment(orderId: string, payment: PaymentSuccess): Promise<Order> {
  return apiSend<Order>('POST', '/api/v1/payments/verify', { orderId, ...payment })
}

export function sandboxPay(providerOrderId: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
  return apiSend<SandboxPayResult>('POST', '/api/v1/payments/sandbox/pay', { providerOrderId, outcome })
}
