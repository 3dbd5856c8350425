import { useT } from '@/lib/i18n'
import { useShop } from '@/lib/shop'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PageContent, ShopMarkdown } from './page-content'
import { PageHeader } from './page-header'

/** spec §2 /terms-and-conditions: cards of terms, eleven sections (the shop edits their text). */
export function TermsPage() {
  const t = useT()
  useDocumentTitle(t('pages.termsTitle'))
  const shop = useShop()
  return (
    <>
      <PageHeader eyebrow={t('pages.termsEyebrow')} title={t('pages.termsTitle')}>
        <p>{t('pages.termsIntro', { shop: shop.name })}</p>
      </PageHeader>
      <PageContent slug="terms">
        {(terms) => (
          <ol className="mx-auto grid max-w-5xl grid-cols-1 gap-5 px-4 py-12 sm:px-6 md:grid-cols-2">
            {(terms.sections ?? []).map((section, index) => (
              <li key={index} className="min-w-0 rounded-2xl border border-line bg-surface p-6 wrap-break-word shadow-sm">
                <h2 className="flex items-baseline gap-3 text-xl font-semibold text-ink">
                  <span aria-hidden="true" className="font-sans text-sm font-bold text-accent">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {section.title}
                </h2>
                <ShopMarkdown source={section.body} className="mt-3 space-y-3 leading-relaxed text-muted" />
              </li>
            ))}
          </ol>
        )}
      </PageContent>
    </>
  )
}
