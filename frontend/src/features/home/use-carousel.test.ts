import { act, renderHook } from '@testing-library/react'

import { HERO_CAROUSEL } from './home-config'
import { useCarousel, type CarouselOptions } from './use-carousel'

function setup(options: Partial<CarouselOptions> = {}) {
  return renderHook((props: Partial<CarouselOptions>) => useCarousel({ ...HERO_CAROUSEL, count: 3, ...props }), {
    initialProps: options,
  })
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('useCarousel (spec §2 hero on small screens, §9 constants)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses the spec constants: 3 slides, 5000 ms, 50 px, 5000 ms', () => {
    expect(HERO_CAROUSEL).toEqual({ slideCount: 3, intervalMs: 5000, swipeThresholdPx: 50, pauseAfterSwipeMs: 5000 })
  })

  it('advances every 5000 ms and cycles 0 → 1 → 2 → 0', () => {
    const { result } = setup()
    expect(result.current.index).toBe(0)
    advance(4999)
    expect(result.current.index).toBe(0)
    advance(1)
    expect(result.current.index).toBe(1)
    advance(5000)
    expect(result.current.index).toBe(2)
    advance(5000)
    expect(result.current.index).toBe(0)
  })

  it('does not auto-advance while disabled (large screens)', () => {
    const { result, rerender } = setup({ enabled: false })
    advance(20_000)
    expect(result.current.index).toBe(0)
    expect(result.current.playing).toBe(false)
    rerender({ enabled: true })
    advance(5000)
    expect(result.current.index).toBe(1)
  })

  it('changes slide on a swipe of more than 50 px: left is next, right is previous', () => {
    const { result } = setup()
    act(() => {
      result.current.swipeStart(200)
      result.current.swipeEnd(149) // 51 px to the left
    })
    expect(result.current.index).toBe(1)
    act(() => {
      result.current.swipeStart(100)
      result.current.swipeEnd(151) // 51 px to the right
    })
    expect(result.current.index).toBe(0)
    act(() => {
      result.current.swipeStart(100)
      result.current.swipeEnd(151)
    })
    expect(result.current.index).toBe(2) // wraps backwards
  })

  it('ignores a swipe of exactly 50 px or less, and does not pause for it', () => {
    const { result } = setup()
    act(() => {
      result.current.swipeStart(200)
      result.current.swipeEnd(150)
    })
    expect(result.current.index).toBe(0)
    expect(result.current.playing).toBe(true)
    advance(5000)
    expect(result.current.index).toBe(1)
  })

  it('pauses auto-advance for 5000 ms after a swipe, then runs the interval again', () => {
    const { result } = setup()
    advance(3000)
    act(() => {
      result.current.swipeStart(300)
      result.current.swipeEnd(100)
    })
    expect(result.current.index).toBe(1)
    expect(result.current.playing).toBe(false)

    advance(4999)
    expect(result.current.index).toBe(1)
    advance(1) // the pause is over
    expect(result.current.playing).toBe(true)
    expect(result.current.index).toBe(1)

    advance(4999)
    expect(result.current.index).toBe(1)
    advance(1) // one interval after the pause
    expect(result.current.index).toBe(2)
  })

  it('a second swipe during the pause starts the 5000 ms pause again', () => {
    const { result } = setup()
    act(() => {
      result.current.swipeStart(300)
      result.current.swipeEnd(100)
    })
    advance(4000)
    act(() => {
      result.current.swipeStart(300)
      result.current.swipeEnd(100)
    })
    expect(result.current.index).toBe(2)
    advance(4999)
    expect(result.current.playing).toBe(false)
    advance(1)
    expect(result.current.playing).toBe(true)
  })

  it('restarts the interval when a slide is picked', () => {
    const { result } = setup()
    advance(4000)
    act(() => result.current.goTo(2))
    advance(4999)
    expect(result.current.index).toBe(2)
    advance(1)
    expect(result.current.index).toBe(0)
  })

  it('holds while hovered or focused, and stops with the pause switch', () => {
    const { result } = setup()
    act(() => result.current.setHeld(true))
    advance(15_000)
    expect(result.current.index).toBe(0)
    act(() => result.current.setHeld(false))
    advance(5000)
    expect(result.current.index).toBe(1)

    act(() => result.current.setStopped(true))
    advance(15_000)
    expect(result.current.index).toBe(1)
    expect(result.current.stopped).toBe(true)
  })

  it('clears its timers on unmount', () => {
    const { result, unmount } = setup()
    act(() => {
      result.current.swipeStart(300)
      result.current.swipeEnd(100)
    })
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
