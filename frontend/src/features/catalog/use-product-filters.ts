import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { filtersFromSearchParams, filtersToSearchParams } from './filter-params'
import { DEFAULT_FILTERS, type ProductFilters } from './filters'

/** Typing and slider drags reach the URL after this pause (browsers throttle rapid URL updates). */
export const URL_WRITE_DELAY_MS = 300

type Draft = { query: string; values: Partial<ProductFilters>; written: string | null }

/** The draft values that differ from the filters the URL holds. */
function changedFrom(fromUrl: ProductFilters, values: Partial<ProductFilters>): Partial<ProductFilters> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(fromUrl[key as keyof ProductFilters])),
  )
}

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
  // Values typed or dragged but not yet in the URL. They give way as soon as the URL changes — not
  // before, so the box never flickers back to the old value. When the change is our own write, what was
  // typed after it stays (a letter typed as the pause ended); Back or a link replaces every draft.
  const [draft, setDraft] = useState<Draft>({ query, values: {}, written: null })
  if (draft.query !== query) {
    const newer = draft.written === query ? changedFrom(fromUrl, draft.values) : {}
    setDraft({ query, values: newer, written: null })
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const filters = useMemo(
    () => ({ ...fromUrl, ...(draft.query === query ? draft.values : {}) }),
    [fromUrl, draft, query],
  )

  useEffect(() => () => clearTimeout(timer.current), [])

  const write = useCallback(
    (next: ProductFilters) => {
      clearTimeout(timer.current)
      const params = filtersToSearchParams(next)
      setDraft((current) => ({ ...current, written: params.toString() }))
      setSearchParams(params, { replace: true, preventScrollReset: true })
    },
    [setSearchParams],
  )

  const update = useCallback<Update>(
    (change, { debounce = false } = {}) => {
      const next = { ...filters, ...change }
      // Shown at once, also for writes without a pause: the URL changes a moment later, and a
      // controlled checkbox must not spring back meanwhile.
      setDraft((current) => ({ ...current, values: { ...current.values, ...change } }))
      clearTimeout(timer.current)
      if (debounce) timer.current = setTimeout(() => write(next), URL_WRITE_DELAY_MS)
      else write(next)
    },
    [filters, write],
  )

  const clear = useCallback(() => update(DEFAULT_FILTERS), [update])

  return { filters, update, clear }
}
