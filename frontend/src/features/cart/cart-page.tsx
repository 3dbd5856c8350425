import { Link } from 'react-router'

import { DiscountCodeField } from '@/components/discount-code-field'
import { CartIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useChangeCartLine } from '@/lib/cart/change-line'
import { useCartCode } from '@/lib/cart/discount-code'
import { useCart } from '@/lib/cart/get-cart'
import { overStockLines } from '@/lib/cart/stock'
import { lineKey } from '@/lib/cart/types'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { CartPincode, useCartDelivery } from './components/cart-delivery'
import { CartLineItem } from './components/cart-line-item'
import { CartSummary } from './components/cart-summary'

function EmptyCart() {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-cloth text-accent">
        <CartIcon className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-ink">{t('cart.emptyTitle')}</h2>
      <p className="mt-2 text-muted">{t('cart.emptyText')}</p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-6">
        {t('cart.browseProducts')}
      </Link>
    </div>
  )
}

/** spec §2 /cart: the signed-in user's cart with its summary (§9), kept live in every tab (DESIGN.md §7). */
export function CartPage() {
  const t = useT()
  useDocumentTitle(t('cart.title'))
  const cart = useCart()
  const { change, pendingKey } = useChangeCartLine()
  const orderable = (cart.data?.lines ?? []).some((line) => line.available)
  const { delivery, pincode, refusal, onPincode } = useCartDelivery(orderable)
  const code = useCartCode()

  let body
  if (cart.isPending) {
    body = <Spinner label={t('cart.loading')} className="min-h-[40vh]" />
  } else if (cart.isError) {
    body = (
      <LoadError message={t('cart.loadFailed')} onRetry={() => void cart.refetch()} retrying={cart.isRefetching} />
    )
  } else if (cart.data.lines.length === 0) {
    body = <EmptyCart />
  } else {
    const { lines, summary } = cart.data
    const available = lines.filter((line) => line.available).length
    const overStock = overStockLines(lines)
    body = (
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ul aria-label={t('cart.itemsLabel')} className="divide-y divide-line border-y border-line">
          {lines.map((line) => {
            const key = lineKey(line)
            return (
              <CartLineItem
                key={key}
                line={line}
                busy={pendingKey === key}
                onChange={(what) => change(what, line)}
              />
            )
          })}
        </ul>
        <div className="lg:sticky lg:top-24">
          <CartSummary
            summary={summary}
            canCheckout={available > 0}
            leftOut={lines.length - available}
            overStock={overStock}
            delivery={delivery}
            showDelivery={available > 0}
            pincodeField={available > 0 ? <CartPincode pincode={pincode} refusal={refusal} onPincode={onPincode} /> : null}
            codeField={
              available > 0 ? (
                <DiscountCodeField
                  summary={summary}
                  onEnter={code.enter}
                  onRemove={code.remove}
                  pending={code.pending}
                  error={code.error}
                />
              ) : null
            }
          />
        </div>
      </div>
    )
  }

  const count = cart.data?.cartTotalItems ?? 0
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('cart.heading')}</h1>
        {count > 0 ? (
          <p className="text-muted">{t('cart.itemCount', { count })}</p>
        ) : null}
      </div>
      {body}
    </div>
  )
}
