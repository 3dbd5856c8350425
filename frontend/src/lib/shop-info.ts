// The shop's public contact details, written once (footer, chat button). Change them here; the name is
// the server's too (backend khadi/site/meta.py SHOP_NAME, generated into shared-values.gen.ts).
import { SHOP_NAME } from './api/shared-values.gen'

const address = 'Karnataka Khadi Bhandar, Station Road, Hubballi, Karnataka 580020'

export const shopInfo = {
  name: SHOP_NAME,
  tagline: 'Khadi & handloom since 1998',
  email: 'care@karnatakakhadibhandar.in',
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  address,
  mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  developer: { name: 'Khadi Store developers', href: 'https://github.com/' },
} as const

// spec §1: the chat button opens the messaging app with exactly this text.
export const CHAT_PREFILL = 'Hi, I have a query about your products.'
export const DEFAULT_WHATSAPP_NUMBER = '919876543210'

/** The shop's WhatsApp number from <meta name="khadi-whatsapp"> (set by the server), else the default. */
export function whatsappNumber(doc: Document = document): string {
  const content = doc.querySelector('meta[name="khadi-whatsapp"]')?.getAttribute('content') ?? ''
  const digits = content.replace(/\D/g, '')
  return digits.length >= 8 ? digits : DEFAULT_WHATSAPP_NUMBER
}

export function chatLink(number: string = whatsappNumber()): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(CHAT_PREFILL)}`
}
