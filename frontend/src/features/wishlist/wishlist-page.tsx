import { Link } from 'react-router'

import { HeartIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { ProductCard } from '@/components/product-card'
import { Spinner } from '@/components/spinner'
import type { Product } from '@/lib/api/types'
import { isRepeatClick, useAddToCart } from '@/lib/cart/add-to-cart'
import { ADDED_TO_CART } from '@/lib/cart/messages'
import { FABRIC_LENGTH, isFabric } from '@/lib/fabrics'
import { localized, translate, useLanguage, useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useStoredUser } from '@/lib/stored-user'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useWishlist } from '@/lib/wishlist/get-wishlist'
import { useRemoveFromWishlist } from '@/lib/wishlist/remove-from-wishlist'

/** spec §2: titled with the user's name (in the current language). */
export function wishlistTitle(name: string | undefined): string {
  return name?.trim() ? translate('wishlist.titleNamed', { name: name.trim() }) : translate('wishlist.title')
}

/** A product that needs a size or type is chosen on its own page. */
const needsChoice = (product: Product) =>
  (product.options.availableSizes?.length ?? 0) > 0 || (product.options.availableTypes?.length ?? 0) > 0

const smallButton = 'btn min-h-10 flex-1 px-3 py-2 text-xs whitespace-nowrap sm:text-sm'

function EmptyWishlist() {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-cloth text-accent">
        <HeartIcon className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-ink">{t('wishlist.emptyHeading')}</h2>
      <p className="mt-2 text-muted">{t('wishlist.emptyText')}</p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-6">
        {t('wishlist.browseProducts')}
      </Link>
    </div>
  )
}

/** spec §2 /wishlist: the saved products with remove and add-to-cart; an empty state with 'Browse Products'. */
export function WishlistPage() {
  const user = useStoredUser()
  const t = useT()
  const language = useLanguage()
  const titleOf = (product: Product) => localized(product, 'title', language)
  const title = wishlistTitle(user?.name)
  useDocumentTitle(title)
  const wishlist = useWishlist()
  const cart = useAddToCart({ successMessage: ADDED_TO_CART })
  const { remove, removingId } = useRemoveFromWishlist()

  let body
  if (wishlist.isPending) {
    body = <Spinner label={t('wishlist.loading')} className="min-h-[40vh]" />
  } else if (wishlist.isError) {
    body = (
      <LoadError
        message={t('wishlist.loadError')}
        onRetry={() => void wishlist.refetch()}
        retrying={wishlist.isRefetching}
      />
    )
  } else if (wishlist.data.products.length === 0) {
    body = <EmptyWishlist />
  } else {
    body = (
      <ul aria-label={t('wishlist.savedProducts')} className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
        {wishlist.data.products.map((product) => {
          const unavailable = product.outOfStock || product.comingSoon
          const productTitle = titleOf(product)
          return (
            <li key={product.id}>
              <ProductCard product={product} heart={false}>
                {needsChoice(product) && !unavailable ? (
                  <Link
                    to={paths.productInfo.getHref(product.id)}
                    aria-label={t('wishlist.chooseOptionsFor', { title: productTitle })}
                    className={`${smallButton} btn-primary`}
                  >
                    {t('wishlist.chooseOptions')}
                  </Link>
                ) : (
                  <button
                    type="button"
                    aria-label={t('wishlist.addToCartFor', { title: productTitle })}
                    disabled={unavailable || cart.addingProductId === product.id}
                    onClick={(event) => {
                      if (isRepeatClick(event)) return
                      cart.add({
                        productId: product.id,
                        size: '',
                        type: '',
                        quantity: isFabric(product.category) ? FABRIC_LENGTH.initial : 1,
                      })
                    }}
                    className={`${smallButton} btn-primary disabled:cursor-not-allowed disabled:opacity-50`}
                  >
                    {t('wishlist.addToCart')}
                  </button>
                )}
                <button
                  type="button"
                  aria-label={t('wishlist.removeFor', { title: productTitle })}
                  disabled={removingId === product.id}
                  onClick={() => remove(product.id)}
                  className={`${smallButton} border border-line text-ink hover:bg-cloth disabled:opacity-50`}
                >
                  {t('wishlist.remove')}
                </button>
              </ProductCard>
            </li>
          )
        })}
      </ul>
    )
  }

  const count = wishlist.data?.products.length ?? 0
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        {/* A long name (up to 100 characters) stays within two lines; the whole title is in the tab's title. */}
        <h1 className="line-clamp-2 min-w-0 text-2xl font-semibold break-words text-ink sm:text-4xl" title={title}>
          {title}
        </h1>
        {count > 0 ? (
          <p className="text-muted">{t('wishlist.savedCount', { count })}</p>
        ) : null}
      </div>
      {body}
    </div>
  )
}
