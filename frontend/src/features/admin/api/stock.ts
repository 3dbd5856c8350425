// The dashboard's stock (issue 15): GET/PUT/DELETE /api/v1/admin/products/{id}/stock, POST …/stock/restock,
// GET …/stock/history and GET /api/v1/admin/stock/low. A save names the count the admin saw; 409 means a
// sale (or another admin) changed it meanwhile and nothing was saved.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'

import { refreshCatalogue } from './invalidate'
import { adminKeys } from './keys'
import type { LowStockList, ProductStock, Restock, StockHistoryPage, StockSet } from './types'

const stockPath = (id: string) => `/api/v1/admin/products/${encodeURIComponent(id)}/stock`
export const HISTORY_PAGE_SIZE = 10

export function useProductStock(id: string | null) {
  return useQuery({
    queryKey: adminKeys.stock(id ?? ''),
    queryFn: ({ signal }) => apiGet<ProductStock>(stockPath(id ?? ''), { signal }),
    enabled: id !== null,
    staleTime: 0,
  })
}

export function useStockHistory(id: string, variant: { size: string; type: string } | null, page: number) {
  return useQuery({
    queryKey: adminKeys.stockHistory(id, variant?.size ?? '', variant?.type ?? '', page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        size: variant?.size ?? '',
        type: variant?.type ?? '',
        page: String(page),
        pageSize: String(HISTORY_PAGE_SIZE),
      })
      return apiGet<StockHistoryPage>(`${stockPath(id)}/history?${params.toString()}`, { signal })
    },
    enabled: variant !== null,
    placeholderData: keepPreviousData,
  })
}

export function useLowStock() {
  return useQuery({
    queryKey: adminKeys.lowStock(),
    queryFn: ({ signal }) => apiGet<LowStockList>('/api/v1/admin/stock/low', { signal }),
  })
}

/** Set counts, add arrived stock, or stop counting; every one refreshes the catalogue and the admin views. */
export function useStockChange(id: string) {
  const queryClient = useQueryClient()
  const onSuccess = (stock: ProductStock) => {
    queryClient.setQueryData(adminKeys.stock(id), stock)
    void refreshCatalogue(queryClient)
  }
  return {
    set: useMutation({ mutationFn: (body: StockSet) => apiSend<ProductStock>('PUT', stockPath(id), body), onSuccess }),
    restock: useMutation({
      mutationFn: (body: Restock) => apiSend<ProductStock>('POST', `${stockPath(id)}/restock`, body),
      onSuccess,
    }),
    stop: useMutation({ mutationFn: () => apiSend<ProductStock>('DELETE', stockPath(id)), onSuccess }),
  }
}
