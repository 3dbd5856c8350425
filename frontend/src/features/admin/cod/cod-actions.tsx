// Issue 30: a cash-on-delivery order on the dashboard — ask the shopper on WhatsApp (in their language),
// then confirm or cancel it (its stock goes back); once shipped, it is delivered (the cash collected) or
// comes back undelivered (its stock goes back, nothing to refund). Packing and shipping are the usual moves.
import { toast } from 'react-hot-toast'

import { translate, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import type { AdminOrderDetail } from '../orders/api'
import { useCodMove, useWhatsAppLink, type CodMove } from './api'

const button = 'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold transition disabled:opacity-60'
const primary = `${button} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-saffron-400 dark:text-indigo-950 dark:hover:bg-saffron-300`
const secondary = `${button} border border-line hover:bg-cloth`

const DONE: Record<CodMove, MessageKey> = {
  confirmed: 'admin-cod.confirmedToast',
  cancelled: 'admin-cod.cancelledToast',
  returned: 'admin-cod.returnedToast',
}

const STATE: Record<string, MessageKey> = {
  placed: 'admin-cod.statePlaced',
  confirmed: 'admin-cod.stateConfirmed',
  cancelled: 'admin-cod.stateCancelled',
  collected: 'admin-cod.stateCollected',
  returned: 'admin-cod.stateReturned',
}

export function CodActions({ order }: { order: AdminOrderDetail }) {
  const t = useT()
  const move = useCodMove(order.id)
  const placed = order.codState === 'placed'
  const whatsapp = useWhatsAppLink(order.id, placed)
  const beforeShipping = order.fulfilment === 'unfulfilled' || order.fulfilment === 'packed'
  const canCancel = (placed || order.codState === 'confirmed') && beforeShipping
  const canReturn = order.codState === 'confirmed' && order.fulfilment === 'shipped'

  async function send(to: CodMove) {
    try {
      await move.mutateAsync(to)
      toast.success(translate(DONE[to]))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : translate('admin-orders.updateFailed'))
    }
  }

  const state = STATE[order.codState]
  return (
    <div className="mt-3 space-y-3 text-sm">
      <p data-testid="cod-state" className="font-medium text-ink">
        {state ? t(state) : null}
      </p>
      <p className="text-ink">
        {t(order.codState === 'collected' ? 'admin-cod.collected' : 'admin-cod.toCollect', { amount: formatInr(order.amount) })}
      </p>
      <div className="flex flex-wrap gap-3">
        {placed && whatsapp.data ? (
          <a href={whatsapp.data.url} target="_blank" rel="noopener noreferrer" className={secondary}>
            {t('admin-cod.askOnWhatsApp')}
          </a>
        ) : null}
        {placed ? (
          <button type="button" className={primary} disabled={move.isPending} onClick={() => void send('confirmed')}>
            {t('admin-cod.confirm')}
          </button>
        ) : null}
        {canCancel ? (
          <button type="button" className={secondary} disabled={move.isPending} onClick={() => void send('cancelled')}>
            {t('admin-cod.cancel')}
          </button>
        ) : null}
        {canReturn ? (
          <button type="button" className={secondary} disabled={move.isPending} onClick={() => void send('returned')}>
            {t('admin-cod.returnedUndelivered')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
