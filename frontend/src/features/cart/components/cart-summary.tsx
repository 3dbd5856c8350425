import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'

import { DeliveryLine } from '@/components/delivery-line'
import { SummaryLines } from '@/components/summary-lines'
import type { CartSummary as Summary } from '@/lib/cart/types'
import type { DeliveryQuote } from '@/lib/delivery/api'
import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { paths } from '@/lib/paths'

/** The shop's summary (issue 28), the server's numbers over the available lines: Sub-total, "Includes GST"
 *  and a Total that is exactly what checkout charges; or, where the shop keeps it, the spec's Sub-total,
 *  'Tax (10%)' added, 'Discount (5%)' subtracted and their Total (spec §9) — and then what checkout will
 *  really charge, said plainly beneath. Issue 30: delivery is a row of its own, the server's figure for the
 *  pincode (added to the Total and to what checkout charges), or 'Calculated at checkout' while unknown. */
export function CartSummary({
  summary,
  canCheckout,
  leftOut,
  overStock = 0,
  delivery,
  showDelivery = true,
  pincodeField,
  codeField,
}: {
  summary: Summary
  canCheckout: boolean
  leftOut: number
  /** Lines holding more than is left (issue 15): checkout would refuse them, so it waits. */
  overStock?: number
  /** The server's quote for the cart's pincode, once known. */
  delivery?: DeliveryQuote | undefined
  showDelivery?: boolean
  /** Where the shopper changes the pincode. */
  pincodeField?: ReactNode
  /** Issue 31: where the shopper enters a discount code (its line is among the summary's). */
  codeField?: ReactNode
}) {
  const t = useT()
  const reasonId = useId()
  const fee = delivery?.fee ?? 0
  const total = summary.total + fee
  const charge = summary.charge + fee // what checkout charges: the goods and delivery
  const coded = summary.lines.some((line) => line.code === 'discountCode') // issue 31: less the code's discount
  return (
    <section aria-labelledby="cart-summary" className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="cart-summary" className="font-serif text-xl font-semibold text-ink">
        {t('cart.summary')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <SummaryLines summary={summary} />
        {showDelivery ? <DeliveryLine quote={delivery} testId="cart-delivery-fee" /> : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-base font-semibold text-ink">{t('cart.total')}</dt>
          <dd data-testid="summary-total" className="text-xl font-semibold text-ink tabular-nums">
            {formatInr(total)}
          </dd>
        </div>
        {charge !== total ? (
          // issue 30: the spec's Total is not what checkout charges; the amount that is, on a line of its own
          <div className="flex items-baseline justify-between gap-4 rounded-xl bg-cloth px-3 py-2">
            <dt className="text-base font-semibold text-ink">{t('cart.toPayAtCheckout')}</dt>
            <dd data-testid="summary-to-pay" className="text-xl font-semibold text-ink tabular-nums">
              {formatInr(charge)}
            </dd>
          </div>
        ) : null}
      </dl>
      {charge !== total ? (
        <p data-testid="summary-charge" className="mt-3 text-sm text-muted">
          {coded
            ? t(fee > 0 ? 'discount-codes.cartChargeWithDelivery' : 'discount-codes.cartCharge', { amount: formatInr(charge) })
            : t(fee > 0 ? 'cart.chargedWithDelivery' : 'cart.chargedAtCheckout', { amount: formatInr(charge) })}
        </p>
      ) : null}
      {pincodeField}
      {codeField}
      {leftOut > 0 ? (
        <p className="mt-4 rounded-xl bg-cloth px-3 py-2 text-sm text-muted">
          {t('cart.leftOut', { count: leftOut })}
        </p>
      ) : null}
      {overStock > 0 ? (
        <p
          id={reasonId}
          data-testid="checkout-blocked"
          className="mt-4 rounded-xl border border-accent/40 bg-cloth px-3 py-2 text-sm font-medium text-accent"
        >
          {t('cart.checkoutNeedsLess')}
        </p>
      ) : null}
      {canCheckout && overStock === 0 ? (
        <Link to={paths.checkout.getHref()} className="btn btn-primary mt-5 w-full py-3 text-base">
          {t('cart.checkout')}
        </Link>
      ) : (
        <button
          type="button"
          disabled
          aria-describedby={overStock > 0 ? reasonId : undefined}
          className="btn btn-primary mt-5 w-full cursor-not-allowed py-3 text-base opacity-50"
        >
          {t('cart.checkout')}
        </button>
      )}
      <p className="mt-3 text-center text-xs text-muted">{t('cart.secure')}</p>
    </section>
  )
}
