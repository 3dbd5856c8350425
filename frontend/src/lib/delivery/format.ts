// The words of a delivery quote (issue 30): 'Hubballi, Karnataka', '₹60' or 'Free delivery', '2–3 days'.
import type { Translate } from '@/lib/i18n'
import { formatInrShort } from '@/lib/money'

import type { DeliveryQuote } from './api'

export function placeText(quote: Pick<DeliveryQuote, 'city' | 'state'>): string {
  return [quote.city, quote.state].filter(Boolean).join(', ')
}

export function feeText(quote: Pick<DeliveryQuote, 'fee'>, t: Translate): string {
  return quote.fee === 0 ? t('delivery.free') : formatInrShort(quote.fee)
}

export function daysText(quote: Pick<DeliveryQuote, 'daysMin' | 'daysMax'>, t: Translate): string {
  return quote.daysMin === quote.daysMax
    ? t('delivery.day', { count: quote.daysMin })
    : t('delivery.days', { min: String(quote.daysMin), max: String(quote.daysMax) })
}

/** 'Delivers to 580020 · Hubballi, Karnataka · ₹60 · 2–3 days', and issue 30's ' · Cash on delivery
 *  available' only when the server says a COD checkout of it would be taken (nothing while the shop does
 *  not offer cash on delivery). */
export function deliversToText(quote: DeliveryQuote, t: Translate): string {
  const text = t('delivery.deliversTo', {
    pincode: quote.pincode,
    place: placeText(quote),
    fee: feeText(quote, t),
    days: daysText(quote, t),
  })
  if (quote.codAvailable === true) return `${text} · ${t('cod.available')}`
  if (quote.codAvailable === false) return `${text} · ${t('cod.unavailable')}`
  return text
}
