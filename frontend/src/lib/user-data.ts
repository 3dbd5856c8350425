// DESIGN.md §5: when a session ends (logout, a 401) nothing of that user's may outlive it in this tab —
// the next person at a shared computer must not see their cart, orders or admin lists. The cache is
// cleared by allow-list: only public catalogue queries survive, so a new feature's query is private
// unless its root key is added here.
import type { QueryClient } from '@tanstack/react-query'

import { categoriesQueryKey } from './api/get-categories'
import { productsQueryKey } from './api/get-products'

const publicQueryRoots: ReadonlySet<unknown> = new Set<unknown>([productsQueryKey[0], categoriesQueryKey[0]])

export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !publicQueryRoots.has(query.queryKey[0]) })
  queryClient.getMutationCache().clear()
}
