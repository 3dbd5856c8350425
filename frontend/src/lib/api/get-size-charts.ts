// GET /api/v1/size-charts — the size labels of spec §3 (primary and secondary, e.g. 'M (40)'). Shared:
// the product page's size options and the admin form's size-chart choice read the same query.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from './client'
import type { SizeChart } from './types'

export const sizeChartsQueryKey = ['size-charts'] as const

export function getSizeCharts({ signal }: { signal?: AbortSignal } = {}): Promise<SizeChart[]> {
  return apiGet<SizeChart[]>('/api/v1/size-charts', signal ? { signal } : {})
}

export function sizeChartsQueryOptions() {
  return queryOptions({
    queryKey: sizeChartsQueryKey,
    queryFn: ({ signal }) => getSizeCharts({ signal }),
    staleTime: Number.POSITIVE_INFINITY, // the charts change only with a deploy
  })
}

export function useSizeCharts() {
  return useQuery(sizeChartsQueryOptions())
}
