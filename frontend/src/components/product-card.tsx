import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { categoriesQueryOptions, localizedCategoryLabel } from '@/lib/api/get-categories'
import { IMAGE_SIZES } from '@/lib/api/shared-values.gen'
import type { Product } from '@/lib/api/types'
import { localized, useLanguage } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { WishlistHeart } from '@/lib/wishlist/wishlist-heart'

import { AvailabilityBadge } from './availability-badge'
import { Price } from './price'
import { ProductImage } from './product-image'

type ProductCardProps = {
  product: Product
  /** Load the image at once (the first cards, above the fold). */
  eager?: boolean
  sizes?: string
  /** The wishlist heart in the photo's corner (spec §4: toggles the product in the wishlist). */
  heart?: boolean
  /** Buttons under the price (e.g. the wishlist page's add and remove), above the card's link. */
  children?: ReactNode
}

export function ProductCard({ product, eager = false, sizes = IMAGE_SIZES.grid, heart = true, children }: ProductCardProps) {
  const unavailable = product.outOfStock || product.comingSoon
  const language = useLanguage()
  const title = localized(product, 'title', language) // the admin's Kannada/Hindi title, else the English
  // The category as the owner names it, in the shopper's language (issue 28). Until the shop's categories
  // have come the line stays blank (its height kept): a Kannada card never flashes the English slug.
  const { data: categories } = useQuery(categoriesQueryOptions())
  const category = categories ? localizedCategoryLabel(product.category, categories, language) : '\u00a0'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transform-none">
      <div className="relative aspect-square overflow-hidden bg-cloth">
        <ProductImage
          image={product.images[0]}
          fallbackUrl={product.imageUrl[0]}
          alt={title}
          sizes={sizes}
          eager={eager}
          className={`size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transform-none ${unavailable ? 'opacity-80' : ''}`}
        />
        <AvailabilityBadge product={product} className="absolute top-3 left-3 shadow" />
        {heart ? (
          <WishlistHeart productId={product.id} productTitle={title} compact className="absolute top-2 right-2 z-10" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium tracking-wider text-muted uppercase">{category}</p>
        <h3 className="font-serif text-base leading-snug font-semibold text-ink">
          {/* The whole card is clickable through this link's stretched ::after. */}
          <Link
            to={paths.productInfo.getHref(product.id)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-focus"
          >
            {title}
          </Link>
        </h3>
        <Price paise={product.price} mrp={product.mrp} category={product.category} className="mt-auto pt-2 text-lg font-semibold text-ink" />
        {children ? <div className="relative z-10 mt-3 flex flex-wrap gap-2">{children}</div> : null}
      </div>
    </article>
  )
}
