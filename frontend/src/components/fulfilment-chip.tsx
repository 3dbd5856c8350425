import { useLanguage } from '@/lib/i18n'
import { fulfilmentLabel, type FulfilmentState } from '@/lib/orders/fulfilment'

const tone: Record<FulfilmentState, string> = {
  unfulfilled: 'bg-cloth text-ink ring-line',
  packed: 'bg-indigo-100 text-indigo-900 ring-indigo-700/30 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-400/40',
  shipped: 'bg-saffron-300/60 text-indigo-950 ring-saffron-600/40 dark:bg-saffron-300/20 dark:text-saffron-300',
  delivered: 'bg-green-100 text-green-800 ring-green-700/30 dark:bg-green-950 dark:text-green-300 dark:ring-green-400/40',
  cancelled: 'bg-red-100 text-red-800 ring-red-700/30 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/40',
}

/** Issue 16: where a paid order is — Preparing, Packed, Shipped, Delivered (nothing for unpaid ones). */
export function FulfilmentChip({ order }: { order: { status: string; fulfilment: FulfilmentState; codState?: string } }) {
  useLanguage() // re-render on a switch: the label is in the current language
  const label = fulfilmentLabel(order)
  if (!label) return null
  return (
    <span
      data-testid="order-fulfilment"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone[order.fulfilment]}`}
    >
      {label}
    </span>
  )
}
