// spec §4, §9 and DESIGN.md §6: after a successful payment the client reads the order every 1.5 s, at
// most 20 times, until it is paid. Pure: the clock and the request are passed in, so tests use fake timers.
export const POLL_INTERVAL_MS = 1500
export const POLL_MAX_ATTEMPTS = 20

export type PollOutcome = 'paid' | 'timeout' | 'aborted'

export type PollOptions<Order extends { status: string }> = {
  /** Reads the order once; a failed read counts as an attempt and polling goes on. */
  fetchOrder: (attempt: number) => Promise<Order>
  /** Resolves after `ms` (setTimeout in the app; fake timers in tests). */
  sleep?: (ms: number) => Promise<void>
  intervalMs?: number
  maxAttempts?: number
  signal?: AbortSignal
}

export const sleepFor = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms)
  })

/** Reads the order at once, then every `intervalMs`; up to `maxAttempts` reads. 'paid' as soon as a
 *  read says so, 'timeout' after the last unpaid read, 'aborted' when the signal fires. */
export async function pollUntilPaid<Order extends { status: string }>({
  fetchOrder,
  sleep = sleepFor,
  intervalMs = POLL_INTERVAL_MS,
  maxAttempts = POLL_MAX_ATTEMPTS,
  signal,
}: PollOptions<Order>): Promise<PollOutcome> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (attempt > 1) await sleep(intervalMs)
    if (signal?.aborted) return 'aborted'
    try {
      const order = await fetchOrder(attempt)
      if (order.status === 'paid') return 'paid'
    } catch {
      // A dropped read is one attempt spent; the next may succeed.
    }
    if (signal?.aborted) return 'aborted'
  }
  return 'timeout'
}
