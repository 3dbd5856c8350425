// The part of Razorpay's checkout.js we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/).
// The script defines window.Razorpay once loaded from the URL the server names (CheckoutOut.checkoutScriptUrl).
import { loadScript } from './load-script'

export type RazorpaySuccess = {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

export type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } }
}

/** Checkout's display configuration (Razorpay docs: "Configure payment methods" → blocks, sequence,
 *  preferences). */
export type RazorpayDisplayConfig = {
  display: {
    blocks: Record<string, { name: string; instruments: { method: string }[] }>
    sequence: string[]
    preferences: { show_default_blocks: boolean }
  }
}

/** Issue 30, UPI first: a block of UPI (every UPI flow the account has: collect, intent, QR) shown
 *  before anything else, then Checkout's own default blocks, so every other method the account has
 *  (cards, netbanking, wallets…) is still offered. `name` is the block's title in the shopper's
 *  language. */
export function upiFirstConfig(name: string): RazorpayDisplayConfig {
  return {
    display: {
      blocks: { upi: { name, instruments: [{ method: 'upi' }] } },
      sequence: ['block.upi'],
      preferences: { show_default_blocks: true },
    },
  }
}

export type RazorpayOptions = {
  key: string
  order_id: string
  amount: number
  currency: string
  name: string
  description: string
  prefill: { name?: string; email?: string; contact?: string }
  theme: { color: string }
  config?: RazorpayDisplayConfig
  handler: (response: RazorpaySuccess) => void
  modal: { ondismiss: () => void }
}

export type RazorpayInstance = {
  open: () => void
  close: () => void
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

/** Loads checkout.js (once) and answers its constructor. Rejects when the script cannot load. */
export async function loadRazorpay(scriptUrl: string): Promise<RazorpayConstructor> {
  if (!window.Razorpay) await loadScript(scriptUrl)
  const Razorpay = window.Razorpay
  if (!Razorpay) throw new Error('checkout.js did not define Razorpay')
  return Razorpay
}
