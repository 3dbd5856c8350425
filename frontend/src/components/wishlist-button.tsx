import { useT } from '@/lib/i18n'

import { HeartIcon } from './icons'

type WishlistButtonProps = {
  /** Whether the product is in the wishlist. */
  pressed: boolean
  onToggle: () => void
  busy?: boolean
  /** Names the product in the button's label where several hearts share a page (product cards). */
  productTitle?: string
  /** A smaller heart for product cards. */
  compact?: boolean
  className?: string
}

/** The wishlist heart (spec §2 product detail): a toggle button, pressed while the product is saved. */
export function WishlistButton({
  pressed,
  onToggle,
  busy = false,
  productTitle,
  compact = false,
  className = '',
}: WishlistButtonProps) {
  const t = useT()
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={productTitle ? t('components.saveItemToWishlist', { title: productTitle }) : t('components.saveToWishlist')}
      title={pressed ? t('components.removeFromWishlist') : t('components.saveToWishlist')}
      disabled={busy}
      onClick={onToggle}
      className={`inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-surface transition hover:border-terracotta-500 disabled:opacity-60 ${
        compact ? 'size-10 shadow-sm' : 'size-12'
      } ${pressed ? 'text-terracotta-600 dark:text-terracotta-400' : 'text-ink'} ${className}`}
    >
      <HeartIcon filled={pressed} className={compact ? 'size-5' : 'size-6'} />
    </button>
  )
}
