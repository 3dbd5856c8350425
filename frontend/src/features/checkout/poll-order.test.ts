import { POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS, pollUntilPaid } from './poll-order'

type Status = { status: 'created' | 'paid' | 'failed' }

describe('pollUntilPaid (spec §4, §9: every 1500 ms, at most 20 times)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses the spec constants', () => {
    expect(POLL_INTERVAL_MS).toBe(1500)
    expect(POLL_MAX_ATTEMPTS).toBe(20)
  })

  it('answers paid on the third read, 1.5 s apart', async () => {
    const reads: number[] = []
    const fetchOrder = vi.fn((attempt: number): Promise<Status> => {
      reads.push(Date.now())
      return Promise.resolve({ status: attempt === 3 ? 'paid' : 'created' })
    })
    const start = Date.now()
    const outcome = pollUntilPaid({ fetchOrder })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2)
    await expect(outcome).resolves.toBe('paid')
    expect(fetchOrder).toHaveBeenCalledTimes(3)
    expect(reads.map((at) => at - start)).toEqual([0, 1500, 3000])
  })

  it('times out after 20 unpaid reads and reads no more', async () => {
    const fetchOrder = vi.fn((): Promise<Status> => Promise.resolve({ status: 'created' }))
    let settled: string | null = null
    void pollUntilPaid({ fetchOrder }).then((outcome) => {
      settled = outcome
    })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 18)
    expect(fetchOrder).toHaveBeenCalledTimes(19)
    expect(settled).toBeNull()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(fetchOrder).toHaveBeenCalledTimes(20)
    expect(settled).toBe('timeout')
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5)
    expect(fetchOrder).toHaveBeenCalledTimes(20)
  })

  it('counts a failed read as an attempt and goes on', async () => {
    const fetchOrder = vi
      .fn<(attempt: number) => Promise<Status>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ status: 'paid' })
    const outcome = pollUntilPaid({ fetchOrder })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    await expect(outcome).resolves.toBe('paid')
    expect(fetchOrder).toHaveBeenCalledTimes(2)
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const fetchOrder = vi.fn((): Promise<Status> => Promise.resolve({ status: 'created' }))
    const outcome = pollUntilPaid({ fetchOrder, signal: controller.signal })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    controller.abort()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3)
    await expect(outcome).resolves.toBe('aborted')
    expect(fetchOrder).toHaveBeenCalledTimes(2)
  })

  it('takes an injected clock', async () => {
    const sleep = vi.fn(() => Promise.resolve())
    const fetchOrder = vi.fn((): Promise<Status> => Promise.resolve({ status: 'failed' }))
    await expect(pollUntilPaid({ fetchOrder, sleep, maxAttempts: 4, intervalMs: 10 })).resolves.toBe('timeout')
    expect(sleep.mock.calls).toEqual([[10], [10], [10]])
    expect(fetchOrder).toHaveBeenCalledTimes(4)
  })
})
