// Issue 18: an order keeps the English title its products were bought under. The orders page provides the
// catalogue's title in the shopper's language (for products still sold); the popup and its returns read it
// here, and show the stored title without a provider.
import { createContext, useContext, type ReactNode } from 'react'

import { useProductTitle } from '@/lib/api/use-product-title'

type TitleOf = (productId: string, title: string) => string

const TitleContext = createContext<TitleOf>((_productId, title) => title)

export function ProductTitlesProvider({ children }: { children: ReactNode }) {
  return <TitleContext value={useProductTitle()}>{children}</TitleContext>
}

/** `titleOf(productId, storedTitle)`: the title to show for a product of an order. */
export function useOrderProductTitle(): TitleOf {
  return useContext(TitleContext)
}
