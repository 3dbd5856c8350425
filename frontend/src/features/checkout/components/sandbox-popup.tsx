import { useState } from 'react'

import { Modal } from '@/components/modal'
import { ApiError } from '@/lib/api/client'
import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { useShop } from '@/lib/shop'

import { sandboxPay, type CheckoutSession } from '../api'
import type { PaymentCallbacks } from '../use-payment'

type SandboxPopupProps = { session: CheckoutSession; callbacks: PaymentCallbacks }

/**
 * DESIGN.md §6: the sandbox provider's popup, standing in for Razorpay's in development and tests. Pay
 * and Fail payment ask the sandbox to charge or decline the provider order (it signs the result as
 * Razorpay would); Cancel, Close, Escape or the backdrop dismiss it.
 */
export function SandboxPopup({ session, callbacks }: SandboxPopupProps) {
  const [pending, setPending] = useState<'success' | 'failure' | null>(null)
  const shopName = useShop().name
  const t = useT()

  const charge = async (outcome: 'success' | 'failure') => {
    setPending(outcome)
    try {
      const result = await sandboxPay(session.providerOrderId, outcome)
      if (result.signature) {
        callbacks.onSuccess({
          providerOrderId: result.providerOrderId,
          paymentId: result.paymentId,
          signature: result.signature,
        })
      } else {
        callbacks.onFailure(result.error?.description)
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return // on the way to /login
      callbacks.onFailure(error instanceof ApiError && error.status === 409 ? error.message : undefined)
    }
  }

  const dismiss = () => {
    if (pending === null) callbacks.onDismiss()
  }

  return (
    <Modal open title={t('checkout.sandboxTitle')} description={t('checkout.sandboxDescription')} onClose={dismiss} size="md">
      <div className="text-center">
        <p className="text-sm text-muted">{shopName}</p>
        <p className="mt-1 text-sm text-muted">{session.description}</p>
        <p className="mt-3 text-4xl font-semibold text-ink tabular-nums" data-testid="sandbox-amount">
          {formatInr(session.amount)}
        </p>
        <p className="mt-1 text-xs text-muted">
          {t('checkout.sandboxItems', { count: session.cartTotalItems, order: session.providerOrderId })}
        </p>
      </div>
      <div className="mt-6 grid gap-3" aria-busy={pending !== null}>
        <button
          type="button"
          className="btn btn-primary w-full py-3 text-base"
          disabled={pending !== null}
          onClick={() => void charge('success')}
        >
          {pending === 'success' ? t('checkout.paying') : t('checkout.payButton')}
        </button>
        <button
          type="button"
          className="btn w-full border border-red-700/40 py-3 text-base text-red-800 hover:bg-red-50 disabled:opacity-50 dark:border-red-300/40 dark:text-red-200 dark:hover:bg-red-950/40"
          disabled={pending !== null}
          onClick={() => void charge('failure')}
        >
          {pending === 'failure' ? t('checkout.declining') : t('checkout.failPayment')}
        </button>
        <button
          type="button"
          className="btn w-full py-3 text-base text-ink hover:bg-cloth disabled:opacity-50"
          disabled={pending !== null}
          onClick={dismiss}
        >
          {t('checkout.cancel')}
        </button>
      </div>
    </Modal>
  )
}
