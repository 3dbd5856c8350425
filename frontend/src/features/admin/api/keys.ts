// The admin screens' query keys, under one root so a catalogue change refreshes every admin view at once.
import type { OrdersView, PageQuery } from './types'

export const adminQueryKey = ['admin'] as const

export const adminKeys = {
  stats: () => [...adminQueryKey, 'stats'] as const,
  categories: () => [...adminQueryKey, 'categories'] as const,
  products: (query: PageQuery) => [...adminQueryKey, 'products', query] as const,
  product: (id: string) => [...adminQueryKey, 'product', id] as const,
  users: (query: PageQuery) => [...adminQueryKey, 'users', query] as const,
  orders: (query: PageQuery & { view?: OrdersView; filters?: object }) => [...adminQueryKey, 'orders', query] as const,
  order: (id: string) => [...adminQueryKey, 'order', id] as const,
  stock: (id: string) => [...adminQueryKey, 'stock', id] as const,
  stockHistory: (id: string, size: string, type: string, page: number) =>
    [...adminQueryKey, 'stock', id, 'history', size, type, page] as const,
  lowStock: () => [...adminQueryKey, 'low-stock'] as const,
}

/** '/api/v1/admin/users?page=2&pageSize=20&q=meera' (q left out when empty). */
export function pagedPath(path: string, { page, pageSize, q }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) })
  const search = q.trim()
  if (search) params.set('q', search)
  return `${path}?${params.toString()}`
}
