import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'

import { productsQueryOptions } from '@/lib/api/get-products'
import { startLanguage } from '@/lib/i18n'

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
void Promise.all([preloadPage(window.location), startLanguage()]).then(() => {
  const app = createRoot(root)
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    )
  })
})
