import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'

import { productsQueryOptions } from '@/lib/api/get-products'
import { startLanguage } from '@/lib/i18n'

import { drawnFrom } from './app/first-view-data'
import { AppProviders, createQueryClient } from './app/providers'
import { AppRoutes, preloadPage } from './app/router'
import './index.css'

// spec §7: the catalogue is loaded at start — begin now, in parallel with the first page's code.
const queryClient = createQueryClient()
queryClient.query(productsQueryOptions()).catch(() => undefined) // the page shows the error and retries

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The first page's code (which the server hints beside this script) is in before the first render, so
// the page paints with the navigation bar instead of after a spinner. Until then index.html shows a
// navigation bar of its own. A chunk that fails to load fails again in render, where the error screen
// shows.
//
// The first render runs as a transition, so React yields to the browser every few milliseconds instead
// of holding the main thread for the whole page (Lighthouse's Total Blocking Time).
// The shopper's language's messages (English is in this bundle already) load beside the page's code.
//
// A page the server drew (issue 33, #root marked data-first-view) is already on screen: once the answers it
// was drawn from are in too (the server hints the catalogue), the app hydrates it — the same components draw
// the same markup, so nothing flashes or moves, and a tap made meanwhile is replayed — instead of drawing it
// again.
void Promise.all([preloadPage(window.location), startLanguage(), drawnFrom(queryClient, root)]).then(() => {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  )
  if (root.hasAttribute('data-first-view')) {
    hydrateRoot(root, app)
    return
  }
  startTransition(() => createRoot(root).render(app))
})
