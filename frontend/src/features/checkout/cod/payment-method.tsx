// Issue 30: how the shopper pays — online (the provider's popup) or cash on delivery, when the shop offers it
// for this cart and pincode. A refused COD stays visible, disabled, with the server's reason.
import { useId } from 'react'

import { refusalText } from '@/lib/api/client'
import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import type { CodQuote } from './api'

export type PaymentMethod = 'online' | 'cod'

type PaymentMethodChoiceProps = {
  method: PaymentMethod
  onChange: (method: PaymentMethod) => void
  quote: CodQuote | undefined
  disabled: boolean
}

export function PaymentMethodChoice({ method, onChange, quote, disabled }: PaymentMethodChoiceProps) {
  const t = useT()
  const name = useId()
  // The shop does not offer it at all: nothing to choose.
  if (!quote || quote.reason === 'cod.off') return null
  const refused = quote.available ? null : refusalText(quote.reason, quote.params, quote.message ?? '')
  const option = 'flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-2.5 has-[:checked]:border-indigo-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70'
  return (
    <fieldset disabled={disabled} className="mt-4 space-y-2" data-testid="payment-method">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('cod.howToPay')}</legend>
      <label className={option}>
        <input type="radio" name={name} className="mt-1" checked={method === 'online'} onChange={() => onChange('online')} />
        <span className="text-sm text-ink">{t('cod.payOnline')}</span>
      </label>
      <label className={option}>
        <input type="radio" name={name} className="mt-1" checked={method === 'cod'} disabled={refused !== null} onChange={() => onChange('cod')} />
        <span className="text-sm">
          <span className="block text-ink">{t('cod.cashOnDelivery')}</span>
          <span className="block text-muted" data-testid="cod-note">
            {refused ?? (quote.fee > 0 ? t('cod.feeNote', { fee: formatInr(quote.fee) }) : t('cod.noFeeNote'))}
          </span>
        </span>
      </label>
    </fieldset>
  )
}
