// Issue 17: an order's documents on the dashboard's order page — its tax invoice (or bill of supply, or
// plain receipt) and any credit notes — from GET /api/v1/admin/orders/{id}/documents, each with its PDF
// (GET /api/v1/admin/documents/{id}.pdf, a plain link: the session cookie goes with it).
import { useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { formatOrderDate } from '@/lib/dates'
import { translate, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { adminKeys } from '../api/keys'

export type OrderDocument = components['schemas']['DocumentOut']

// Punctuation between the parts of a line: the same in every language.
const SEP = ' · '

const KIND_LABELS: Record<string, MessageKey> = {
  invoice: 'admin-invoices.kindInvoice',
  bill_of_supply: 'admin-invoices.kindBillOfSupply',
  receipt: 'admin-invoices.kindReceipt',
  credit_note: 'admin-invoices.kindCreditNote',
}

/** The document's kind in the current language ('Tax invoice'); an unknown kind as the server names it. */
export function documentLabel(kind: string): string {
  const key = KIND_LABELS[kind]
  return key ? translate(key) : kind
}

export const documentPdfUrl = (id: string) => `/api/v1/admin/documents/${encodeURIComponent(id)}.pdf`

function useOrderDocuments(orderId: string) {
  return useQuery({
    // under the order's key: a refund (which may issue a credit note) refreshes it with the order
    queryKey: [...adminKeys.order(orderId), 'documents'] as const,
    queryFn: ({ signal }) => apiGet<OrderDocument[]>(`/api/v1/admin/orders/${encodeURIComponent(orderId)}/documents`, { signal }),
  })
}

/** 'Taxable ₹1,000.00 · CGST ₹25.00 · SGST ₹25.00', or IGST; nothing for a receipt. */
function taxLine(document: OrderDocument): string {
  if (document.kind === 'receipt') return ''
  const parts = [translate('admin-invoices.taxable', { amount: formatInr(document.taxable) })]
  if (document.igst) parts.push(`IGST ${formatInr(document.igst)}`)
  if (document.cgst || document.sgst) parts.push(`CGST ${formatInr(document.cgst)}`, `SGST ${formatInr(document.sgst)}`)
  return parts.join(' · ')
}

export function DocumentsSection({ orderId }: { orderId: string }) {
  const t = useT()
  const documents = useOrderDocuments(orderId)
  if (documents.isPending) return <p className="mt-3 text-sm text-muted">{t('admin-invoices.loading')}</p>
  if (documents.isError) return <p className="mt-3 text-sm text-muted">{t('admin-invoices.loadFailed')}</p>
  if (documents.data.length === 0) return <p className="mt-3 text-sm text-muted">{t('admin-invoices.noDocuments')}</p>
  return (
    <ul aria-label={t('admin-invoices.documentsList')} className="mt-3 divide-y divide-line text-sm">
      {documents.data.map((document) => {
        const label = documentLabel(document.kind)
        const tax = taxLine(document)
        return (
          <li key={document.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5">
            <div className="min-w-0">
              <p>
                <span className="font-semibold text-ink">{label}</span> <span className="font-mono break-all">{document.number}</span>
              </p>
              <p className="text-muted">
                {formatOrderDate(document.issuedAt)}
                {SEP}
                {formatInr(document.amount)}
              </p>
              {tax ? <p className="text-muted tabular-nums">{tax}</p> : null}
              {document.discount > 0 ? (
                <p data-testid="document-discount" className="text-muted tabular-nums">
                  {t('discount-codes.line', { code: document.discountCode })} − {formatInr(document.discount)}
                </p>
              ) : null}
            </div>
            <a
              href={documentPdfUrl(document.id)}
              download
              aria-label={t('admin-invoices.pdfLink', { label, number: document.number })}
              className="inline-flex min-h-10 items-center rounded-full border border-line px-3 font-semibold text-ink hover:bg-cloth"
            >
              PDF
            </a>
          </li>
        )
      })}
    </ul>
  )
}
