// PUT /api/v1/admin/users/{id}/role — make a user an admin or an admin a user (issue 13). The server
// refuses your own role and the last admin (409, with a message to show); the change applies from the
// user's next request.
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiSend } from '@/lib/api/client'

import { adminQueryKey } from './keys'
import type { AdminUser } from './types'

export type Role = AdminUser['role']

export function setRole(userId: string, role: Role): Promise<AdminUser> {
  return apiSend<AdminUser>('PUT', `/api/v1/admin/users/${encodeURIComponent(userId)}/role`, { role })
}

export function useSetRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => setRole(userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  })
}
