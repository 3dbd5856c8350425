// POST /api/v1/auth/logout — ends the server session and clears its cookie (spec §2 Logout).
import { apiSend } from '@/lib/api/client'

export function logout(): Promise<void> {
  return apiSend<undefined>('POST', '/api/v1/auth/logout')
}
