import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { controlClass, labelClass } from '@/components/form-field'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { pageQueryOptions, type PageBodies, type PageSlug } from '@/lib/pages'
import { paths } from '@/lib/paths'

import { MarkdownHelp } from './markdown-field'
import { AboutEditor, CareersEditor, FaqEditor, TermsEditor } from './page-editors'

const PAGES: { slug: PageSlug; label: string; href: string }[] = [
  { slug: 'about', label: 'About Us', href: paths.aboutUs.getHref() },
  { slug: 'careers', label: 'Careers', href: paths.careers.getHref() },
  { slug: 'faq', label: 'FAQ', href: paths.faq.getHref() },
  { slug: 'terms', label: 'Terms & Conditions', href: paths.termsAndConditions.getHref() },
]

function Editor<Slug extends PageSlug>({ slug, page, onReload }: { slug: Slug; page: PageBodies[Slug]; onReload: () => void }) {
  switch (slug) {
    case 'about':
      return <AboutEditor page={page as PageBodies['about']} onReload={onReload} />
    case 'careers':
      return <CareersEditor page={page as PageBodies['careers']} onReload={onReload} />
    case 'faq':
      return <FaqEditor page={page} onReload={onReload} />
    default:
      return <TermsEditor page={page} onReload={onReload} />
  }
}

function PageEditor({ slug }: { slug: PageSlug }) {
  const page = useQuery(pageQueryOptions(slug))
  const [loads, setLoads] = useState(0)
  if (page.data) {
    const reload = () => void page.refetch().then(() => setLoads((count) => count + 1))
    // Keyed by the load: 'Reload' after a conflict starts the form again from the saved page.
    return <Editor key={`${slug}-${loads}`} slug={slug} page={page.data} onReload={reload} />
  }
  if (page.isError) return <LoadError message="This page could not be loaded." onRetry={() => void page.refetch()} retrying={page.isFetching} />
  return <Spinner label="Loading the page…" />
}

/** The Pages tab (issue 13): About Us, Careers, FAQ and Terms, written in simple Markdown. */
export function PagesPanel() {
  const selectId = useId()
  const [slug, setSlug] = useState<PageSlug>('about')
  const current = PAGES.find((page) => page.slug === slug) ?? PAGES[0]
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full max-w-xs">
          <label htmlFor={selectId} className={labelClass}>
            Page
          </label>
          <select id={selectId} value={slug} onChange={(event) => setSlug(event.target.value as PageSlug)} className={controlClass}>
            {PAGES.map((page) => (
              <option key={page.slug} value={page.slug}>
                {page.label}
              </option>
            ))}
          </select>
        </div>
        {current ? (
          <a href={current.href} target="_blank" rel="noopener" className="text-sm font-semibold text-accent underline underline-offset-4">
            View {current.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <MarkdownHelp />
      <div className="rounded-3xl border border-line bg-surface p-5 sm:p-7">
        <PageEditor key={slug} slug={slug} />
      </div>
    </div>
  )
}
