// Issue 32: the Orders tab's tools for several orders at once —
//   POST /api/v1/admin/orders/print   their 4×6 inch shipping labels and packing slips as one PDF
//   POST /api/v1/admin/orders/packed  each moved to packed by its own rule, once however often it is sent
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { ApiError, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { translate } from '@/lib/i18n'

import { adminQueryKey } from '../api/keys'

export type PackOut = components['schemas']['PackOut']
export type PackResult = PackOut['results'][number]

/** The server's file name in Content-Disposition, else `fallback`. */
function fileName(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')
  return match?.[1] ?? fallback
}

async function refusal(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {}
  try {
    body = (await response.json()) as Record<string, unknown>
  } catch {
    // not JSON: the generic words below
  }
  const message = typeof body.message === 'string' ? body.message : translate('admin-order-tools.printFailed')
  const reason = typeof body.reason === 'string' ? body.reason : null
  const params = typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, string>) : {}
  const error = typeof body.error === 'string' ? body.error : 'http_error'
  return new ApiError(response.status, { error, message, fields: {}, reason, params })
}

/** The PDF as a file the browser saves (a link to a blob, clicked). */
export async function printParcels(orderIds: string[], note: string): Promise<string> {
  const response = await fetch('/api/v1/admin/orders/print', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
    body: JSON.stringify({ orderIds, note }),
  })
  if (!response.ok) throw await refusal(response)
  const name = fileName(response, 'parcels.pdf')
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return name
}

export function usePrintParcels() {
  return useMutation({ mutationFn: ({ orderIds, note }: { orderIds: string[]; note: string }) => printParcels(orderIds, note) })
}

export function usePackOrders() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderIds: string[]) => apiSend<PackOut>('POST', '/api/v1/admin/orders/packed', { orderIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}
