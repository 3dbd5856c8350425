// The spec's browser-stored user (spec §3: uid, email, name, role, mode) made from the server's answer.
import type { AccountUser } from '@/lib/account/get-me'
import type { StoredUser } from '@/lib/stored-user'


export function toStoredUser(user: AccountUser, mode: string | undefined): StoredUser {
  return {
    uid: user.uid,
    email: user.email,
    name: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    ...(mode ? { mode } : {}),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A well-formed /auth/me answer (anything else — a proxy page, an old server — changes nothing). */
export function isAccountUser(value: unknown): value is AccountUser {
  if (!isRecord(value)) return false
  const { uid, email, name, role } = value
  return (
    typeof uid === 'string' &&
    uid !== '' &&
    typeof email === 'string' &&
    typeof name === 'string' &&
    (role === 'user' || role === 'admin')
  )
}
