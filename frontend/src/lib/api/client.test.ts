import { apiGet, apiSend, ApiError, setUnauthorizedHandler } from './client'

function respond(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json(body, { status }))))
}

describe('api client', () => {
  it('sends same-origin credentials and parses JSON', async () => {
    respond(200, { ok: true })
    await expect(apiGet('/api/v1/thing')).resolves.toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledWith('/api/v1/thing', expect.objectContaining({ credentials: 'same-origin', method: 'GET' }))
  })

  it('sends JSON bodies', async () => {
    respond(200, {})
    await apiSend('POST', '/api/v1/thing', { a: 1 })
    const init = vi.mocked(fetch).mock.calls[0]?.[1]
    expect(init?.body).toBe('{"a":1}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it("turns the server's error envelope into an ApiError", async () => {
    respond(422, { error: 'validation_error', message: 'Pincode must be 6 digits', fields: { pincode: 'Pincode must be 6 digits' } })
    const error = await apiSend('POST', '/api/v1/checkout', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_error',
      message: 'Pincode must be 6 digits',
      fields: { pincode: 'Pincode must be 6 digits' },
    })
  })

  it('on 401 clears the stored user and calls the unauthorized handler', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@b.in', name: 'A', role: 'user' }))
    respond(401, { error: 'unauthenticated', message: 'Please log in', fields: {} })
    await expect(apiGet('/api/v1/cart')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' })
    expect(localStorage.getItem('user')).toBeNull()
    expect(handler).toHaveBeenCalledOnce()
  })

  it('on 401 with redirectOnUnauthorized: false clears the stored user but leaves navigation alone', async () => {
    const handler = vi.fn()
    const restore = setUnauthorizedHandler(handler)
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@b.in', name: 'A', role: 'user' }))
    respond(401, { error: 'invalid_credentials', message: 'Invalid credentials', fields: {} })
    await expect(apiSend('POST', '/api/v1/auth/login', {}, { redirectOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    })
    expect(localStorage.getItem('user')).toBeNull()
    expect(handler).not.toHaveBeenCalled()
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).not.toHaveProperty('redirectOnUnauthorized')
    restore()
  })

  it('setUnauthorizedHandler returns a way to put the previous handler back', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const restoreFirst = setUnauthorizedHandler(first)
    const restoreSecond = setUnauthorizedHandler(second)
    respond(401, { error: 'unauthenticated', message: 'Please log in', fields: {} })
    await apiGet('/api/v1/cart').catch(() => undefined)
    restoreSecond()
    await apiGet('/api/v1/cart').catch(() => undefined)
    expect(second).toHaveBeenCalledOnce()
    expect(first).toHaveBeenCalledOnce()
    restoreFirst()
  })
})
