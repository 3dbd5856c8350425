import { useT } from '@/lib/i18n'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PageContent, ShopMarkdown } from './page-content'
import { PageHeader } from './page-header'

/** /careers: linked from the footer (spec §2); the text is the shop's, edited on the dashboard. */
export function CareersPage() {
  const t = useT()
  useDocumentTitle(t('pages.careersTitle'))
  return (
    <>
      <PageHeader eyebrow={t('pages.careersEyebrow')} title={t('pages.careersTitle')}>
        <p>{t('pages.careersIntro')}</p>
      </PageHeader>
      <PageContent slug="careers">
        {(careers) => (
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
            <ShopMarkdown
              source={careers.body}
              className="space-y-5 rounded-3xl border border-line bg-surface p-6 leading-relaxed text-muted shadow-sm sm:p-10 [&_h2]:pt-4 [&_h2:first-child]:pt-0 [&_h3]:pt-2"
            />
          </div>
        )}
      </PageContent>
    </>
  )
}
