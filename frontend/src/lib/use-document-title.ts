import { useEffect } from 'react'

import { shopInfo } from './shop-info'

/** Sets the tab title to '<page> · <shop>' (the shop name alone for the home page). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${shopInfo.name}` : `${shopInfo.name} — ${shopInfo.tagline}`
  }, [page])
}
