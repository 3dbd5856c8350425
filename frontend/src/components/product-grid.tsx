import { useDeferredValue } from 'react'

import { IMAGE_SIZES } from '@/lib/api/shared-values.gen'
import type { Product } from '@/lib/api/types'
import { drawingFirstView } from '@/lib/first-view'

import { ProductCard } from './product-card'

type ProductGridProps = {
  products: readonly Product[]
  /** How many leading cards load their images eagerly. */
  eagerCount?: number
  /** id of the heading that names this list for screen readers */
  labelledBy?: string
  /** 'sidebar': the grid shares the row with a filter column on large screens. */
  layout?: 'full' | 'sidebar'
}

const layouts = {
  full: {
    grid: 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4',
    sizes: IMAGE_SIZES.grid,
  },
  // The server preloads the first card's picture of /allproducts with these sizes (backend
  // khadi/site/page_layout.py).
  sidebar: {
    grid: 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 xl:grid-cols-4',
    sizes: IMAGE_SIZES.listing,
  },
} as const

/** Cards drawn with the grid's first paint; the rest follow in a background render. */
const FIRST_PAINT_CARDS = 4

export function ProductGrid({ products, eagerCount = 4, labelledBy, layout = 'full' }: ProductGridProps) {
  const { grid, sizes } = layouts[layout]
  // A long grid paints its first rows at once and the rest a moment later, so the page's first paint
  // (the first card's picture is its largest) does not wait for dozens of cards, nor share the network
  // with their pictures. The list says it is busy until every card is in.
  // undefined: all at once (and always over the server's first view, which drew them all: lib/first-view.ts)
  const firstPaint = products.length > FIRST_PAINT_CARDS && !drawingFirstView() ? FIRST_PAINT_CARDS : undefined
  const shownCount = useDeferredValue(products.length, firstPaint)
  const shown = shownCount < products.length ? products.slice(0, shownCount) : products
  return (
    <ul aria-labelledby={labelledBy} aria-busy={shown.length < products.length} className={grid}>
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} sizes={sizes} />
        </li>
      ))}
    </ul>
  )
}
