import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'

import { followAccountLanguage } from '@/lib/account-language'
import { LiveUpdates } from '@/lib/live/use-live-updates'

// The toaster's code (react-hot-toast and its styling library) is not needed to paint the first page:
// it loads once the page has painted and the browser is idle. A toast raised earlier waits in
// react-hot-toast's store and shows as soon as the toaster is mounted.
const AppToaster = lazy(() => import('./toaster'))

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const becomeIdle = () => setIdle(true)
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(becomeIdle, { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = window.setTimeout(becomeIdle, 200)
    return () => window.clearTimeout(handle)
  }, [])
  return idle
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  })
}

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient }

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const idle = useWhenIdle()
  // A signed-in shopper's saved language wins: applied on sign-in and on the start-up session check.
  useEffect(() => followAccountLanguage(client), [client])
  return (
    <QueryClientProvider client={client}>
      {/* DESIGN.md §7: one live event stream per tab, for guests too (catalogue changes). */}
      <LiveUpdates />
      {children}
      {idle ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  )
}
