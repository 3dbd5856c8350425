import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'react-hot-toast'

import { LiveUpdates } from '@/lib/live/use-live-updates'

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
  return (
    <QueryClientProvider client={client}>
      {/* DESIGN.md §7: one live event stream per tab, for guests too (catalogue changes). */}
      <LiveUpdates />
      {children}
      {/* spec §2, §9: toasts top-centre; react-hot-toast's defaults are the spec's constants
          (at most 20 at once, 4 s for blank and error toasts, 2 s for success). */}
      <Toaster
        position="top-center"
        toastOptions={{
          className: '!bg-surface !text-ink !border !border-line !shadow-lg',
        }}
      />
    </QueryClientProvider>
  )
}
