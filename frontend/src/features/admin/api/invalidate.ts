// After any catalogue change: the storefront's catalogue (the shared products query, which also holds
// every product page's query) and every admin view reload. Open storefront tabs elsewhere hear the
// change on the live-event stream (DESIGN.md §7).
import type { QueryClient } from '@tanstack/react-query'

import { productsQueryKey } from '@/lib/api/get-products'

import { adminQueryKey } from './keys'

export function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productsQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  ]).then(() => undefined)
}
