import type { Product } from '@/lib/api/types'

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
    sizes: '(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  },
  sidebar: {
    grid: 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 xl:grid-cols-4',
    sizes: '(min-width: 1280px) 14rem, (min-width: 1024px) 22vw, (min-width: 640px) 33vw, 50vw',
  },
} as const

export function ProductGrid({ products, eagerCount = 4, labelledBy, layout = 'full' }: ProductGridProps) {
  const { grid, sizes } = layouts[layout]
  return (
    <ul aria-labelledby={labelledBy} className={grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} sizes={sizes} />
        </li>
      ))}
    </ul>
  )
}
