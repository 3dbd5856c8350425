// Tax data from the dashboard (issue 17, docs/tax.md): GET /api/v1/admin/tax/categories lists every
// category's HSN code and GST rate periods; PUT /api/v1/admin/tax/categories/{name} and
// GET|PUT|DELETE /api/v1/admin/tax/products/{id} read and set a product's own, which overrides its
// category's. A save names the version it was loaded with (0: none yet); a stale one gets 409.
import { useQuery } from '@tanstack/react-query'

import { apiGet, apiSend } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import { adminQueryKey } from '../api/keys'

export type TaxData = components['schemas']['TaxDataOut']
export type TaxPeriod = components['schemas']['TaxPeriod']
export type TaxDataIn = components['schemas']['TaxDataIn']
export type ProductTax = components['schemas']['ProductTaxOut']

export const taxKeys = {
  categories: () => [...adminQueryKey, 'tax', 'categories'] as const,
  product: (id: string) => [...adminQueryKey, 'tax', 'product', id] as const,
}

const base = '/api/v1/admin/tax'

export function useCategoryTaxes() {
  return useQuery({ queryKey: taxKeys.categories(), queryFn: ({ signal }) => apiGet<TaxData[]>(`${base}/categories`, { signal }) })
}

export function saveCategoryTax(name: string, body: TaxDataIn): Promise<TaxData> {
  return apiSend<TaxData>('PUT', `${base}/categories/${encodeURIComponent(name)}`, body)
}

export function useProductTax(id: string) {
  return useQuery({
    queryKey: taxKeys.product(id),
    queryFn: ({ signal }) => apiGet<ProductTax>(`${base}/products/${encodeURIComponent(id)}`, { signal }),
  })
}

export function saveProductTax(id: string, body: TaxDataIn): Promise<ProductTax> {
  return apiSend<ProductTax>('PUT', `${base}/products/${encodeURIComponent(id)}`, body)
}

export function deleteProductTax(id: string): Promise<undefined> {
  return apiSend<undefined>('DELETE', `${base}/products/${encodeURIComponent(id)}`)
}
