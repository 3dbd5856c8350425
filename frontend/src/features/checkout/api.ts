// Checkout and payment calls (backend khadi/checkout/routes.py, khadi/payments/routes.py).
import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import type { Order } from '@/lib/orders/get-orders'

import type { CheckoutAddress, CheckoutChoices } from './schema'

type Schemas = components['schemas']
export type CheckoutSession = Schemas['CheckoutOut']
export type SandboxPayResult = Schemas['SandboxPayOut']

/** POST /api/v1/checkout: the server prices the cart and opens a provider order. The same key (a
 *  double click, a retry after a dropped answer) returns the same order. */
export function createCheckout(
  address: CheckoutAddress & CheckoutChoices,
  idempotencyKey: string,
): Promise<CheckoutSession> {
  return apiSend<CheckoutSession>('POST', '/api/v1/checkout', address, { headers: { 'Idempotency-Key': idempotencyKey } })
}

export type { SavedAddress } from '@/lib/addresses/book'

export type PaymentSuccess = { providerOrderId: string; paymentId: string; signature: string }

export function verifyPayment(orderId: string, payment: PaymentSuccess): Promise<Order> {
  return apiSend<Order>('POST', '/api/v1/payments/verify', { orderId, ...payment })
}

export type SandboxMethod = 'upi' | 'card' | 'netbanking'

/** How the sandbox popup pays: UPI (a typed UPI ID, or none for the QR), card or netbanking; a UPI
 *  payment may be approved `approveAfterSeconds` later, pending till then. */
export type SandboxPayment = {
  outcome: 'success' | 'failure'
  method: SandboxMethod
  vpa?: string
  bank?: string
  approveAfterSeconds?: number
}

export function sandboxPay(providerOrderId: string, payment: SandboxPayment): Promise<SandboxPayResult> {
  return apiSend<SandboxPayResult>('POST', '/api/v1/payments/sandbox/pay', { providerOrderId, ...payment })
}

export type SandboxQr = Schemas['SandboxQrOut']

/** GET /api/v1/payments/sandbox/upi-qr/{id}: the UPI QR the server draws for the order (no remote image). */
export function getSandboxQr(providerOrderId: string, signal?: AbortSignal): Promise<SandboxQr> {
  return apiGet<SandboxQr>(`/api/v1/payments/sandbox/upi-qr/${encodeURIComponent(providerOrderId)}`, signal ? { signal } : {})
}

/** POST /api/v1/checkout/{id}/dismiss (issue 30): the payment window was closed without paying. The order
 *  leaves My Orders and its stock goes back; paying again with the same attempt pays the same order. */
export function dismissCheckout(orderId: string): Promise<Order> {
  return apiSend<Order>('POST', `/api/v1/checkout/${encodeURIComponent(orderId)}/dismiss`)
}
