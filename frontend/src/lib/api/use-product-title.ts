// Issue 18: cart lines and orders carry a product's English title (an order keeps the one it was bought
// under). In Kannada or Hindi they show the catalogue's translation while the product is still in the loaded
// catalogue, else the title they carry.
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'

import { localized, useLanguage } from '@/lib/i18n'

import { productsQueryOptions } from './get-products'
import type { Product } from './types'

/** `titleOf(productId, englishTitle)` in the current language. */
export function useProductTitle(): (productId: string, title: string) => string {
  const language = useLanguage()
  // English needs nothing from the catalogue; another language reads it (the app loads it at start).
  const { data } = useQuery({ ...productsQueryOptions(), enabled: language !== 'en' })
  const byId = useMemo(() => new Map<string, Product>((data?.products ?? []).map((product) => [product.id, product])), [data])
  return useCallback(
    (productId: string, title: string) => {
      if (language === 'en') return title
      const product = byId.get(productId)
      return product ? localized(product, 'title', language) : title
    },
    [byId, language],
  )
}
