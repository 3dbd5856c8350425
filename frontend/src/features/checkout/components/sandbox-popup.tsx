import { useId, useState } from 'react'

import { controlClass } from '@/components/form-field'
import { Modal } from '@/components/modal'
import { ApiError, refusalText } from '@/lib/api/client'
import { useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { declineText } from '@/lib/payments/declines'
import { useShop } from '@/lib/shop'

import { sandboxPay, type CheckoutSession, type SandboxMethod, type SandboxPayment } from '../api'
import type { PaymentCallbacks } from '../use-payment'
import { UpiQr } from './upi-qr'

type SandboxPopupProps = { session: CheckoutSession; callbacks: PaymentCallbacks }

/** Issue 30: how one pays in India, UPI first. */
const METHODS = [
  ['upi', 'checkout.methodUpi'],
  ['card', 'checkout.methodCard'],
  ['netbanking', 'checkout.methodNetbanking'],
] as const satisfies readonly (readonly [SandboxMethod, MessageKey])[]
const BANKS = {
  SBIN: 'checkout.bankSBIN',
  CNRB: 'checkout.bankCNRB',
  KARB: 'checkout.bankKARB',
  HDFC: 'checkout.bankHDFC',
  ICIC: 'checkout.bankICIC',
} as const satisfies Record<string, MessageKey>
type Bank = keyof typeof BANKS
/** When the shopper approves the UPI request in their app: at once, or later (the payment waits till then). */
const APPROVALS = [0, 5, 45, 120] as const
// A UPI ID: a handle, '@', and the bank's or app's name (the server checks the same).
const VPA = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/

/**
 * DESIGN.md §6: the sandbox provider's popup, standing in for Razorpay's in development and tests. UPI first (a
 * UPI ID to type, or a QR to "scan"), then card and netbanking; a UPI payment may wait for the shopper's approval
 * a while, as real UPI collect requests do. Pay and Fail payment ask the sandbox to charge or decline the provider
 * order (it signs the result as Razorpay would); Cancel, Close, Escape or the backdrop dismiss it.
 */
export function SandboxPopup({ session, callbacks }: SandboxPopupProps) {
  const [pending, setPending] = useState<'success' | 'failure' | null>(null)
  const [method, setMethod] = useState<SandboxMethod>('upi')
  const [vpa, setVpa] = useState('')
  const [vpaError, setVpaError] = useState('')
  const [bank, setBank] = useState<Bank>('SBIN')
  const [approveAfter, setApproveAfter] = useState<number>(0)
  const shopName = useShop().name
  const t = useT()
  const ids = useId()

  const charge = async (outcome: 'success' | 'failure') => {
    const typed = vpa.trim()
    if (method === 'upi' && typed && !VPA.test(typed)) {
      setVpaError(refusalText('payments.invalid_vpa', undefined, 'Enter a valid UPI ID, like name@bank'))
      return
    }
    const payment: SandboxPayment = { outcome, method }
    if (method === 'upi') {
      if (typed) payment.vpa = typed
      if (outcome === 'success' && approveAfter > 0) payment.approveAfterSeconds = approveAfter
    }
    if (method === 'netbanking') payment.bank = bank
    setPending(outcome)
    try {
      const result = await sandboxPay(session.providerOrderId, payment)
      if (result.pending) callbacks.onPending()
      else if (result.signature) {
        callbacks.onSuccess({
          providerOrderId: result.providerOrderId,
          paymentId: result.paymentId,
          signature: result.signature,
        })
      } else {
        // issue 28: the sandbox's decline has a code (and Razorpay's reason), worded in the shopper's language
        callbacks.onFailure(result.error ? declineText(result.error) : undefined)
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return // on the way to /login
      if (error instanceof ApiError && error.status === 422) {
        setPending(null)
        setVpaError(error.message)
        return
      }
      callbacks.onFailure(error instanceof ApiError && error.status === 409 ? error.message : undefined)
    }
  }

  const dismiss = () => {
    if (pending === null) callbacks.onDismiss()
  }

  const tab = (value: SandboxMethod) =>
    `flex-1 rounded-lg px-2 py-2 text-sm font-semibold transition ${
      method === value ? 'bg-accent text-white shadow-sm' : 'text-ink hover:bg-cloth'
    }`

  return (
    <Modal open title={t('checkout.sandboxTitle')} description={t('checkout.sandboxDescription')} onClose={dismiss} size="md">
      <div className="text-center">
        <p className="text-sm text-muted">{shopName}</p>
        <p className="mt-1 text-sm text-muted">{session.description}</p>
        <p className="mt-2 text-4xl font-semibold text-ink tabular-nums" data-testid="sandbox-amount">
          {formatInr(session.amount)}
        </p>
        <p className="mt-1 text-xs text-muted">
          {t('checkout.sandboxItems', { count: session.cartTotalItems, order: session.providerOrderId })}
        </p>
      </div>

      <div role="radiogroup" aria-label={t('checkout.payBy')} className="mt-4 flex gap-1 rounded-xl border border-line p-1">
        {METHODS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={method === value}
            className={tab(value)}
            disabled={pending !== null}
            onClick={() => setMethod(value)}
          >
            {t(label)}
          </button>
        ))}
      </div>

      <div className="mt-4 min-h-[11rem]">
        {method === 'upi' ? (
          <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
            <UpiQr providerOrderId={session.providerOrderId} />
            <div className="grid gap-3">
              <div>
                <label htmlFor={`${ids}-vpa`} className="block text-sm font-medium text-ink">
                  {t('checkout.upiId')}
                </label>
                <input
                  id={`${ids}-vpa`}
                  type="text"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t('checkout.upiIdPlaceholder')}
                  value={vpa}
                  aria-invalid={vpaError ? true : undefined}
                  aria-describedby={`${ids}-vpa-hint`}
                  onChange={(event) => {
                    setVpa(event.target.value)
                    setVpaError('')
                  }}
                  className={`${controlClass} mt-1`}
                />
                <p id={`${ids}-vpa-hint`} className={`mt-1 text-xs ${vpaError ? 'text-red-700 dark:text-red-300' : 'text-muted'}`}>
                  {vpaError || t('checkout.upiIdHint')}
                </p>
              </div>
              <div>
                <label htmlFor={`${ids}-approve`} className="block text-sm font-medium text-ink">
                  {t('checkout.upiApproves')}
                </label>
                <select
                  id={`${ids}-approve`}
                  value={approveAfter}
                  onChange={(event) => setApproveAfter(Number(event.target.value))}
                  className={`${controlClass} mt-1`}
                >
                  {APPROVALS.map((seconds) => (
                    <option key={seconds} value={seconds}>
                      {seconds === 0 ? t('checkout.upiApprovesNow') : t('checkout.upiApprovesLater', { seconds })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
        ) : null}
        {method === 'card' ? (
          <div className="rounded-xl border border-line bg-cloth/50 p-4 text-sm">
            <p className="font-medium text-ink">{t('checkout.testCard')}</p>
            <p className="mt-1 font-mono tracking-wider text-ink">4111 1111 1111 1111 · 12/30 · 123</p>
          </div>
        ) : null}
        {method === 'netbanking' ? (
          <div>
            <label htmlFor={`${ids}-bank`} className="block text-sm font-medium text-ink">
              {t('checkout.bank')}
            </label>
            <select
              id={`${ids}-bank`}
              value={bank}
              onChange={(event) => setBank(event.target.value as Bank)}
              className={`${controlClass} mt-1`}
            >
              {Object.entries(BANKS).map(([code, name]) => (
                <option key={code} value={code}>
                  {t(name)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <div className="mt-4 grid gap-3" aria-busy={pending !== null}>
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
