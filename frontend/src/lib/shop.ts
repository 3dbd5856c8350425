// GET /api/v1/shop — the shop's name, contact details and credit, as its admins set them on the
// dashboard's Settings tab (issue 13). Every page reads them (navigation bar, footer, chat button,
// titles); no shop detail is written in this source. Until the answer arrives the page shows what
// the server already wrote into it (the name in og:site_name, the number in khadi-whatsapp), so the
// first paint is already the shop's own.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from './api/client'
import type { components } from './api/schema'

export type Shop = components['schemas']['ShopOut']
export type ShopForm = components['schemas']['ShopSettingsIn']

export const shopQueryKey = ['shop'] as const

function metaContent(doc: Document, selector: string): string {
  return doc.querySelector(selector)?.getAttribute('content') ?? ''
}

/** The shop as the served page describes it, before GET /api/v1/shop answers. */
export function shopFromPage(doc: Document = document): Shop {
  return {
    version: 0,
    updatedAt: null,
    configured: true,
    name: metaContent(doc, 'meta[property="og:site_name"]') || 'Khadi Store',
    tagline: '',
    legalName: '',
    email: '',
    phone: '',
    phoneLink: '',
    whatsappNumber: metaContent(doc, 'meta[name="khadi-whatsapp"]').replace(/\D/g, ''),
    address: '',
    mapUrl: '',
    state: '',
    stateCode: '',
    gstin: '',
    invoicePrefix: 'INV',
    // unknown until the settings load: no receipts notice on a guess
    invoices: 'tax_invoice',
    invoiceNotice: '',
    logoKey: '',
    logo: null,
    socialLinks: [],
    developerText: '',
    developerUrl: '',
    stockHoldMinutes: 30,
    dismissedHoldMinutes: 0,
    cartReminderHours: 6,
    lowStockThreshold: 3,
    cartSummary: 'gst',
  }
}

export function getShop({ signal }: { signal?: AbortSignal } = {}): Promise<Shop> {
  return apiGet<Shop>('/api/v1/shop', signal ? { signal } : {})
}

export function shopQueryOptions() {
  return queryOptions({
    queryKey: shopQueryKey,
    queryFn: ({ signal }) => getShop({ signal }),
    staleTime: 10 * 60_000, // a save announces itself on the live stream ('shop')
  })
}

/** The shop's details: the stored settings once loaded, else what the served page said. */
export function useShop(): Shop {
  const { data } = useQuery({ ...shopQueryOptions(), placeholderData: () => shopFromPage() })
  return data ?? shopFromPage()
}

// spec §1: the chat button opens the messaging app with exactly this text.
export const CHAT_PREFILL = 'Hi, I have a query about your products.'

/** The WhatsApp chat link for `number` (digits with the country code), or '' when there is none. */
export function chatLink(number: string): string {
  const digits = number.replace(/\D/g, '')
  return digits.length >= 8 ? `https://wa.me/${digits}?text=${encodeURIComponent(CHAT_PREFILL)}` : ''
}

/** A name of three words or more shows its first word small above the rest ('Karnataka' / 'Khadi
 *  Bhandar'); a shorter one on one line. The server splits the pre-paint bar the same way
 *  (backend khadi/site/meta.py brand_lines). */
export function brandLines(name: string): [string, string] {
  const words = name.split(/\s+/).filter(Boolean)
  return words.length >= 3 ? [words[0] ?? '', words.slice(1).join(' ')] : ['', words.join(' ')]
}

/** '{shop}', '{email}', '{phone}', '{address}' and '{state}' in a page's text, filled in. */
export function fillPlaceholders(text: string, shop: Shop): string {
  const values: Record<string, string> = {
    shop: shop.name,
    email: shop.email,
    phone: shop.phone,
    address: shop.address,
    state: shop.state,
  }
  return text.replace(/\{(shop|email|phone|address|state)\}/g, (_, key: string) => values[key] ?? '')
}
