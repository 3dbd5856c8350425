// A fake /api/v1 for component tests: answers by "METHOD /path"; the catalogue is empty, the shop and its
// pages are testing/shop-fixtures.ts, and anything else is a 404 envelope unless a test says otherwise. Records every call's method, path, headers and JSON or multipart body.
import { vi } from 'vitest'

import { emptyCatalogue } from './fixtures'
import { shopAnswer } from './shop-fixtures'

export type ApiCall = { method: string; path: string; body: unknown; headers: Headers; form: FormData | undefined }
type Answer = Response | ((call: ApiCall) => Response | Promise<Response>)

export function apiError(status: number, error: string, message: string, fields: Record<string, string> = {}) {
  return Response.json({ error, message, fields }, { status })
}

export function mockApi(answers: Record<string, Answer> = {}) {
  const calls: ApiCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : new URL(input.url).pathname
    const method = init?.method ?? 'GET'
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const form = init?.body instanceof FormData ? init.body : undefined
    const call = { method, path, body, headers: new Headers(init?.headers), form }
    calls.push(call)
    const answer = answers[`${method} ${path}`]
    if (answer === undefined) {
      if (path === '/api/v1/products') return Response.json(emptyCatalogue)
      const shop = method === 'GET' ? shopAnswer(path) : undefined
      return shop === undefined ? apiError(404, 'not_found', 'Not found') : Response.json(shop)
    }
    return typeof answer === 'function' ? answer(call) : answer.clone()
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) }
}

/** A promise the test settles by hand (to see a loading state). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
