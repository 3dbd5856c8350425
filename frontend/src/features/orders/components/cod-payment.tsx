import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import type { Order } from '@/lib/orders/get-orders'

/** Issue 30: how a cash-on-delivery order is paid — what to hand the courier, or that it was paid. */
export function CodPaymentRow({ order }: { order: Order }) {
  const t = useT()
  const { codState } = order
  let text: string
  if (codState === 'collected') text = t('orders.codCollected')
  else if (codState === 'cancelled' || codState === 'returned') text = t('orders.codClosed')
  else text = t('orders.codToPay', { amount: formatInr(order.amount) })
  return (
    <>
      <dt className="text-muted">{t('orders.codMethod')}</dt>
      <dd className="text-ink" data-testid="cod-payment">
        {text}
      </dd>
    </>
  )
}
