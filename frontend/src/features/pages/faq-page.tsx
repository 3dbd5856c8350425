import { useT } from '@/lib/i18n'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PageContent, ShopMarkdown } from './page-content'
import { PageHeader } from './page-header'

const PLUS = '+' // opens and closes an answer (turned 45° when open)

/** /faq: linked from the footer (spec §2); the questions are the shop's, edited on the dashboard. */
export function FaqPage() {
  const t = useT()
  useDocumentTitle(t('pages.faqDocumentTitle'))
  return (
    <>
      <PageHeader eyebrow={t('pages.faqEyebrow')} title={t('pages.faqTitle')}>
        <p>{t('pages.faqIntro')}</p>
      </PageHeader>
      <PageContent slug="faq">
        {(faq) => (
          <div className="mx-auto max-w-3xl space-y-3 px-4 py-12 sm:px-6">
            {(faq.items ?? []).map((item, index) => (
              <details
                key={index}
                className="group rounded-2xl border border-line bg-surface shadow-sm open:bg-cloth/40"
              >
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span aria-hidden="true" className="text-xl text-accent transition group-open:rotate-45">
                    {PLUS}
                  </span>
                </summary>
                <ShopMarkdown source={item.answer} className="space-y-3 px-5 pb-5 leading-relaxed text-muted" />
              </details>
            ))}
          </div>
        )}
      </PageContent>
    </>
  )
}
