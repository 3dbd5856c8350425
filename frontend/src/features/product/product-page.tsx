import { useId, useState, type SubmitEvent } from 'react'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'

import { Breadcrumbs } from '@/components/breadcrumbs'
import { CartIcon, ReturnIcon, ShieldIcon, TruckIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { CharkhaLogo } from '@/components/logo'
import { MrpSaving } from '@/components/mrp-saving'
import { Spinner } from '@/components/spinner'
import { WishlistButton } from '@/components/wishlist-button'
import { localizedCategoryLabel, useCategories } from '@/lib/api/get-categories'
import { useSizeCharts } from '@/lib/api/get-size-charts'
import type { Product } from '@/lib/api/types'
import { isRepeatClick, useAddToCart } from '@/lib/cart/add-to-cart'
import { FABRIC_LENGTH, formatMetres, isFabric } from '@/lib/fabrics'
import { localized, useLanguage, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { paths } from '@/lib/paths'
import { tagLabel } from '@/lib/tags'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useWishlistToggle } from '@/lib/wishlist/toggle-wishlist'

import { isNotFound, useProduct } from './api/get-product'
import { DeliveryCheck } from './components/delivery-check'
import { FabricLength } from './components/fabric-length'
import { Gallery } from './components/gallery'
import { OptionPicker } from './components/option-picker'
import { QuantityStepper } from './components/quantity-stepper'
import { initialChoice, purchaseState, sizeChoices, totalPaise, typeChoices } from './purchase'
import { withAvailability } from './stock'

/** Initial size and type handed over by the previous screen (router state), if any. */
function choicesFromState(state: unknown): { size?: string; type?: string } {
  if (typeof state !== 'object' || state === null) return {}
  const { size, type } = state as Record<string, unknown>
  return { ...(typeof size === 'string' ? { size } : {}), ...(typeof type === 'string' ? { type } : {}) }
}

const NOTICES: Record<'Out of Stock' | 'Coming Soon', MessageKey> = {
  'Out of Stock': 'product.outOfStock',
  'Coming Soon': 'product.comingSoon',
}

export function ProductUnavailable() {
  const t = useT()
  useDocumentTitle(t('product.unavailableTitle'))
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <CharkhaLogo className="mb-6 size-16 text-indigo-700 opacity-80 dark:text-indigo-200" />
      <h1 className="text-3xl font-semibold">{t('product.unavailableHeading')}</h1>
      <p className="mt-4 text-muted">{t('product.unavailableText')}</p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-8">
        {t('product.backToAll')}
      </Link>
    </section>
  )
}

/** spec §2 /productInfo/{id}: loads by id, so a shared link works (DESIGN.md §9). */
export function ProductPage() {
  const { id = '' } = useParams()
  const product = useProduct(id)
  const t = useT()
  if (product.isPending) return <Spinner label={t('product.loadingProduct')} className="min-h-screen" />
  if (product.isError) {
    if (isNotFound(product.error)) return <ProductUnavailable />
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <LoadError
          message={t('product.loadError')}
          onRetry={() => void product.refetch()}
          retrying={product.isRefetching}
        />
      </div>
    )
  }
  // key: another product starts with fresh choices and quantity.
  return <ProductDetail key={product.data.id} product={product.data} />
}

const assurances: readonly { Icon: typeof TruckIcon; text: MessageKey }[] = [
  { Icon: TruckIcon, text: 'product.shipsSoon' },
  { Icon: ReturnIcon, text: 'product.returns' },
  { Icon: ShieldIcon, text: 'product.securePayment' },
]

function ProductDetail({ product }: { product: Product }) {
  const t = useT()
  const language = useLanguage()
  const title = localized(product, 'title', language)
  const description = localized(product, 'description', language)
  useDocumentTitle(title)
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const charts = useSizeCharts()
  const categories = useCategories()
  const wishlist = useWishlistToggle(product.id)
  const cart = useAddToCart()
  const hintId = useId()

  const fabric = isFabric(product.category)
  const [quantity, setQuantity] = useState<number>(fabric ? FABRIC_LENGTH.initial : 1)

  // Size and type: from the link (?size=&type=) or the previous screen; a pick goes into the link.
  const handedOver = choicesFromState(location.state)
  const sizes = sizeChoices(product, charts.data)
  const types = typeChoices(product)
  const size = initialChoice(sizes, searchParams.get('size') ?? handedOver.size)
  const type = initialChoice(types, searchParams.get('type') ?? handedOver.type)
  const pick = (key: 'size' | 'type', value: string) => {
    const next = new URLSearchParams(searchParams)
    next.set(key, value)
    setSearchParams(next, { replace: true, preventScrollReset: true, state: location.state as unknown })
  }

  const state = purchaseState(product, { size, type, sizes, types })
  const label = localizedCategoryLabel(product.category, categories.data, language)
  // Issue 15: a size (or type) with none left, given the other choice, cannot be chosen.
  const sizeOptions = withAvailability(product.stock, 'size', sizes, type)
  const typeOptions = withAvailability(product.stock, 'type', types, size)
  // Never more than is left: a quantity chosen before the stock fell (or for another size) comes down.
  const smallest = fabric ? FABRIC_LENGTH.min : 1
  const amount =
    state.maxQuantity !== null && quantity > state.maxQuantity ? Math.max(state.maxQuantity, smallest) : quantity

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!state.canAddToCart) return
    cart.add({ productId: product.id, size, type, quantity: amount })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs
        items={[
          { label: t('product.home'), to: paths.home.getHref() },
          { label: t('product.allProducts'), to: paths.allProducts.getHref() },
          { label, to: paths.category.getHref(product.category) },
          { label: title },
        ]}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <Gallery product={product} />

        <div className="min-w-0">
          <Link
            to={paths.category.getHref(product.category)}
            className="text-sm font-semibold tracking-[0.18em] text-accent uppercase hover:underline"
          >
            {label}
          </Link>
          <div className="mt-2 flex items-start justify-between gap-4">
            <h1 className="text-3xl leading-tight font-semibold text-ink sm:text-4xl">{title}</h1>
            <WishlistButton pressed={wishlist.pressed} onToggle={wishlist.onToggle} busy={wishlist.busy} />
          </div>

          <p className="mt-4 text-2xl font-semibold text-ink" data-testid="unit-price">
            {formatInr(product.price)}
            {fabric ? <span className="text-base font-normal text-muted"> {t('product.perMetre')}</span> : null}
          </p>
          <MrpSaving price={product.price} mrp={product.mrp} className="mt-1 text-lg" />
          <p className="mt-1 text-sm text-muted">{t('product.inclusiveTaxes')}</p>

          {state.notice ? (
            <p
              data-testid="availability-notice"
              className={`mt-4 inline-flex rounded-full px-4 py-1.5 text-sm font-semibold ${
                state.notice === 'Out of Stock'
                  ? 'bg-terracotta-700 text-white'
                  : 'bg-indigo-800 text-cream-50 dark:bg-indigo-200 dark:text-indigo-950'
              }`}
            >
              {t(NOTICES[state.notice])}
            </p>
          ) : null}

          <p className="mt-5 leading-relaxed whitespace-pre-line text-ink/90">{description}</p>

          {product.tags.length > 0 ? (
            <ul aria-label={t('product.tags')} className="mt-4 flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={paths.allProducts.getHref({ search: tag, maxPrice: 5000 })}
                    className="inline-flex rounded-full bg-cloth px-3 py-1 text-xs font-medium text-ink hover:bg-line"
                  >
                    {tagLabel(tag)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}

          <form onSubmit={onSubmit} className="mt-7 space-y-5 border-t border-line pt-6">
            {sizes.length > 0 ? (
              <OptionPicker
                legend={t('product.size')}
                choices={sizeOptions}
                value={size}
                onChange={(value) => pick('size', value)}
                disabled={state.unavailable}
              />
            ) : null}
            {types.length > 0 ? (
              <OptionPicker
                legend={t('product.type')}
                choices={typeOptions}
                value={type}
                onChange={(value) => pick('type', value)}
                disabled={state.unavailable}
              />
            ) : null}

            {state.stockNote ? (
              <p
                data-testid="stock-left"
                className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-cloth px-3 py-1 text-sm font-semibold text-accent"
              >
                <span aria-hidden="true" className="size-2 rounded-full bg-current" />
                {state.stockNote}
              </p>
            ) : null}

            {fabric ? (
              <FabricLength value={amount} onChange={setQuantity} disabled={state.unavailable} max={state.maxQuantity} />
            ) : (
              <QuantityStepper value={amount} onChange={setQuantity} disabled={state.unavailable} max={state.maxQuantity} />
            )}

            <p className="flex items-baseline justify-between gap-3 rounded-2xl bg-cloth px-4 py-3">
              <span className="text-sm text-muted">
                {fabric
                  ? t('product.totalFor', { amount: formatMetres(amount) })
                  : amount > 1
                    ? t('product.totalFor', { amount })
                    : t('product.total')}
              </span>
              <span data-testid="total-price" className="text-xl font-semibold text-ink">
                {formatInr(totalPaise(product, amount))}
              </span>
            </p>

            <div>
              <button
                type="submit"
                disabled={!state.canAddToCart || cart.adding}
                onClick={(event) => {
                  if (isRepeatClick(event)) event.preventDefault() // the double click's second half submits nothing
                }}
                aria-describedby={state.hint ? hintId : undefined}
                className="btn btn-primary w-full py-3 text-base disabled:cursor-not-allowed disabled:opacity-50"
              >
                <CartIcon className="size-5" />
                {t('product.addToCart')}
              </button>
              {state.hint ? (
                <p id={hintId} className="mt-2 text-center text-sm text-muted">
                  {t(state.hint)}
                </p>
              ) : null}
            </div>
          </form>

          <div className="mt-6">
            {/* a new size or quantity asks again (the pincode is kept) */}
            <DeliveryCheck key={`${size}|${amount}`} productId={product.id} size={size} quantity={amount} />
          </div>

          <ul className="mt-8 space-y-3 border-t border-line pt-6 text-sm text-muted">
            {assurances.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <Icon className="size-5 shrink-0 text-accent" />
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
