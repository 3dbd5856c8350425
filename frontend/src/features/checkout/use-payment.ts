// spec §4 checkout states and DESIGN.md §6: one flow for every provider. Idle → processing on the pay
// click → the provider's popup (the sandbox's, inside the SPA, or Razorpay's checkout.js) → on success
// verify and poll the order until it is paid, then /orders; back to idle when the popup is dismissed.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useNavigate } from 'react-router'

import { ApiError } from '@/lib/api/client'
import { cartQueryKey } from '@/lib/cart/get-cart'
import { translate } from '@/lib/i18n'
import { getOrder } from '@/lib/orders/get-orders'
import { ordersQueryKey } from '@/lib/orders/keys'
import { paths } from '@/lib/paths'
import { declineText } from '@/lib/payments/declines'
import { loadRazorpay, upiFirstConfig, type RazorpayInstance } from '@/lib/payments/razorpay'
import { shopFromPage, shopQueryKey, type Shop } from '@/lib/shop'

import { createCheckout, dismissCheckout, verifyPayment, type CheckoutSession, type PaymentSuccess } from './api'
import {
  CONFIRMATION_TIMED_OUT,
  COULD_NOT_START_PAYMENT,
  ERROR_VERIFYING_PAYMENT,
  ORDER_DESCRIPTION,
  PAYMENT_FAILED,
  PAYMENT_SUCCESSFUL,
  UPI_BLOCK,
  UPI_STILL_WAITING,
} from './messages'
import { pollUntilPaid } from './poll-order'
import { formErrorsFrom, type CheckoutAddress, type CheckoutChoices, type FieldErrors } from './schema'

/** What every provider's popup reports, once. */
export type PaymentCallbacks = {
  onSuccess: (payment: PaymentSuccess) => void
  /** Why it failed, in the shopper's language (lib/payments/declines), when the provider said. */
  onFailure: (description?: string) => void
  /** Issue 30: a UPI payment waits for the shopper's approval in their UPI app; its webhook settles it. */
  onPending: () => void
  onDismiss: () => void
}

/** The shop's primary colour for Razorpay's popup (the light theme's indigo). */
export const THEME_COLOR = '#2b3a67'

const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status)

/** No answer, or the server or provider failed: the request may have been done, so retrying the same
 *  attempt (same Idempotency-Key) is safe and returns the same order. */
const mayRetrySameAttempt = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500)

function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

type PayRequest = {
  address: CheckoutAddress & CheckoutChoices
  /** What the order would be made of (address and cart); a change starts a new attempt. */
  fingerprint: string
  onFieldErrors: (errors: FieldErrors) => void
}

export function usePayment() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [processing, setProcessing] = useState(false)
  const [sandbox, setSandbox] = useState<{ session: CheckoutSession; callbacks: PaymentCallbacks } | null>(null)
  const busy = useRef(false)
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null)
  const razorpay = useRef<RazorpayInstance | null>(null)
  const abort = useRef(new AbortController())

  useEffect(() => {
    const controller = new AbortController()
    abort.current = controller
    return () => {
      controller.abort()
      razorpay.current?.close()
      razorpay.current = null
    }
  }, [])

  const toIdle = useCallback(() => {
    busy.current = false
    setProcessing(false)
  }, [])

  const goToOrders = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    void navigate(paths.orders.getHref())
  }, [navigate, queryClient])

  /** After the provider says paid: verify, then read the order until the server says paid. A pending UPI
   *  payment (`pending`) is read the same way; after the spec's polling it keeps waiting on /orders (its
   *  webhook updates the page live) instead of being called failed or timed out. */
  const confirm = useCallback(
    async (orderId: string, payment: PaymentSuccess | null, pending = false) => {
      const signal = abort.current.signal
      if (payment) {
        try {
          await verifyPayment(orderId, payment)
        } catch (error) {
          if (isApiError(error, 401) || signal.aborted) return
          if (!mayRetrySameAttempt(error)) {
            // The signature did not check out: the order stays unpaid (its webhook may still settle it).
            toast.error(translate(ERROR_VERIFYING_PAYMENT))
            toIdle()
            goToOrders()
            return
          }
          // No answer: the provider's webhook confirms it too; polling will see it.
        }
      }
      const outcome = await pollUntilPaid({ fetchOrder: () => getOrder(orderId), signal })
      if (outcome === 'aborted') return
      // Paid lines leave the cart on the server (DESIGN.md §6); show the cart as it is now.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey })
      if (outcome === 'paid') toast.success(translate(PAYMENT_SUCCESSFUL))
      else if (pending) toast(translate(UPI_STILL_WAITING), { id: `waiting-${orderId}` })
      else toast.error(translate(CONFIRMATION_TIMED_OUT))
      toIdle()
      goToOrders()
    },
    [goToOrders, queryClient, toIdle],
  )

  const open = useCallback(
    async (session: CheckoutSession) => {
      let settled = false
      const once =
        <Args extends unknown[]>(action: (...args: Args) => void) =>
        (...args: Args) => {
          if (settled) return
          settled = true
          setSandbox(null)
          razorpay.current = null
          action(...args)
        }
      const callbacks: PaymentCallbacks = {
        onSuccess: once((payment) => {
          attempt.current = null
          void confirm(session.orderId, payment)
        }),
        onFailure: once((description) => {
          attempt.current = null
          toast.error(description?.trim() ? description : translate(PAYMENT_FAILED))
          toIdle()
          goToOrders()
        }),
        onPending: once(() => {
          attempt.current = null
          void confirm(session.orderId, null, true)
        }),
        // Issue 30: the order stays open but leaves My Orders, and its stock goes back at once (or after the
        // shop's grace); paying again with nothing changed pays the same order. Should the call not
        // arrive, the hold simply lapses as before.
        onDismiss: once(() => {
          dismissCheckout(session.orderId).catch(() => undefined)
          toIdle()
        }),
      }

      if (session.provider === 'sandbox' || !session.checkoutScriptUrl) {
        setSandbox({ session, callbacks })
        return
      }
      let Razorpay
      try {
        Razorpay = await loadRazorpay(session.checkoutScriptUrl)
      } catch {
        toast.error(translate(COULD_NOT_START_PAYMENT))
        toIdle()
        return
      }
      if (abort.current.signal.aborted) return
      const instance = new Razorpay({
        key: session.keyId,
        order_id: session.providerOrderId,
        amount: session.amount,
        currency: session.currency,
        name: (queryClient.getQueryData<Shop>(shopQueryKey) ?? shopFromPage()).name,
        description: session.description || translate(ORDER_DESCRIPTION),
        prefill: { name: session.name, email: session.email, contact: session.contact },
        theme: { color: THEME_COLOR },
        config: upiFirstConfig(translate(UPI_BLOCK)),
        handler: (response) => {
          callbacks.onSuccess({
            providerOrderId: response.razorpay_order_id || session.providerOrderId,
            paymentId: response.razorpay_payment_id,
            signature: response.razorpay_signature,
          })
        },
        modal: { ondismiss: () => callbacks.onDismiss() },
      })
      instance.on('payment.failed', (response) => {
        // issue 28: Razorpay's description is English only; its reason is worded in the shopper's language
        callbacks.onFailure(declineText(response.error))
        instance.close()
      })
      razorpay.current = instance
      instance.open()
    },
    [confirm, goToOrders, queryClient, toIdle],
  )

  const pay = useCallback(
    async ({ address, fingerprint, onFieldErrors }: PayRequest) => {
      if (busy.current) return // a double click: the first click's attempt is under way
      busy.current = true
      setProcessing(true)
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint }
      let session: CheckoutSession
      try {
        session = await createCheckout(address, attempt.current.key)
      } catch (error) {
        if (!mayRetrySameAttempt(error)) attempt.current = null
        toIdle()
        if (isApiError(error, 401) || abort.current.signal.aborted) return
        const fieldErrors = isApiError(error, 422) ? formErrorsFrom(error.fields, error.code) : {}
        if (Object.keys(fieldErrors).length > 0) onFieldErrors(fieldErrors)
        else if (isApiError(error, 409)) {
          toast.error(error.message) // 'Your cart is empty', or which products cannot be bought now
          void queryClient.invalidateQueries({ queryKey: cartQueryKey })
        } else if (isApiError(error, 429)) {
          toast.error(error.message) // too many checkouts: the server says how long to wait
        } else toast.error(translate(COULD_NOT_START_PAYMENT))
        return
      }
      if (abort.current.signal.aborted) return
      if (session.status === 'paid') {
        // The same attempt was already paid (another tab): confirm and move on.
        attempt.current = null
        await confirm(session.orderId, null)
        return
      }
      if (session.status === 'failed') {
        attempt.current = null
        toast.error(translate(PAYMENT_FAILED))
        toIdle()
        return
      }
      await open(session)
    },
    [confirm, open, queryClient, toIdle],
  )

  return { pay, processing, sandbox }
}
