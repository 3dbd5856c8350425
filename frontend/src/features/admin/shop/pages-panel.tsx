import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { controlClass, labelClass } from '@/components/form-field'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useT, type Language, type MessageKey } from '@/lib/i18n'
import { adminPageQueryOptions, type AdminPageBodies, type PageSlug } from '@/lib/pages'
import { paths } from '@/lib/paths'

import { MarkdownHelp } from './markdown-field'
import { AboutEditor, CareersEditor } from './page-editors'
import { FaqEditor, TermsEditor } from './page-list-editors'
import { PageLanguageSwitch } from './page-translations'

const PAGES: { slug: PageSlug; label: MessageKey; href: string }[] = [
  { slug: 'about', label: 'admin-content.about', href: paths.aboutUs.getHref() },
  { slug: 'careers', label: 'admin-content.careers', href: paths.careers.getHref() },
  { slug: 'faq', label: 'admin-content.faq', href: paths.faq.getHref() },
  { slug: 'terms', label: 'admin-content.terms', href: paths.termsAndConditions.getHref() },
]

type EditorSwitchProps<Slug extends PageSlug> = { slug: Slug; page: AdminPageBodies[Slug]; language: Language; onReload: () => void }

function Editor<Slug extends PageSlug>({ slug, page, language, onReload }: EditorSwitchProps<Slug>) {
  switch (slug) {
    case 'about':
      return <AboutEditor page={page as AdminPageBodies['about']} language={language} onReload={onReload} />
    case 'careers':
      return <CareersEditor page={page as AdminPageBodies['careers']} language={language} onReload={onReload} />
    case 'faq':
      return <FaqEditor page={page as AdminPageBodies['faq']} language={language} onReload={onReload} />
    default:
      return <TermsEditor page={page as AdminPageBodies['terms']} language={language} onReload={onReload} />
  }
}

function PageEditor({ slug, language }: { slug: PageSlug; language: Language }) {
  const t = useT()
  const page = useQuery(adminPageQueryOptions(slug))
  const [loads, setLoads] = useState(0)
  if (page.data) {
    const reload = () => void page.refetch().then(() => setLoads((count) => count + 1))
    // Keyed by the load: 'Reload' after a conflict starts the form again from the saved page. Not by the
    // language: switching keeps what was typed in every language until the one save sends them all.
    return <Editor key={`${slug}-${loads}`} slug={slug} page={page.data} language={language} onReload={reload} />
  }
  if (page.isError) return <LoadError message={t('admin-content.pageLoadFailed')} onRetry={() => void page.refetch()} retrying={page.isFetching} />
  return <Spinner label={t('admin-content.pageLoading')} />
}

/** The Pages tab (issue 13): About Us, Careers, FAQ and Terms, written in simple Markdown, in English and,
 *  for shoppers reading them, in Kannada and Hindi (issue 18). */
export function PagesPanel() {
  const t = useT()
  const selectId = useId()
  const [slug, setSlug] = useState<PageSlug>('about')
  const [language, setLanguage] = useState<Language>('en')
  const current = PAGES.find((page) => page.slug === slug) ?? PAGES[0]
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full max-w-xs">
          <label htmlFor={selectId} className={labelClass}>
            {t('admin-content.page')}
          </label>
          <select id={selectId} value={slug} onChange={(event) => setSlug(event.target.value as PageSlug)} className={controlClass}>
            {PAGES.map((page) => (
              <option key={page.slug} value={page.slug}>
                {t(page.label)}
              </option>
            ))}
          </select>
        </div>
        {current ? (
          <a href={current.href} target="_blank" rel="noopener" className="text-sm font-semibold text-accent underline underline-offset-4">
            {t('admin-content.viewPage', { page: t(current.label) })}
            <span className="sr-only"> {t('admin-content.opensInNewTab')}</span>
          </a>
        ) : null}
      </div>
      <MarkdownHelp />
      <PageLanguageSwitch value={language} onChange={setLanguage} />
      <div className="rounded-3xl border border-line bg-surface p-5 sm:p-7">
        <PageEditor key={slug} slug={slug} language={language} />
      </div>
    </div>
  )
}
