import { useT } from '@/lib/i18n'
import type { Order } from '@/lib/orders/get-orders'

/** Issue 17: the order's invoice (or bill of supply, or receipt) as a PDF, from
 *  GET /api/v1/orders/{id}/invoice.pdf — the shopper's own orders only; a plain link, the session
 *  cookie goes with it. Offered whenever the server says one is issued (`hasInvoice`): a paid order's at
 *  payment, a cash-on-delivery order's when it is shipped (issue 30). Nothing before that. */
export function InvoiceLink({ order }: { order: Pick<Order, 'id' | 'hasInvoice'> }) {
  const t = useT()
  if (!order.hasInvoice) return null
  return (
    <a
      href={`/api/v1/orders/${encodeURIComponent(order.id)}/invoice.pdf`}
      download
      className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-cloth"
    >
      {t('orders.downloadInvoice')}
      <span className="text-muted">{t('orders.pdf')}</span>
    </a>
  )
}
