// Forgot password (issue 14). POST /api/v1/auth/forgot-password answers the same for every address
// (429 beyond the limit per address); POST /api/v1/auth/reset-password sets the new password once per
// e-mailed link and signs every session out (422 for an expired or used link, or a refused password).
import { apiSend } from '@/lib/api/client'

type Answer = { message: string; reason?: string | null; params?: Record<string, string | number> }

export function requestReset(email: string): Promise<Answer> {
  return apiSend<Answer>('POST', '/api/v1/auth/forgot-password', { email }, { redirectOnUnauthorized: false })
}

export function resetPassword(token: string, password: string, confirmPassword: string): Promise<Answer> {
  return apiSend<Answer>(
    'POST',
    '/api/v1/auth/reset-password',
    { token, password, confirmPassword },
    { redirectOnUnauthorized: false },
  )
}
