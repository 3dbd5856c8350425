// The order page's duplicate payments (issue 16): a shopper charged twice for one order. Each one is paid
// back in full after a confirmation; the server refunds it once however often 'Refund' is clicked, so the
// button only comes back when an attempt failed (nothing was refunded) and a new attempt may be made.
import { useState } from 'react'
import { toast } from 'react-hot-toast'

import { formatOrderDate } from '@/lib/dates'
import { translate, useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { ConfirmDialog } from '../components/confirm-dialog'
import { useRefundDuplicate, type AdminOrderDetail, type DuplicatePayment } from './api'
import { REFUND_STATUS_LABELS } from './refunds-section'

// Punctuation between the parts of a line: the same in every language.
const SEP = ' · '

const refundable = (duplicate: DuplicatePayment) => duplicate.refund === null || duplicate.refund.status === 'failed'

export function DuplicatesSection({ order }: { order: AdminOrderDetail }) {
  const t = useT()
  const refund = useRefundDuplicate(order.id)
  const [confirming, setConfirming] = useState<DuplicatePayment | null>(null)

  const send = async (duplicate: DuplicatePayment) => {
    try {
      await refund.mutateAsync(duplicate.paymentId)
      toast.success(translate('admin-orders.refundSent', { amount: formatInr(duplicate.amount) }))
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : translate('admin-orders.refundError'))
    } finally {
      setConfirming(null)
    }
  }

  return (
    <>
      <p className="mt-3 text-sm text-muted">{t('admin-orders.duplicatesIntro')}</p>
      <ul className="mt-2 divide-y divide-line" aria-label={t('admin-orders.duplicatePayments')}>
        {order.duplicates.map((duplicate) => (
          <li key={duplicate.paymentId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-mono break-all">{duplicate.paymentId}</span>
              {SEP}
              <span className="font-semibold tabular-nums">{formatInr(duplicate.amount)}</span>
              <span className="block text-muted">
                {formatOrderDate(duplicate.at)}
                {`${SEP}${t(duplicate.refund ? REFUND_STATUS_LABELS[duplicate.refund.status] : 'admin-orders.notRefunded')}`}
                {duplicate.refund?.failure ? `${SEP}${duplicate.refund.failure}` : ''}
              </span>
            </span>
            {refundable(duplicate) ? (
              <button
                type="button"
                disabled={refund.isPending}
                onClick={() => setConfirming(duplicate)}
                aria-label={t(duplicate.refund ? 'admin-orders.refundPaymentAgain' : 'admin-orders.refundPayment', { id: duplicate.paymentId })}
                className="inline-flex min-h-11 items-center rounded-full border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
              >
                {t(duplicate.refund ? 'admin-orders.refundAgain' : 'admin-orders.refund')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        question={t('admin-orders.duplicateQuestion', { amount: formatInr(confirming?.amount ?? 0), id: confirming?.paymentId ?? '' })}
        detail={t('admin-orders.duplicateDetail')}
        confirmLabel={t('admin-orders.refundAmount', { amount: formatInr(confirming?.amount ?? 0) })}
        busy={refund.isPending}
        onConfirm={() => {
          if (confirming) void send(confirming)
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  )
}
