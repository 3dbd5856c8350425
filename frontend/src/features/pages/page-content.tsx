import type { ReactNode } from 'react'

import { LoadError } from '@/components/load-error'
import { Markdown } from '@/components/markdown'
import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'
import { usePage, type PageBodies, type PageSlug } from '@/lib/pages'
import { fillPlaceholders, useShop } from '@/lib/shop'

type PageContentProps<Slug extends PageSlug> = {
  slug: Slug
  children: (page: PageBodies[Slug]) => ReactNode
}

/** A shop page's content once loaded: a spinner before, a way to try again when it failed. */
export function PageContent<Slug extends PageSlug>({ slug, children }: PageContentProps<Slug>) {
  const t = useT()
  const page = usePage(slug)
  if (page.data) return <>{children(page.data)}</>
  if (page.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <LoadError message={t('pages.loadFailed')} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      </div>
    )
  }
  return <Spinner label={t('pages.loading')} />
}

/** Markdown from a shop page, with the shop's name and contact details filled in. */
export function ShopMarkdown({ source, className }: { source: string; className?: string }) {
  const shop = useShop()
  return <Markdown source={source} fill={(text) => fillPlaceholders(text, shop)} {...(className ? { className } : {})} />
}
