import { useEffect } from 'react'

import { localized, useLanguage } from './i18n'
import { useShop } from './shop'

/** Sets the tab title to '<page> · <shop>', and '<shop> — <tagline>' for the home page: the same
 *  titles the server writes (backend khadi/site/meta.py page_title, home_title). The tagline is the
 *  shopper's language's where the admin entered one (issue 18). */
export function useDocumentTitle(page?: string): void {
  const shop = useShop()
  const { name } = shop
  const tagline = localized(shop, 'tagline', useLanguage())
  useEffect(() => {
    document.title = page ? `${page} · ${name}` : tagline ? `${name} — ${tagline}` : name
  }, [page, name, tagline])
}
