import { WishlistButton } from '@/components/wishlist-button'

import { useWishlistToggle } from './toggle-wishlist'

type WishlistHeartProps = { productId: string; productTitle?: string; compact?: boolean; className?: string }

/** The wishlist heart wired to the server, for product pages and product cards. */
export function WishlistHeart({ productId, productTitle, compact = false, className = '' }: WishlistHeartProps) {
  const { pressed, onToggle, busy } = useWishlistToggle(productId)
  return (
    <WishlistButton
      pressed={pressed}
      onToggle={onToggle}
      busy={busy}
      compact={compact}
      className={className}
      {...(productTitle ? { productTitle } : {})}
    />
  )
}
