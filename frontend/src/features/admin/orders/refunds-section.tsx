// The order page's refunds (issue 16): what was refunded, and a form to refund part or all of what is
// left through the payment provider, after a confirmation — or, for a cash-on-delivery order (issue 30),
// owed to the shopper and sent by the owner, which the list and the confirmation say. One key per refund the admin means: a double
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
import { useRecordRefundSent, useRefund, type AdminOrderDetail } from './api'

export const REFUND_STATUS_LABELS: Record<AdminOrderDetail['refunds'][number]['status'], MessageKey> = {
  requested: 'admin-orders.refundRequested',
  pending: 'admin-orders.refundPending',
  processed: 'admin-orders.refundProcessed',
  failed: 'admin-orders.refundFailed',
}

const SENT_METHODS: Record<'upi' | 'bank', MessageKey> = { upi: 'admin-orders.methodUpi', bank: 'admin-orders.methodBank' }
const METHOD_CHOICES = Object.keys(SENT_METHODS) as ('upi' | 'bank')[]

/** Issue 30: a cash-on-delivery order's refund has no payment to go back to — the owner sends it by UPI or bank
 *  transfer, then records how and its reference here (once, however often it is clicked). */
function SendOwedRefund({ orderId, refundId, amount }: { orderId: string; refundId: string; amount: number }) {
  const t = useT()
  const record = useRecordRefundSent(orderId)
  const [method, setMethod] = useState<'upi' | 'bank'>('upi')
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    try {
      await record.mutateAsync({ refundId, method, reference })
      toast.success(translate('admin-orders.refundRecorded', { amount: formatInr(amount) }))
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) setErrors(failure.fields)
      else toast.error(failure instanceof Error ? failure.message : translate('admin-orders.refundError'))
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('admin-orders.sendOwedRefund')} className="mt-2 grid w-full gap-3 rounded-xl bg-cloth p-3">
      <p className="text-sm text-ink">{t('admin-orders.refundOwed', { amount: formatInr(amount) })}</p>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('admin-orders.sentHow')}</legend>
        {METHOD_CHOICES.map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name={`sent-${refundId}`} value={value} checked={method === value} onChange={() => setMethod(value)} />
            {t(SENT_METHODS[value])}
          </label>
        ))}
      </fieldset>
      <InputField
        label={t('admin-orders.sentReference')}
        value={reference}
        maxLength={64}
        error={errors.reference ?? errors.method}
        onChange={(event) => {
          setReference(event.target.value)
          setErrors({})
        }}
      />
      <button type="submit" disabled={record.isPending} className="btn btn-primary min-h-11 justify-self-start px-5 text-sm disabled:opacity-60">
        {t('admin-orders.markSent')}
      </button>
    </form>
  )
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
  // Issue 30: a cash-on-delivery order's refund is the owner's to send (by UPI or bank), not the provider's.
  const cod = order.paymentMethod === 'cod'

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
      toast.success(translate(cod ? 'admin-orders.codRefundOwed' : 'admin-orders.refundSent', { amount: formatInr(paise) }))
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
                {item.byOwner && item.status === 'requested' ? (
                  <span className="font-semibold" data-testid="refund-to-send">
                    {t('admin-orders.refundToSend', { amount: formatInr(item.amount) })}
                  </span>
                ) : (
                  <>
                    <span className="font-semibold tabular-nums">{formatInr(item.amount)}</span>
                    {SEP}
                    {t(REFUND_STATUS_LABELS[item.status])}
                  </>
                )}
                <span className="block text-muted">
                  {formatOrderDate(item.createdAt)}
                  {item.reason ? `${SEP}${item.reason}` : ''}
                  {item.failure ? `${SEP}${item.failure}` : ''}
                </span>
                {item.byOwner && item.status === 'processed' && item.sentByMethod ? (
                  <span className="block text-muted" data-testid="refund-sent">
                    {t('admin-orders.refundSentBy', { method: t(SENT_METHODS[item.sentByMethod]), reference: item.sentReference ?? '' })}
                  </span>
                ) : null}
              </span>
              {item.byOwner && item.status === 'requested' ? <SendOwedRefund orderId={order.id} refundId={item.id} amount={item.amount} /> : null}
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
        question={t(cod ? 'admin-orders.codRefundQuestion' : 'admin-orders.refundQuestion', { amount: formatInr(confirming ?? 0) })}
        detail={cod ? t('admin-orders.codRefundDetail', { amount: formatInr(confirming ?? 0) }) : t('admin-orders.refundDetail')}
        confirmLabel={t('admin-orders.refundAmount', { amount: formatInr(confirming ?? 0) })}
        busy={refund.isPending}
        onConfirm={() => void send(confirming ?? 0)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  )
}
