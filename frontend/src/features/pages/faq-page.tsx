import { useDocumentTitle } from '@/lib/use-document-title'

import { PageHeader } from './page-header'

const questions = [
  {
    q: 'Is your khadi really handspun and handwoven?',
    a: 'Yes. Our khadi is spun on the charkha and woven on handlooms by certified khadi institutions and village units, most of them in Karnataka. Handloom cotton, silk and linen are woven by hand too.',
  },
  {
    q: 'How do I choose my size?',
    a: 'Each product lists only the sizes it comes in. Shirts, kurtas and jackets show the chest size in inches next to the letter, for example M (40); pants are sized by waist. If you are between sizes, pick the larger one — khadi softens and relaxes a little with washing.',
  },
  {
    q: 'How are fabrics sold?',
    a: 'Fabrics are priced per metre. Choose any length from 1 to 30 metres in steps of 0.25 m; the price updates as you move the slider. The piece is cut in one length.',
  },
  {
    q: 'How do I pay?',
    a: 'Pay by card through our secure payment provider at checkout. Prices are in Indian Rupees and include all taxes; the amount shown at checkout is the amount charged.',
  },
  {
    q: 'When will my order ship?',
    a: 'We ship within 2–3 business days of payment. Delivery after that depends on your pincode and the courier.',
  },
  {
    q: 'Can I return a product?',
    a: 'Returns are accepted within 10 days of delivery for defective or damaged items only. Write to us with your order details and a photo; once the return is approved, the refund reaches your original payment method in 7–10 business days.',
  },
  {
    q: 'How should I wash khadi?',
    a: 'Wash the first time on its own in cold water with a mild detergent, dry in the shade and iron while slightly damp. Silk and woollens are best dry-cleaned.',
  },
  {
    q: 'Why does my khadi look slightly different from the picture?',
    a: 'Handmade cloth varies from piece to piece in slub, shade and weave. These small differences are the mark of the hand, not a defect.',
  },
  {
    q: 'Do you take bulk or institutional orders?',
    a: 'Yes — national flags, samman shawls, uniforms and gift packs for offices, schools and events. Chat with us or write to us with the quantities you need.',
  },
]

/** /faq: linked from the footer (spec §2; the spec leaves the content to us). */
export function FaqPage() {
  useDocumentTitle('FAQ')
  return (
    <>
      <PageHeader eyebrow="Help" title="Frequently Asked Questions">
        <p>Sizes, fabrics by the metre, payment, shipping and returns.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-3 px-4 py-12 sm:px-6">
        {questions.map(({ q, a }) => (
          <details key={q} className="group rounded-2xl border border-line bg-surface shadow-sm open:bg-cloth/40">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {q}
              <span aria-hidden="true" className="text-xl text-accent transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted">{a}</p>
          </details>
        ))}
      </div>
    </>
  )
}
