// The order page's refunds (issue 16): what was refunded, and a form to refund part or all of what is
// left through the payment provider, after a confirmation. One key per refund the admin means: a double
// click or a retry sends the same key, and the server makes one refund of it.
import { useState, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

import { InputField } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { formatOrderDate } from '@/lib/dates'
import { translate, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { ConfirmDialog } from '../components/confirm-dialog'
import { paiseToRupeesText, parseRupees } from '../product-form-rules'
import { useRefund, type AdminOrderDetail } from './api'

export const REFUND_STATUS_LABELS: Record<AdminOrderDetail['refunds'][number]['status'], MessageKey> = {
  requested: 'admin-orders.refundRequested',
  pending: 'admin-orders.refundPending',
  processed: 'admin-orders.refundProcessed',
  failed: 'admin-orders.refundFailed',
}

// Punctuation between the parts of a line: the same in every language.
const SEP = ' · '

const newKey = () => `refund-${crypto.randomUUID()}`

export function RefundsSection({ order }: { order: AdminOrderDetail }) {
  const t = useT()
  const refund = useRefund(order.id)
  const [amount, setAmount] = useState(paiseToRupeesText(order.refundable))
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [confirming, setConfirming] = useState<number | null>(null)
  const [key, setKey] = useState(newKey)

  const ask = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = parseRupees(amount)
    if (!parsed.ok) { setError(t('admin-orders.amountInvalid')); return; }
    if (parsed.paise > order.refundable) { setError(t('admin-orders.amountTooMuch', { amount: formatInr(order.refundable) })); return; }
    setConfirming(parsed.paise)
  }

  const send = async (paise: number) => {
    try {
      const after = await refund.mutateAsync({ refund: { amount: paise, reason }, key })
      toast.success(translate('admin-orders.refundSent', { amount: formatInr(paise) }))
      setKey(newKey())
      setAmount(paiseToRupeesText(after.refundable))
      setReason('')
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : translate('admin-orders.refundError')
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
        <ul className="divide-y divide-line" aria-label={t('admin-orders.refunds')}>
          {order.refunds.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-semibold tabular-nums">{formatInr(item.amount)}</span>
                {SEP}
                {t(REFUND_STATUS_LABELS[item.status])}
                <span className="block text-muted">
                  {formatOrderDate(item.createdAt)}
                  {item.reason ? `${SEP}${item.reason}` : ''}
                  {item.failure ? `${SEP}${item.failure}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('admin-orders.noRefunds')}</p>
      )}
      <p className="mt-2 text-sm">
        {t('admin-orders.refundedOf', { refunded: formatInr(order.refundedAmount), total: formatInr(order.amount) })}
      </p>
      {order.refundable > 0 ? (
        <form onSubmit={ask} noValidate aria-label={t('admin-orders.refundForm')} className="mt-4 grid gap-4">
          <InputField
            label={t('admin-orders.amount')}
            inputMode="decimal"
            value={amount}
            error={error}
            onChange={(event) => {
              setAmount(event.target.value)
              setError(undefined)
            }}
          />
          <InputField label={t('admin-orders.reasonOptional')} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          <button
            type="submit"
            disabled={refund.isPending}
            className="inline-flex min-h-12 items-center justify-center justify-self-start rounded-full border border-red-700 px-5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
          >
            {t('admin-orders.refundButton')}
          </button>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        question={t('admin-orders.refundQuestion', { amount: formatInr(confirming ?? 0) })}
        detail={t('admin-orders.refundDetail')}
        confirmLabel={t('admin-orders.refundAmount', { amount: formatInr(confirming ?? 0) })}
        busy={refund.isPending}
        onConfirm={() => void send(confirming ?? 0)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  )
}
