// Issue 31: the owner's discount codes — GET/POST /api/v1/admin/discount-codes, PUT …/{id} (pausing and
// resuming are saves too) and GET …/{id}/uses (who used a code, on which order).
import { useQuery } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import { adminQueryKey } from '../api/keys'

type Schemas = components['schemas']
export type DiscountCode = Schemas['DiscountCodeOut']
export type DiscountCodeForm = Schemas['DiscountCodeIn']
export type DiscountUse = Schemas['DiscountUseOut']

const PATH = '/api/v1/admin/discount-codes'
export const discountCodesKey = [...adminQueryKey, 'discount-codes'] as const

export function useDiscountCodes() {
  return useQuery({
    queryKey: discountCodesKey,
    queryFn: ({ signal }) => apiGet<Schemas['DiscountCodeList']>(PATH, { signal }),
  })
}

export function saveDiscountCode(id: string | null, body: DiscountCodeForm): Promise<DiscountCode> {
  return id === null
    ? apiSend<DiscountCode>('POST', PATH, body)
    : apiSend<DiscountCode>('PUT', `${PATH}/${encodeURIComponent(id)}`, body)
}

export function useDiscountUses(id: string) {
  return useQuery({
    queryKey: [...discountCodesKey, id, 'uses'],
    queryFn: ({ signal }) => apiGet<Schemas['DiscountUseList']>(`${PATH}/${encodeURIComponent(id)}/uses`, { signal }),
  })
}
