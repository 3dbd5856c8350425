// GET /api/v1/admin/users?page&pageSize&q — the Users tab (spec §2: id, name, email and role).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '@/lib/api/client'

import { adminKeys, pagedPath } from './keys'
import type { AdminUserPage, PageQuery } from './types'

export function getUsers(query: PageQuery, { signal }: { signal?: AbortSignal } = {}): Promise<AdminUserPage> {
  return apiGet<AdminUserPage>(pagedPath('/api/v1/admin/users', query), signal ? { signal } : {})
}

export function usersQueryOptions(query: PageQuery) {
  return queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => getUsers(query, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useUsers(query: PageQuery) {
  return useQuery(usersQueryOptions(query))
}
