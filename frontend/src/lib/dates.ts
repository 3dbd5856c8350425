// DESIGN.md §4: timestamps are UTC; product dates read like 'Mar 05, 2025', order dates use en-IN.
// Issue 18: in Kannada and Hindi the dates follow the language (kn-IN, hi-IN); English keeps these formats.
import { currentIntlLocale, currentLanguage } from './i18n'

const productDateOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
}

const orderDateOptions: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(kind: 'product' | 'order', locale: string): Intl.DateTimeFormat {
  const key = `${kind} ${locale}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, kind === 'product' ? productDateOptions : orderDateOptions)
    formatters.set(key, format)
  }
  return format
}

/** 'Mar 05, 2025' in English (en-US, the spec's format); the shopper's language otherwise. */
export function formatProductDate(value: string | Date): string {
  const locale = currentLanguage() === 'en' ? 'en-US' : currentIntlLocale()
  return formatter('product', locale).format(new Date(value))
}

/** en-IN date and time in the shop's time zone, e.g. '5 Mar 2025, 3:04 pm'; kn-IN / hi-IN in those languages. */
export function formatOrderDate(value: string | Date): string {
  return formatter('order', currentIntlLocale()).format(new Date(value))
}
