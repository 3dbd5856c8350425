// Issue 30: the product page's pincode check — 'Delivers to 580020 · Hubballi, Karnataka · ₹60 · 2–3 days'
// for this product (its size and quantity) — from the same quote checkout charges. The pincode is kept
// for the cart and checkout. Cash on delivery: the quote's `codAvailable` says (lib/delivery/format.ts).
import { useState, type SubmitEvent } from 'react'

import { controlClass } from '@/components/form-field'
import { TruckIcon } from '@/components/icons'
import { getProductQuote, PINCODE, pincodeProblem, type DeliveryQuote } from '@/lib/delivery/api'
import { deliversToText } from '@/lib/delivery/format'
import { savedPincode, savePincode } from '@/lib/delivery/saved-pincode'
import { useT, type MessageKey } from '@/lib/i18n'

type DeliveryCheckProps = { productId: string; size: string; quantity: number }

type Outcome = { quote: DeliveryQuote } | { problem: MessageKey } | null

export function DeliveryCheck({ productId, size, quantity }: DeliveryCheckProps) {
  const t = useT()
  const [pincode, setPincode] = useState(savedPincode)
  const [checking, setChecking] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  const check = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const wanted = pincode.trim()
    if (!PINCODE.test(wanted)) {
      setOutcome({ problem: 'delivery.pincodeInvalid' })
      return
    }
    setChecking(true)
    try {
      const quote = await getProductQuote({ pincode: wanted, productId, size, quantity })
      savePincode(wanted)
      setOutcome({ quote })
    } catch (error) {
      setOutcome({ problem: pincodeProblem(error) })
    } finally {
      setChecking(false)
    }
  }

  return (
    <form onSubmit={(event) => void check(event)} className="rounded-2xl border border-line p-4" aria-label={t('delivery.title')}>
      <label htmlFor="delivery-pincode" className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-ink">
        <TruckIcon className="size-5 text-accent" />
        {t('delivery.pincode')}
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-pincode"
          value={pincode}
          onChange={(event) => {
            setPincode(event.target.value)
            setOutcome(null)
          }}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          aria-describedby="delivery-outcome"
          className={controlClass}
        />
        <button type="submit" disabled={checking} className="btn btn-outline shrink-0">
          {checking ? t('delivery.checking') : t('delivery.check')}
        </button>
      </div>
      <p id="delivery-outcome" role="status" data-testid="delivery-outcome" className="mt-2 min-h-5 text-sm">
        {outcome && 'quote' in outcome ? <span className="text-ink">{deliversToText(outcome.quote, t)}</span> : null}
        {outcome && 'problem' in outcome ? <span className="font-medium text-red-700 dark:text-red-300">{t(outcome.problem)}</span> : null}
      </p>
    </form>
  )
}
