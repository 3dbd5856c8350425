// Issue 30: which pincode the cart prices delivery to — the one typed here, else the default saved
// address's, else the one last checked or typed (product page, checkout) — and the field to change it.
// The server's quote over the lines checkout buys is the delivery row of the summary.
import { useEffect, useId, useState } from 'react'

import { controlClass } from '@/components/form-field'
import { defaultAddress, useSavedAddresses } from '@/lib/addresses/book'
import { PINCODE, isPincodeRefusal, pincodeProblem, useCartQuote } from '@/lib/delivery/api'
import { savedPincode, savePincode } from '@/lib/delivery/saved-pincode'
import { useT } from '@/lib/i18n'

/** The pincode to price delivery to, the quote for it (once known), and the field's props. */
export function useCartDelivery(enabled: boolean) {
  const book = useSavedAddresses(enabled)
  const [typed, setTyped] = useState<string | null>(null)
  const pincode = (typed ?? defaultAddress(book.data)?.pincode ?? savedPincode()).trim()
  const quote = useCartQuote(pincode, enabled)
  const delivery = quote.data?.pincode === pincode ? quote.data : undefined
  const refusal = quote.isError && isPincodeRefusal(quote.error) ? pincodeProblem(quote.error) : undefined
  // a pincode the directory knows is kept for checkout and the next visit
  useEffect(() => {
    if (delivery) savePincode(delivery.pincode)
  }, [delivery])
  const onPincode = (value: string) => setTyped(value)
  return { pincode: typed ?? pincode, delivery, refusal, onPincode, waiting: PINCODE.test(pincode) && quote.isPending && enabled }
}

type CartPincodeProps = Pick<ReturnType<typeof useCartDelivery>, 'pincode' | 'refusal' | 'onPincode'>

export function CartPincode({ pincode, refusal, onPincode }: CartPincodeProps) {
  const t = useT()
  const id = useId()
  return (
    <div className="mt-4 border-t border-line pt-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('delivery.pincode')}
      </label>
      <input
        id={id}
        data-testid="cart-pincode"
        value={pincode}
        onChange={(event) => onPincode(event.target.value)}
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        aria-invalid={refusal ? true : undefined}
        aria-describedby={`${id}-note`}
        className={controlClass}
      />
      {refusal ? (
        <p id={`${id}-note`} role="alert" data-testid="cart-pincode-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {t(refusal)}
        </p>
      ) : (
        <p id={`${id}-note`} className="mt-1.5 text-xs text-muted">
          {t('delivery.enterPincode')}
        </p>
      )}
    </div>
  )
}
