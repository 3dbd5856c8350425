import { useCallback, useEffect, useRef, useState } from 'react'

export type CarouselOptions = {
  count: number
  intervalMs: number
  swipeThresholdPx: number
  pauseAfterSwipeMs: number
  /** Auto-advance only while enabled (the hero is a carousel on small screens only). */
  enabled?: boolean
}

export type Carousel = {
  index: number
  /** Whether auto-advance is running right now. */
  playing: boolean
  goTo: (index: number) => void
  next: () => void
  previous: () => void
  /** Call with the touch's clientX when a swipe starts and ends. */
  swipeStart: (x: number) => void
  swipeEnd: (x: number) => void
  /** Holds auto-advance while the pointer or focus is in the carousel (WCAG 2.2.2). */
  setHeld: (held: boolean) => void
  /** The shopper's own pause/play switch. */
  stopped: boolean
  setStopped: (stopped: boolean) => void
}

/**
 * A slide index that auto-advances every `intervalMs` (spec §2, §9). A swipe longer than
 * `swipeThresholdPx` changes slide (leftwards: next) and holds auto-advance for
 * `pauseAfterSwipeMs`; after that the interval starts again, so the next automatic change comes a
 * full interval after the pause ends. Any slide change restarts the interval, so a slide the
 * shopper picks stays up for a whole interval.
 */
export function useCarousel({
  count,
  intervalMs,
  swipeThresholdPx,
  pauseAfterSwipeMs,
  enabled = true,
}: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0)
  const [swipePaused, setSwipePaused] = useState(false)
  const [held, setHeld] = useState(false)
  const [stopped, setStopped] = useState(false)
  const swipeFrom = useRef<number | null>(null)
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const playing = enabled && count > 1 && !swipePaused && !held && !stopped

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count])
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count])
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count])

  // One timeout per shown slide: a manual change (new index) restarts the interval.
  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(next, intervalMs)
    return () => clearTimeout(timer)
  }, [playing, index, intervalMs, next])

  useEffect(
    () => () => {
      if (pauseTimer.current) clearTimeout(pauseTimer.current)
    },
    [],
  )

  const swipeStart = useCallback((x: number) => {
    swipeFrom.current = x
  }, [])

  const swipeEnd = useCallback(
    (x: number) => {
      const from = swipeFrom.current
      swipeFrom.current = null
      if (from === null) return
      const distance = x - from
      if (Math.abs(distance) <= swipeThresholdPx) return
      if (distance < 0) next()
      else previous()
      setSwipePaused(true)
      if (pauseTimer.current) clearTimeout(pauseTimer.current)
      pauseTimer.current = setTimeout(() => {
        pauseTimer.current = null
        setSwipePaused(false)
      }, pauseAfterSwipeMs)
    },
    [next, previous, pauseAfterSwipeMs, swipeThresholdPx],
  )

  return { index, playing, goTo, next, previous, swipeStart, swipeEnd, setHeld, stopped, setStopped }
}
