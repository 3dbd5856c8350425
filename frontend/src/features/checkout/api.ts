// Checkout and payment calls (backend khadi/orders/routes.py, khadi/payments/routes.py).
import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import type { CheckoutAddress } from './schema'

type Schemas = components['schemas']
export type CheckoutSession = Schemas['CheckoutOut']
export type Order = Schemas['OrderOut']
export type SandboxPayResult = Schemas['SandboxPayOut']
export type AccountUser = Schemas['UserOut']

/** The account's name and phone prefill the form; the same query the session check fills. */
export const meQueryKey = ['auth', 'me'] as const

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<AccountUser> {
  return apiGet<AccountUser>('/api/v1/auth/me', { redirectOnUnauthorized: false, ...(signal ? { signal } : {}) })
}

/** POST /api/v1/checkout: the server prices the cart and opens a provider order. The same key (a
 *  double click, a retry after a dropped answer) returns the same order. */
export function createCheckout(address: CheckoutAddress, idempotencyKey: string): Promise<CheckoutSession> {
  return apiSend<CheckoutSession>('POST', '/api/v1/checkout', address, { headers: { 'Idempotency-Key': idempotencyKey } })
}

export type PaymentSuccess = { providerOrderId: string; paymentId: string; signature: string }

export function verifyPayment(orderId: string, payment: PaymentSuccess): Promise<Order> {
  return apiSend<Order>('POST', '/api/v1/payments/verify', { orderId, ...payment })
}

export function getOrder(orderId: string): Promise<Order> {
  return apiGet<Order>(`/api/v1/orders/${encodeURIComponent(orderId)}`)
}

export function sandboxPay(providerOrderId: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
  return apiSend<SandboxPayResult>('POST', '/api/v1/payments/sandbox/pay', { providerOrderId, outcome })
}
