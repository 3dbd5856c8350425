// The order page's duplicate payments (issue 16): a shopper charged twice for one order. Each one is paid
// back in full after a confirmation; the server refunds it once however often 'Refund' is clicked, so the
// button only comes back when an attempt failed (nothing was refunded) and a new attempt may be made.
import { useState } from 'react'
import { toast } from 'react-hot-toast'

import { formatOrderDate } from '@/lib/dates'
import { formatInr } from '@/lib/money'

import { ConfirmDialog } from '../components/confirm-dialog'
import { useRefundDuplicate, type AdminOrderDetail, type DuplicatePayment } from './api'
import { REFUND_STATUS_LABELS } from './refunds-section'

const refundable = (duplicate: DuplicatePayment) => duplicate.refund === null || duplicate.refund.status === 'failed'

export function DuplicatesSection({ order }: { order: AdminOrderDetail }) {
  const refund = useRefundDuplicate(order.id)
  const [confirming, setConfirming] = useState<DuplicatePayment | null>(null)

  const send = async (duplicate: DuplicatePayment) => {
    try {
      await refund.mutateAsync(duplicate.paymentId)
      toast.success(`Refund of ${formatInr(duplicate.amount)} sent to the payment provider`)
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not refund')
    } finally {
      setConfirming(null)
    }
  }

  return (
    <>
      <p className="mt-3 text-sm text-muted">The shopper paid this order more than once. Refund each extra payment in full.</p>
      <ul className="mt-2 divide-y divide-line" aria-label="Duplicate payments">
        {order.duplicates.map((duplicate) => (
          <li key={duplicate.paymentId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-mono break-all">{duplicate.paymentId}</span> ·{' '}
              <span className="font-semibold tabular-nums">{formatInr(duplicate.amount)}</span>
              <span className="block text-muted">
                {formatOrderDate(duplicate.at)}
                {duplicate.refund ? ` · ${REFUND_STATUS_LABELS[duplicate.refund.status]}` : ' · Not refunded'}
                {duplicate.refund?.failure ? ` · ${duplicate.refund.failure}` : ''}
              </span>
            </span>
            {refundable(duplicate) ? (
              <button
                type="button"
                disabled={refund.isPending}
                onClick={() => setConfirming(duplicate)}
                aria-label={`${duplicate.refund ? 'Refund again' : 'Refund'} ${duplicate.paymentId}`}
                className="inline-flex min-h-11 items-center rounded-full border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
              >
                {duplicate.refund ? 'Refund again' : 'Refund'}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        question={`Refund ${formatInr(confirming?.amount ?? 0)} of payment ${confirming?.paymentId ?? ''}?`}
        detail="The whole duplicate payment goes back to the shopper's card; the order's own payment is not touched."
        confirmLabel={`Refund ${formatInr(confirming?.amount ?? 0)}`}
        busy={refund.isPending}
        onConfirm={() => {
          if (confirming) void send(confirming)
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  )
}
