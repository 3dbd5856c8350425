// Page, page size and a debounced search for one server-paginated admin list.
import { useEffect, useState } from 'react'

import type { PageQuery } from './api/types'

export const SEARCH_DEBOUNCE_MS = 300

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

export function usePagedSearch(initialPageSize = 20, initialSearch = '') {
  const [search, setSearchText] = useState(initialSearch)
  const [page, setPage] = useState(1)
  const [pageSize, setPageSizeValue] = useState(initialPageSize)
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const [lastQ, setLastQ] = useState(q)
  // A new search starts from its first page (adjusted while rendering, not in an effect).
  if (q !== lastQ) {
    setLastQ(q)
    setPage(1)
  }
  const query: PageQuery = { page, pageSize, q }
  return {
    query,
    search,
    setSearch: setSearchText,
    setPage,
    setPageSize: (size: number) => {
      setPageSizeValue(size)
      setPage(1)
    },
    /** Still waiting for the debounce: the table shows the previous answer meanwhile. */
    searching: search.trim() !== q,
  }
}
