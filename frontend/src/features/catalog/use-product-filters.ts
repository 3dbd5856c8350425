import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { filtersFromSearchParams, filtersToSearchParams } from './filter-params'
import { DEFAULT_FILTERS, type ProductFilters } from './filters'

/** Typing and slider drags reach the URL after this pause (browsers throttle rapid URL updates). */
export const URL_WRITE_DELAY_MS = 300

type Update = (change: Partial<ProductFilters>, options?: { debounce?: boolean }) => void

/**
 * The listing's filters, kept in the URL query. Checkboxes write at once; the search box and the
 * price slider show their value at once and write it after a short pause. Writes replace the
 * history entry, so Back leaves the listing instead of stepping through every tick.
 */
export function useProductFilters(): { filters: ProductFilters; update: Update; clear: () => void } {
  const [searchParams, setSearchParams] = useSearchParams()
  const query = searchParams.toString()
  const fromUrl = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query])
  // Values typed or dragged but not yet in the URL. They give way as soon as the URL changes (our
  // own write, Back, a link) — not before, so the box never flickers back to the old value.
  const [draft, setDraft] = useState<{ query: string; values: Partial<ProductFilters> }>({ query, values: {} })
  if (draft.query !== query) setDraft({ query, values: {} })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const filters = useMemo(
    () => ({ ...fromUrl, ...(draft.query === query ? draft.values : {}) }),
    [fromUrl, draft, query],
  )

  useEffect(() => () => clearTimeout(timer.current), [])

  const write = useCallback(
    (next: ProductFilters) => {
      clearTimeout(timer.current)
      setSearchParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true })
    },
    [setSearchParams],
  )

  const update = useCallback<Update>(
    (change, { debounce = false } = {}) => {
      const next = { ...filters, ...change }
      // Shown at once, also for writes without a pause: the URL changes a moment later, and a
      // controlled checkbox must not spring back meanwhile.
      setDraft((current) => ({ query: current.query, values: { ...current.values, ...change } }))
      clearTimeout(timer.current)
      if (debounce) timer.current = setTimeout(() => write(next), URL_WRITE_DELAY_MS)
      else write(next)
    },
    [filters, write],
  )

  const clear = useCallback(() => update(DEFAULT_FILTERS), [update])

  return { filters, update, clear }
}
