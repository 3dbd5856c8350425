import type { ReactNode } from 'react'

import { stockFlag } from '@/lib/cart/stock'
import type { CartLine } from '@/lib/cart/types'
import { formatMetres } from '@/lib/fabrics'
import { formatInr } from '@/lib/money'

type OrderSummaryProps = {
  lines: CartLine[]
  /** Paise: the cart's sub-total, which is what checkout charges (spec §9: no tax, no discount). */
  amount: number
  /** Lines in the cart that cannot be bought now (left out of the order). */
  leftOut: number
  children: ReactNode
}

const quantityText = (line: CartLine) => (line.unit === 'metre' ? formatMetres(line.quantity) : `× ${line.quantity}`)

/** The lines the order will be made of and the exact amount the shopper will be charged. */
export function OrderSummary({ lines, amount, leftOut, children }: OrderSummaryProps) {
  return (
    <section aria-labelledby="checkout-summary" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="checkout-summary" className="font-serif text-xl font-semibold text-ink">
        Order Summary
      </h2>
      <ul aria-label="Items to pay for" className="mt-4 divide-y divide-line border-y border-line">
        {lines.map((line) => {
          const details = [line.size, line.type].filter(Boolean).join(' · ')
          return (
            <li key={`${line.productId}|${line.size}|${line.type}`} data-testid="checkout-line" className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{line.product?.title ?? 'Unknown product'}</p>
                <p className="text-sm text-muted">
                  {details ? `${details} · ` : ''}
                  {quantityText(line)}
                  {line.unit === 'metre' && line.unitPrice !== null ? ` at ${formatInr(line.unitPrice)} / m` : ''}
                </p>
                {stockFlag(line) ? (
                  <p data-testid="stock-flag" className="mt-1 text-sm font-semibold text-accent">
                    {stockFlag(line)}
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 font-medium text-ink tabular-nums">{line.lineTotal !== null ? formatInr(line.lineTotal) : ''}</p>
            </li>
          )
        })}
      </ul>
      {leftOut > 0 ? (
        <p className="mt-3 rounded-xl bg-cloth px-3 py-2 text-sm text-muted">
          {leftOut === 1
            ? 'One unavailable item stays in your cart and is not part of this order.'
            : `${leftOut} unavailable items stay in your cart and are not part of this order.`}
        </p>
      ) : null}
      <dl className="mt-4 flex items-baseline justify-between gap-4">
        <dt className="text-base font-semibold text-ink">Amount to pay</dt>
        <dd data-testid="checkout-amount" className="text-2xl font-semibold text-ink tabular-nums">
          {formatInr(amount)}
        </dd>
      </dl>
      <p className="mt-2 text-sm text-muted" data-testid="checkout-charge">
        You will be charged {formatInr(amount)}, the sub-total of your cart. No tax or discount is added at checkout.
      </p>
      {children}
      <p className="mt-3 text-center text-xs text-muted">Secure card payment. Ships within 2–3 business days.</p>
    </section>
  )
}
