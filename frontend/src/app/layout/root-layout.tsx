import { Suspense, useEffect, type ReactNode } from 'react'
import { Outlet } from 'react-router'

import { useGuestAddAfterLogin } from '@/lib/cart/add-to-cart'
import { useT } from '@/lib/i18n'

import { FloatingChat } from './floating-chat'
import { Footer } from './footer'
import { Navbar } from './navbar'
import { PageSpinner } from './page-spinner'
import { ScrollToTop } from './scroll-to-top'

/** spec §2 global layout around every page. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const t = useT()
  useGuestAddAfterLogin()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 pb-20 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          {children ?? <Outlet />}
          <PageReady />
        </Suspense>
      </main>
      <Footer />
      <FloatingChat />
    </div>
  )
}

/** <html data-app="ready"> once a page has rendered (or hydrated, issue 33: after the layout, the page in
 *  its Suspense) and answers taps: what end-to-end tests wait for after loading a page. */
function PageReady(): null {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
  return null
}
