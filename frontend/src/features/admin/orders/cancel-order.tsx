// Cancel a paid order before it ships (issue 16): confirmed first, optionally putting its items back in
// stock; the server refunds it in full, once, however often this is clicked.
import { useId, useState } from 'react'
import { toast } from 'react-hot-toast'

import { translate, useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { ConfirmDialog } from '../components/confirm-dialog'
import { useCancelOrder, type AdminOrderDetail } from './api'

export function CancelOrder({ order }: { order: AdminOrderDetail }) {
  const cancel = useCancelOrder(order.id)
  const [open, setOpen] = useState(false)
  const [restock, setRestock] = useState(true)
  const restockId = useId()
  const t = useT()

  const confirm = async () => {
    try {
      await cancel.mutateAsync(restock)
      toast.success(translate('admin-orders.cancelled'))
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : translate('admin-orders.cancelFailed'))
    } finally {
      setOpen(false)
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-full border border-red-700 px-5 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
      >
        {t('admin-orders.cancelOrder')}
      </button>
      <ConfirmDialog
        open={open}
        question={t('admin-orders.cancelQuestion', { id: order.id })}
        detail={t('admin-orders.cancelDetail', { amount: formatInr(order.amount - order.refundedAmount) })}
        confirmLabel={t('admin-orders.cancelConfirm')}
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p className="mt-4 flex items-center gap-2 text-sm">
          <input id={restockId} type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} className="size-5" />
          <label htmlFor={restockId}>{t('admin-orders.restock')}</label>
        </p>
      </ConfirmDialog>
    </>
  )
}
