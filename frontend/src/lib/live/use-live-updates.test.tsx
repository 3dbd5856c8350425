import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'

import { clearStoredUser, setStoredUser } from '@/lib/stored-user'

import { EVENTS_URL, LiveUpdates } from './use-live-updates'

/** A stand-in for the browser's EventSource that a test drives by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = []
  readonly url: string
  readonly withCredentials: boolean
  closed = false
  private listeners = new Map<string, Set<() => void>>()

  constructor(url: string, init?: EventSourceInit) {
    this.url = url
    this.withCredentials = init?.withCredentials ?? false
    FakeEventSource.instances.push(this)
  }

  addEventListener(name: string, listener: () => void) {
    const set = this.listeners.get(name) ?? new Set()
    set.add(listener)
    this.listeners.set(name, set)
  }

  removeEventListener(name: string, listener: () => void) {
    this.listeners.get(name)?.delete(listener)
  }

  close() {
    this.closed = true
  }

  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener()
  }
}

const latest = () => {
  const source = FakeEventSource.instances.at(-1)
  if (!source) throw new Error('no EventSource opened')
  return source
}

function setup() {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const view = render(<LiveUpdates />, { wrapper })
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey)
  return { ...view, invalidate, invalidated }
}

describe('live updates (DESIGN.md §7)', () => {
  beforeEach(() => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })

  it('opens one stream to /api/v1/events with the session cookie', () => {
    setStoredUser({ uid: 'u_1', email: 'a@example.in', name: 'Asha', role: 'user' })
    setup()
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(latest().url).toBe(EVENTS_URL)
    expect(latest().withCredentials).toBe(true)
  })

  it.each([
    ['cart', [['cart']]],
    ['wishlist', [['wishlist']]],
    ['orders', [['orders']]],
    ['catalog', [['products'], ['categories'], ['cart'], ['wishlist']]],
  ])('refetches on a %s event', (name, keys) => {
    const { invalidated, invalidate } = setup()
    invalidate.mockClear()
    act(() => latest().emit(name))
    expect(invalidated()).toEqual(keys)
  })

  it('refetches everything on ready (the first connection and every reconnect)', () => {
    const { invalidated } = setup()
    act(() => latest().emit('ready'))
    expect(invalidated()).toEqual([['cart'], ['wishlist'], ['orders'], ['products'], ['categories'], ['shop'], ['pages']])
  })

  it('marks <html data-live> connecting, ready on ready, connecting again on an error, and clears it on unmount', () => {
    const live = () => document.documentElement.dataset.live
    const { unmount } = setup()
    expect(live()).toBe('connecting')
    act(() => latest().emit('ready'))
    expect(live()).toBe('ready')
    act(() => latest().emit('error'))
    expect(live()).toBe('connecting')
    act(() => latest().emit('ready'))
    expect(live()).toBe('ready')
    unmount()
    expect(live()).toBeUndefined()
  })

  it('closes the stream and opens a new one when the user changes (logout), and on unmount', () => {
    setStoredUser({ uid: 'u_1', email: 'a@example.in', name: 'Asha', role: 'user' })
    const { unmount } = setup()
    const first = latest()
    act(() => clearStoredUser())
    expect(first.closed).toBe(true)
    expect(FakeEventSource.instances).toHaveLength(2)
    const second = latest()
    unmount()
    expect(second.closed).toBe(true)
  })
})
