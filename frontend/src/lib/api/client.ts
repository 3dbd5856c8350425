// A small fetch wrapper for /api/v1 (DESIGN.md §5: the session lives in an HttpOnly cookie, so requests
// only need same-origin credentials). Every failure becomes an ApiError carrying the server's envelope.
import { translate } from '../i18n'
import { clearStoredUser } from '../stored-user'

// The backend's one error envelope for every failure (STYLE.md: one error type, one handler).
export type ErrorEnvelope = {
  error: string
  message: string
  fields: Record<string, string>
}

function readEnvelope(body: unknown): ErrorEnvelope | null {
  if (typeof body !== 'object' || body === null) return null
  const { error, message, fields } = body as Record<string, unknown>
  if (typeof error !== 'string' || typeof message !== 'string') return null
  const fieldMessages: Record<string, string> = {}
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, text] of Object.entries(fields)) if (typeof text === 'string') fieldMessages[name] = text
  }
  return { error, message, fields: fieldMessages }
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string>

  constructor(status: number, envelope: ErrorEnvelope) {
    super(envelope.message)
    this.status = status
    this.code = envelope.error
    this.fields = envelope.fields
  }
}

type UnauthorizedHandler = () => void

// DESIGN.md §5: a 401 clears the stored user and sends the shopper to /login. The router installs a
// handler that navigates without a page load; until then a full navigation does the job.
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/login')
}

/** Installs the 401 handler; returns a function that puts the previous one back. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = onUnauthorized
  onUnauthorized = handler
  return () => {
    onUnauthorized = previous
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    // Not JSON (a proxy error page, an empty body): fall through to a generic envelope.
  }
  const envelope = readEnvelope(body) ?? {
    error: 'http_error',
    message: response.statusText || `Request failed (${response.status})`,
    fields: {},
  }
  return new ApiError(response.status, envelope)
}

type ClientOptions = {
  /** false where a 401 is an answer rather than an ended session: the login form ('Invalid
   *  credentials') and the start-up check of a stored user, which forgets it without leaving the page. */
  redirectOnUnauthorized?: boolean
}

async function request<T>(path: string, { redirectOnUnauthorized = true, ...init }: RequestInit & ClientOptions): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init })
  } catch {
    throw new ApiError(0, {
      error: 'network_error',
      message: translate('common.offline'), // in the shopper's language, when it happens
      fields: {},
    })
  }
  if (response.status === 401) {
    clearStoredUser()
    if (redirectOnUnauthorized) onUnauthorized()
  }
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

type RequestOptions = Omit<RequestInit, 'method' | 'body'> & ClientOptions

function jsonHeaders(extra: HeadersInit | undefined, contentType: boolean): Headers {
  const headers = new Headers(extra)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  if (contentType && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return headers
}

export function apiGet<T>(path: string, init: RequestOptions = {}): Promise<T> {
  return request<T>(path, { ...init, method: 'GET', headers: jsonHeaders(init.headers, false) })
}

export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  init: RequestOptions = {},
): Promise<T> {
  const isForm = body instanceof FormData // multipart: the browser sets the boundary header itself
  return request<T>(path, {
    ...init,
    method,
    headers: jsonHeaders(init.headers, body !== undefined && !isForm),
    body: body === undefined ? null : isForm ? body : JSON.stringify(body),
  })
}
