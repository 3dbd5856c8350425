import { useT } from '@/lib/i18n'
import type { Shop } from '@/lib/shop'

/** The financial year (1 April–31 March) of `day` as invoice numbers write it, e.g. '26-27'. */
export function financialYear(day: Date): string {
  const start = day.getMonth() >= 3 ? day.getFullYear() : day.getFullYear() - 1
  const two = (year: number) => String(year % 100).padStart(2, '0')
  return `${two(start)}-${two(start + 1)}`
}

/** What an invoice number with this prefix looks like this financial year (docs/tax.md). */
export function exampleInvoiceNumber(prefix: string, day: Date = new Date()): string {
  const clean = prefix.trim().toUpperCase() || 'INV'
  return `${clean}/${financialYear(day)}/000123`
}

/** Which document paid orders get, as the saved settings say (issue 17): without a GSTIN only plain
 *  receipts, in the server's words; with one, GST tax invoices. */
export function InvoiceNotice({ shop }: { shop: Shop }) {
  const t = useT()
  if (shop.invoices === 'receipt') {
    return (
      <div role="note" aria-label={t('admin-shop.invoicesNote')} className="rounded-2xl border-2 border-saffron-500 bg-saffron-300/20 p-4 text-sm text-ink sm:col-span-2">
        <p className="font-semibold">{t('admin-shop.receiptsOnly')}</p>
        <p className="mt-1">{shop.invoiceNotice || t('admin-shop.noGstin')}</p>
      </div>
    )
  }
  return (
    <p role="note" aria-label={t('admin-shop.invoicesNote')} className="text-sm text-muted sm:col-span-2">
      {t('admin-shop.gstInvoices', { example: exampleInvoiceNumber(shop.invoicePrefix) })}
      {shop.invoiceNotice ? ` ${shop.invoiceNotice}` : ''}
    </p>
  )
}
