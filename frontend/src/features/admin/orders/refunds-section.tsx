// The order page's refunds (issue 16): what was refunded, and a form to refund part or all of what is
// left through the payment provider, after a confirmation. One key per refund the admin means: a double
// click or a retry sends the same key, and the server makes one refund of it.
import { useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { formatOrderDate } from '@/lib/dates'
import { formatInr } from '@/lib/money'

import { ConfirmDialog } from '../components/confirm-dialog'
import { paiseToRupeesText, parseRupees } from '../product-form-rules'
import { useRefund, type AdminOrderDetail } from './api'

export const REFUND_STATUS_LABELS: Record<AdminOrderDetail['refunds'][number]['status'], string> = {
  requested: 'Waiting for the provider',
  pending: 'Being refunded',
  processed: 'Refunded',
  failed: 'Failed — nothing refunded',
}
export const AMOUNT_INVALID = 'Enter an amount in rupees, e.g. 499.50'

const newKey = () => `refund-${crypto.randomUUID()}`

export function RefundsSection({ order }: { order: AdminOrderDetail }) {
  const refund = useRefund(order.id)
  const [amount, setAmount] = useState(paiseToRupeesText(order.refundable))
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [confirming, setConfirming] = useState<number | null>(null)
  const [key, setKey] = useState(newKey)

  const ask = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = parseRupees(amount)
    if (!parsed.ok) { setError(AMOUNT_INVALID); return; }
    if (parsed.paise > order.refundable) { setError(`At most ${formatInr(order.refundable)} can still be refunded`); return; }
    setConfirming(parsed.paise)
  }

  const send = async (paise: number) => {
    try {
      const after = await refund.mutateAsync({ refund: { amount: paise, reason }, key })
      toast.success(`Refund of ${formatInr(paise)} sent to the payment provider`)
      setKey(newKey())
      setAmount(paiseToRupeesText(after.refundable))
      setReason('')
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Could not refund'
      if (failure instanceof ApiError && failure.fields.amount) setError(failure.fields.amount)
      else toast.error(message)
      if (failure instanceof ApiError && failure.status === 409) setKey(newKey()) // a new attempt
    } finally {
      setConfirming(null)
    }
  }

  return (
    <div className="mt-3">
      {order.refunds.length > 0 ? (
        <ul className="divide-y divide-line" aria-label="Refunds">
          {order.refunds.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-semibold tabular-nums">{formatInr(item.amount)}</span> · {REFUND_STATUS_LABELS[item.status]}
                <span className="block text-muted">
                  {formatOrderDate(item.createdAt)}
                  {item.reason ? ` · ${item.reason}` : ''}
                  {item.failure ? ` · ${item.failure}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No refunds.</p>
      )}
      <p className="mt-2 text-sm">
        Refunded {formatInr(order.refundedAmount)} of {formatInr(order.amount)}
      </p>
      {order.refundable > 0 ? (
        <form onSubmit={ask} noValidate aria-label="Refund" className="mt-4 grid gap-4">
          <InputField
            label="Amount (₹)"
            inputMode="decimal"
            value={amount}
            error={error}
            onChange={(event) => {
              setAmount(event.target.value)
              setError(undefined)
            }}
          />
          <InputField label="Reason (optional)" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          <button
            type="submit"
            disabled={refund.isPending}
            className="inline-flex min-h-12 items-center justify-center justify-self-start rounded-full border border-red-700 px-5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
          >
            Refund…
          </button>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        question={`Refund ${formatInr(confirming ?? 0)} to the shopper's card?`}
        detail="The payment provider pays it back; banks usually show it within 7–10 business days."
        confirmLabel={`Refund ${formatInr(confirming ?? 0)}`}
        busy={refund.isPending}
        onConfirm={() => void send(confirming ?? 0)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  )
}
