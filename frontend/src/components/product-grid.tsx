import type { Product } from '@/lib/api/types'

import { ProductCard } from './product-card'

type ProductGridProps = {
  products: readonly Product[]
  /** How many leading cards load their images eagerly. */
  eagerCount?: number
  /** id of the heading that names this list for screen readers */
  labelledBy?: string
}

export function ProductGrid({ products, eagerCount = 4, labelledBy }: ProductGridProps) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  )
}
