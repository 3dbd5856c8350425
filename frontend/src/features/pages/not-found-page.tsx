import { Link } from 'react-router'

import { CharkhaLogo } from '@/components/logo'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

/** spec §2: any other path — 'Page Not Found' with a 'Go Back Home' link. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <CharkhaLogo className="mb-6 size-20 text-indigo-700 opacity-80 dark:text-indigo-200" />
      <p className="text-sm font-semibold tracking-[0.25em] text-accent">404</p>
      <h1 className="mt-2 text-4xl font-semibold">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        The page you are looking for has been moved, or the thread was never spun.
      </p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-8">
        Go Back Home
      </Link>
    </section>
  )
}
