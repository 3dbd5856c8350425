// GET /api/v1/size-charts — the charts of spec §3 the form's size options come from.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'
import type { SizeChart } from '@/lib/api/types'

export function getSizeCharts({ signal }: { signal?: AbortSignal } = {}): Promise<SizeChart[]> {
  return apiGet<SizeChart[]>('/api/v1/size-charts', signal ? { signal } : {})
}

export function sizeChartsQueryOptions() {
  return queryOptions({
    queryKey: ['size-charts'] as const, // the same data the product page reads
    queryFn: ({ signal }) => getSizeCharts({ signal }),
    staleTime: Number.POSITIVE_INFINITY, // the charts change only with a deploy
  })
}

export function useSizeCharts() {
  return useQuery(sizeChartsQueryOptions())
}
