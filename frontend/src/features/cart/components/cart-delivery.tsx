// Issue 30: the cart's delivery line to a pincode (the one last checked or typed, else typed here) and the
// amount checkout will charge for it — the server's quote over the lines checkout buys.
import { useState } from 'react'

import { controlClass } from '@/components/form-field'
import { PINCODE, isPincodeRefusal, pincodeProblem, useCartQuote } from '@/lib/delivery/api'
import { daysText, placeText } from '@/lib/delivery/format'
import { savedPincode, savePincode } from '@/lib/delivery/saved-pincode'
import { useT } from '@/lib/i18n'
import { formatInr, formatInrShort } from '@/lib/money'

export function CartDelivery() {
  const t = useT()
  const [pincode, setPincode] = useState(savedPincode)
  const wanted = pincode.trim()
  const quote = useCartQuote(wanted)
  const delivery = quote.data?.pincode === wanted ? quote.data : undefined

  return (
    <section aria-labelledby="cart-delivery" className="mt-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="cart-delivery" className="font-serif text-lg font-semibold text-ink">
        {t('delivery.title')}
      </h2>
      <label htmlFor="cart-pincode" className="mt-3 mb-1.5 block text-sm font-semibold text-ink">
        {t('delivery.pincode')}
      </label>
      <input
        id="cart-pincode"
        value={pincode}
        onChange={(event) => {
          setPincode(event.target.value)
          if (PINCODE.test(event.target.value.trim())) savePincode(event.target.value.trim())
        }}
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        className={controlClass}
      />
      {quote.isError && isPincodeRefusal(quote.error) ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {t(pincodeProblem(quote.error))}
        </p>
      ) : null}
      {delivery ? (
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              {t('delivery.lineTo', { pincode: delivery.pincode })} · {placeText(delivery)} · {daysText(delivery, t)}
            </dt>
            <dd data-testid="cart-delivery-fee" className="font-medium text-ink tabular-nums">
              {delivery.fee === 0 ? t('delivery.free') : formatInr(delivery.fee)}
            </dd>
          </div>
          {delivery.fee > 0 && delivery.freeAbove > 0 ? (
            <p className="text-xs text-muted">{t('delivery.freeAbove', { amount: formatInrShort(delivery.freeAbove) })}</p>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-line pt-2">
            <dt className="font-semibold text-ink">{t('checkout.amountToPay')}</dt>
            <dd data-testid="cart-amount-to-pay" className="font-semibold text-ink tabular-nums">
              {formatInr(delivery.total)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-xs text-muted">{t('delivery.enterPincode')}</p>
      )}
    </section>
  )
}
