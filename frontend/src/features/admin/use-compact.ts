import { useMediaQuery } from '@/lib/use-media-query'

/** Phones: the lists show as cards instead of wide tables. */
export function useCompactLists(): boolean {
  return useMediaQuery('(max-width: 639px)')
}
