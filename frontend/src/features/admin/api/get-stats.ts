// GET /api/v1/admin/stats — the dashboard's stat cards (spec §2): Total Products, Total Users, Total Sales.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'

import { adminKeys } from './keys'
import type { DashboardStats } from './types'

export function getStats({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardStats> {
  return apiGet<DashboardStats>('/api/v1/admin/stats', signal ? { signal } : {})
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getStats({ signal }) })
}

export function useStats() {
  return useQuery(statsQueryOptions())
}
