import { useEffect } from 'react'

import { useShop } from './shop'

/** Sets the tab title to '<page> · <shop>', and '<shop> — <tagline>' for the home page: the same
 *  titles the server writes (backend khadi/site/meta.py page_title, home_title). */
export function useDocumentTitle(page?: string): void {
  const { name, tagline } = useShop()
  useEffect(() => {
    document.title = page ? `${page} · ${name}` : tagline ? `${name} — ${tagline}` : name
  }, [page, name, tagline])
}
