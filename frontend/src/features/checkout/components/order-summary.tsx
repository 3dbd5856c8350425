import type { ReactNode } from 'react'

import { DeliveryLine } from '@/components/delivery-line'
import { SummaryLines } from '@/components/summary-lines'
import { useProductTitle } from '@/lib/api/use-product-title'
import type { CartLine, CartSummary } from '@/lib/cart/types'
import type { DeliveryQuote } from '@/lib/delivery/api'
import { formatMetres } from '@/lib/fabrics'
import { useT, type Translate } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { optionsText } from '@/lib/options'

type OrderSummaryProps = {
  lines: CartLine[]
  /** The cart's summary (issue 28): its `charge` is what checkout charges for the goods. */
  summary: CartSummary
  /** Issue 30: the server's delivery line for these lines and the address's pincode, once it is known;
   *  checkout charges `summary.charge` plus its fee. */
  delivery: DeliveryQuote | undefined
  /** Lines in the cart that cannot be bought now (left out of the order). */
  leftOut: number
  /** Issue 30: paying on delivery adds this fee (paise) as a line of its own; undefined when paying online. */
  codFee?: number | undefined
  children: ReactNode
}

const SEPARATOR = ' · '

/** '× 2' pieces; '2.75 m at ₹450.50 / m' of a fabric. */
function quantityText(line: CartLine, t: Translate): string {
  if (line.unit !== 'metre') return `× ${line.quantity}`
  const length = formatMetres(line.quantity)
  return line.unitPrice !== null ? t('checkout.lengthAtPrice', { length, price: formatInr(line.unitPrice) }) : length
}

/** Issue 15: 'Only 2 left — reduce the quantity', 'Only 2.5 m left — reduce the length', or null. */
function stockFlagText(line: CartLine, t: Translate): string | null {
  if (!line.available || line.stockLeft === null) return null
  return line.unit === 'metre'
    ? t('checkout.onlyLeftLength', { left: formatMetres(line.stockLeft) })
    : t('checkout.onlyLeftQuantity', { left: String(line.stockLeft) })
}

/** The lines the order will be made of and the exact amount the shopper will be charged. */
export function OrderSummary({ lines, summary, delivery, leftOut, codFee, children }: OrderSummaryProps) {
  const t = useT()
  const amount = summary.charge + (delivery?.fee ?? 0) + (codFee ?? 0)
  // The GST summary's lines lead to the amount charged; the spec's tax and discount are not charged, so
  // checkout shows only the amount (spec §9) and says why.
  const gst = summary.style === 'gst'
  const coded = summary.lines.some((line) => line.code === 'discountCode') // issue 31

  const titleOf = useProductTitle()
  return (
    <section aria-labelledby="checkout-summary" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="checkout-summary" className="font-serif text-xl font-semibold text-ink">
        {t('checkout.summary')}
      </h2>
      <ul aria-label={t('checkout.itemsToPay')} className="mt-4 divide-y divide-line border-y border-line">
        {lines.map((line) => {
          const details = optionsText([line.size, line.type], SEPARATOR) // issue 28: the size charts' names
          const flag = stockFlagText(line, t)
          return (
            <li key={`${line.productId}|${line.size}|${line.type}`} data-testid="checkout-line" className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{line.product ? titleOf(line.product.id, line.product.title) : t('checkout.unknownProduct')}</p>
                <p className="text-sm text-muted">
                  {details}
                  {details ? SEPARATOR : null}
                  {quantityText(line, t)}
                </p>
                {flag ? (
                  <p data-testid="stock-flag" className="mt-1 text-sm font-semibold text-accent">
                    {flag}
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
          {t('checkout.leftOut', { count: leftOut })}
        </p>
      ) : null}
      <dl className="mt-4 space-y-3 text-sm">
        {gst ? (
          <SummaryLines summary={summary} />
        ) : (
          // issue 31: a discount code is charged in either style, so its line is always shown
          <SummaryLines summary={{ ...summary, lines: summary.lines.filter((line) => line.code === 'discountCode') }} />
        )}
        <DeliveryLine quote={delivery} testId="checkout-delivery" atCheckout />
        {codFee !== undefined ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{t('cod.feeLine')}</dt>
            <dd data-testid="checkout-cod-fee" className="font-medium text-ink tabular-nums">
              {formatInr(codFee)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-base font-semibold text-ink">{t('checkout.amountToPay')}</dt>
          <dd data-testid="checkout-amount" className="text-2xl font-semibold text-ink tabular-nums">
            {formatInr(amount)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted" data-testid="checkout-charge">
        {codFee !== undefined
          ? t('cod.collectNote', { amount: formatInr(amount) })
          : coded && (delivery || !gst)
            ? t(delivery ? 'discount-codes.checkoutChargeWithDelivery' : 'discount-codes.checkoutCharge', { amount: formatInr(amount) })
            : delivery
              ? t('checkout.chargeWithDelivery', { amount: formatInr(amount) })
              : t(gst ? 'checkout.chargeTotal' : 'checkout.charge', { amount: formatInr(amount) })}
      </p>
      {children}
      <p className="mt-3 text-center text-xs text-muted">{t(codFee !== undefined ? 'cod.shipsNote' : 'checkout.secure')}</p>
    </section>
  )
}
