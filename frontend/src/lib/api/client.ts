// A small fetch wrapper for /api/v1 (DESIGN.md §5: the session lives in an HttpOnly cookie, so requests
// only need same-origin credentials). Every failure becomes an ApiError carrying the server's envelope.
import { i18n, translate, type MessageKey } from '../i18n'
import { clearStoredUser } from '../stored-user'

type Params = Record<string, string | number>
type Reason = { reason: string | null; params: Params }

// The backend's one error envelope for every failure (STYLE.md: one error type, one handler). Issue 28:
// a refusal also carries its stable code (`reason`) and parameters, for the message and per field.
export type ErrorEnvelope = {
  error: string
  message: string
  fields: Record<string, string>
  reason?: string | null
  params?: Params
  fieldReasons?: Record<string, Reason>
}

function readReason(value: unknown): Reason {
  if (typeof value !== 'object' || value === null) return { reason: null, params: {} }
  const { reason, params } = value as Record<string, unknown>
  return {
    reason: typeof reason === 'string' ? reason : null,
    params: typeof params === 'object' && params !== null ? (params as Params) : {},
  }
}

function readEnvelope(body: unknown): ErrorEnvelope | null {
  if (typeof body !== 'object' || body === null) return null
  const { error, message, fields, fieldReasons } = body as Record<string, unknown>
  if (typeof error !== 'string' || typeof message !== 'string') return null
  const fieldMessages: Record<string, string> = {}
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, text] of Object.entries(fields)) if (typeof text === 'string') fieldMessages[name] = text
  }
  const reasons: Record<string, Reason> = {}
  if (typeof fieldReasons === 'object' && fieldReasons !== null) {
    for (const [name, value] of Object.entries(fieldReasons)) reasons[name] = readReason(value)
  }
  return { error, message, fields: fieldMessages, ...readReason(body), fieldReasons: reasons }
}

/** A refusal in the shopper's language: its code's message from the catalogues (locales/<lang>/refusals.json,
 *  English = the server's words), else the server's words as they came. */
export function refusalText(reason: string | null | undefined, params: Params | undefined, words: string): string {
  if (!reason) return words
  const key = `refusals.${reason}`
  return Object.hasOwn(i18n.messages, key) ? translate(key as MessageKey, params) : words
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string>

  /** The code of `message` ('cart.out_of_stock'), when the server gave one. */
  readonly reason: string | null

  constructor(status: number, envelope: ErrorEnvelope) {
    // worded when it arrives, in the language the shopper reads then
    super(refusalText(envelope.reason, envelope.params, envelope.message))
    this.status = status
    this.code = envelope.error
    this.reason = envelope.reason ?? null
    const fields: Record<string, string> = {}
    for (const [name, words] of Object.entries(envelope.fields)) {
      const reason = envelope.fieldReasons?.[name]
      fields[name] = refusalText(reason?.reason, reason?.params, words)
    }
    this.fields = fields
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
