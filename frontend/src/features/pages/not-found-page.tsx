import { Link } from 'react-router'

import { CharkhaLogo } from '@/components/logo'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

/** spec §2: any other path — 'Page Not Found' with a 'Go Back Home' link. */
export function NotFoundPage() {
  const t = useT()
  useDocumentTitle(t('pages.notFoundTitle'))
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <CharkhaLogo className="mb-6 size-20 text-indigo-700 opacity-80 dark:text-indigo-200" />
      <p className="text-sm font-semibold tracking-[0.25em] text-accent">404</p>
      <h1 className="mt-2 text-4xl font-semibold">{t('pages.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-muted">{t('pages.notFoundText')}</p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-8">
        {t('pages.notFoundHome')}
      </Link>
    </section>
  )
}
