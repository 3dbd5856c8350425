// Issue 32: the owner's reports — GET /api/v1/admin/reports/sales (and each chart's CSV), the Customers
// tab's GET /api/v1/admin/customers and one customer's GET /api/v1/admin/customers/{id}.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'

import { adminQueryKey } from '../api/keys'
import type { PageQuery } from '../api/types'

type Schemas = components['schemas']
export type SalesReport = Schemas['SalesReport']
export type DaySales = Schemas['DaySales']
export type ProductSales = Schemas['ProductSales']
export type CustomerPage = Schemas['CustomerPage']
export type Customer = Schemas['CustomerRow']
export type CustomerDetail = Schemas['CustomerDetail']

/** 7, 30 or 90 days up to today (IST), or the owner's own first and last day. */
export type SalesRange = { days: number } | { from: string; to: string }
export type Chart = 'days' | 'best-sellers-revenue' | 'best-sellers-units' | 'categories' | 'states'
export type CustomerSort = 'name' | 'email' | 'orders' | 'spent' | 'last'
export type SortDirection = 'asc' | 'desc'
export type CustomerQuery = PageQuery & { sort: CustomerSort; dir: SortDirection }

function rangeParams(range: SalesRange): URLSearchParams {
  return new URLSearchParams('days' in range ? { days: String(range.days) } : { from: range.from, to: range.to })
}

export const reportKeys = {
  sales: (range: SalesRange) => [...adminQueryKey, 'reports', 'sales', range] as const,
  customers: (query: CustomerQuery) => [...adminQueryKey, 'customers', query] as const,
  customer: (id: string) => [...adminQueryKey, 'customer', id] as const,
}

export function useSalesReport(range: SalesRange) {
  return useQuery({
    queryKey: reportKeys.sales(range),
    queryFn: ({ signal }) => apiGet<SalesReport>(`/api/v1/admin/reports/sales?${rangeParams(range).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** A plain link's address (the session cookie goes with it): the chart's table as a CSV. */
export function chartCsvUrl(chart: Chart, range: SalesRange): string {
  return `/api/v1/admin/reports/sales/${chart}.csv?${rangeParams(range).toString()}`
}

export function customersPath({ page, pageSize, q, sort, dir }: CustomerQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sort, dir })
  if (q.trim()) params.set('q', q.trim())
  return `/api/v1/admin/customers?${params.toString()}`
}

export function useCustomers(query: CustomerQuery) {
  return useQuery({
    queryKey: reportKeys.customers(query),
    queryFn: ({ signal }) => apiGet<CustomerPage>(customersPath(query), { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: reportKeys.customer(id),
    queryFn: ({ signal }) => apiGet<CustomerDetail>(`/api/v1/admin/customers/${encodeURIComponent(id)}`, { signal }),
  })
}
