// Issue 30: the delivery row of the cart's and checkout's summaries — the server's figure for the pincode
// ('Delivery to 580020 · ₹60.00', 'Free delivery'), or, while no pincode is known, 'Calculated at checkout'
// (the cart) or a dash and a word to enter it (checkout); under it the place and days, and how much more
// the goods need for free delivery.
import type { DeliveryQuote } from '@/lib/delivery/api'
import { daysText, placeText } from '@/lib/delivery/format'
import { useT } from '@/lib/i18n'
import { formatInr, formatInrShort } from '@/lib/money'

/** Paise of goods still to add for free delivery, or 0 when there is no threshold, no fee, or it is met: the
 *  server's figure (issue 31) — with a percentage code it is more than the shortfall, so that what is paid for
 *  the goods after the code reaches the threshold (khadi.delivery.rules.add_for_free). */
export function shortOfFree(quote: DeliveryQuote): number {
  return quote.fee === 0 ? 0 : Math.max(0, quote.addForFree)
}

type DeliveryLineProps = { quote: DeliveryQuote | undefined; testId: string; atCheckout?: boolean }

/** One group of a <dl>: the delivery line and its notes. `testId` names the amount. */
export function DeliveryLine({ quote, testId, atCheckout = false }: DeliveryLineProps) {
  const t = useT()
  const note = 'w-full text-xs'
  if (!quote) {
    return (
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
        <dt className="text-muted">{t('delivery.line')}</dt>
        <dd data-testid={testId} className="text-right font-medium text-muted">
          {atCheckout ? '—' : t('delivery.atCheckout')}
        </dd>
        {atCheckout ? <dd className={`${note} text-muted`}>{t('delivery.enterPincode')}</dd> : null}
      </div>
    )
  }
  const short = shortOfFree(quote)
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
      <dt className="text-muted">{t('delivery.lineTo', { pincode: quote.pincode })}</dt>
      <dd data-testid={testId} className={`font-medium tabular-nums ${quote.fee === 0 ? 'text-green-800 dark:text-green-300' : 'text-ink'}`}>
        {quote.fee === 0 ? t('delivery.free') : formatInr(quote.fee)}
      </dd>
      <dd className={`${note} text-muted`}>{t('delivery.placeDays', { place: placeText(quote), days: daysText(quote, t) })}</dd>
      {short > 0 ? (
        <dd data-testid="delivery-add-for-free" className={`${note} font-medium text-accent`}>
          {t('delivery.addForFree', { amount: formatInr(short) })}
        </dd>
      ) : null}
      {quote.free ? (
        <dd data-testid="delivery-won-free" className={`${note} text-muted`}>
          {t('delivery.wonFree', { amount: formatInrShort(quote.freeAbove) })}
        </dd>
      ) : null}
    </div>
  )
}
