import { Link } from 'react-router'

import { CartIcon } from '@/components/icons'
import { useCartCount } from '@/lib/cart-count'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'

/** spec §2: cart link with a badge of the number of cart lines, shown only above zero. */
export function CartLink() {
  const count = useCartCount()
  const t = useT()
  const badge = count > 99 ? '99+' : count
  const label = count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')
  return (
    <Link
      to={paths.cart.getHref()}
      aria-label={label}
      title={t('nav.cart')}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-cloth"
    >
      <CartIcon />
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-terracotta-700 px-1 text-xs leading-5 font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  )
}
