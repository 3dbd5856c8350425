// Where to go after logging in: the `?next=` a route guard or a 401 sent along. Only a path on this
// site is followed — never another origin ('//evil.example', 'https://…', '/\evil') — and never the
// login or sign-up pages themselves.
import { paths } from '@/lib/paths'

const base = 'https://shop.invalid'
const authPages = new Set<string>([paths.login.path, paths.signup.path])

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  if (url.origin !== base || authPages.has(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
