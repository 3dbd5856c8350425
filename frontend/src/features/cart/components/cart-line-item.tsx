import { Link } from 'react-router'

import { MinusIcon, PlusIcon } from '@/components/icons'
import { MrpSaving } from '@/components/mrp-saving'
import { ProductImage } from '@/components/product-image'
import { useProductTitle } from '@/lib/api/use-product-title'
import type { LineChange } from '@/lib/cart/change-line'
import type { CartLine } from '@/lib/cart/types'
import { formatMetres } from '@/lib/fabrics'
import { useT, type Translate } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { optionText } from '@/lib/options'
import { paths } from '@/lib/paths'

type CartLineItemProps = {
  line: CartLine
  busy: boolean
  onChange: (change: LineChange) => void
}

const stepButton =
  'inline-flex size-10 items-center justify-center rounded-full text-ink transition hover:bg-cloth disabled:cursor-not-allowed disabled:opacity-40'

/** One quantity as the shopper reads it: '2.75 m' of a fabric, '2' pieces otherwise. */
export function formatQuantity(line: Pick<CartLine, 'quantity' | 'unit'>): string {
  return line.unit === 'metre' ? formatMetres(line.quantity) : String(line.quantity)
}

/** Issue 15: 'Only 2 left — reduce the quantity', 'Only 2.5 m left — reduce the length', or null. */
export function stockFlagText(line: Pick<CartLine, 'available' | 'stockLeft' | 'unit'>, t: Translate): string | null {
  if (!line.available || line.stockLeft === null) return null
  return line.unit === 'metre'
    ? t('cart.onlyLeftLength', { left: formatMetres(line.stockLeft) })
    : t('cart.onlyLeftQuantity', { left: String(line.stockLeft) })
}

/** spec §2 /cart: one line with its image, title, size, type, quantity or length, unit price and total.
 *  A line whose product was deleted or cannot be bought now is shown greyed with the reason; it cannot
 *  be increased and is left out of the summary and checkout, but can be removed. */
export function CartLineItem({ line, busy, onChange }: CartLineItemProps) {
  const t = useT()
  const titleOf = useProductTitle()
  const { product } = line
  const title = product ? titleOf(product.id, product.title) : t('cart.productGone')
  const fabric = line.unit === 'metre'
  const flag = stockFlagText(line, t)
  const canIncrease = line.available && flag === null && line.quantity + line.step <= line.maxQuantity
  const atLimit = line.available && flag === null && !canIncrease

  return (
    <li
      data-testid="cart-line"
      className={`grid grid-cols-[5rem_1fr] gap-3 py-5 sm:grid-cols-[7rem_1fr] sm:gap-5 ${
        line.available ? '' : 'text-muted'
      }`}
    >
      <div className={`aspect-square overflow-hidden rounded-xl border border-line bg-cloth ${line.available ? '' : 'opacity-50 grayscale'}`}>
        {product ? (
          <Link to={paths.productInfo.getHref(product.id)} tabIndex={-1} aria-hidden="true">
            <ProductImage
              image={product.images[0]}
              fallbackUrl={product.imageUrl[0]}
              alt=""
              sizes="7rem"
              className="size-full object-cover"
            />
          </Link>
        ) : null}
      </div>

      <div className="min-w-0">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 sm:gap-x-4">
          <h2 className="min-w-0 font-serif text-base leading-snug font-semibold sm:text-lg">
            {product ? (
              <Link
                to={paths.productInfo.getHref(product.id)}
                className={`hover:underline ${line.available ? 'text-ink' : 'text-muted'}`}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="text-base font-semibold whitespace-nowrap sm:text-lg" data-testid="line-total">
            {line.available && line.lineTotal !== null ? (
              <span className="text-ink">{formatInr(line.lineTotal)}</span>
            ) : (
              <span className="text-sm font-medium">{t('cart.notIncluded')}</span>
            )}
          </p>
        </div>

        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
          {line.size ? (
            <div className="flex gap-1">
              <dt>{t('cart.size')}</dt>
              <dd className="font-medium text-ink/90">{optionText(line.size)}</dd>
            </div>
          ) : null}
          {line.type ? (
            <div className="flex gap-1">
              <dt>{t('cart.type')}</dt>
              <dd className="font-medium text-ink/90">{optionText(line.type)}</dd>
            </div>
          ) : null}
          {line.unitPrice !== null ? (
            <div className="flex gap-1">
              <dt className="sr-only">{t('cart.unitPrice')}</dt>
              <dd data-testid="unit-price">
                {t(fabric ? 'cart.pricePerMetre' : 'cart.priceEach', { price: formatInr(line.unitPrice) })}
              </dd>
              {line.product ? <MrpSaving price={line.unitPrice} mrp={line.product.mrp} /> : null}
            </div>
          ) : null}
        </dl>

        {!line.available ? (
          <p role="note" className="mt-2 inline-flex rounded-full bg-cloth px-3 py-1 text-sm font-medium text-accent">
            {line.unavailableReason ?? t('cart.unavailable')}
          </p>
        ) : null}
        {flag ? (
          <p
            role="note"
            data-testid="stock-flag"
            className="mt-2 inline-flex rounded-xl border border-accent/40 bg-cloth px-3 py-1 text-sm font-semibold text-accent"
          >
            {flag}
          </p>
        ) : null}

        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          {line.available ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="sr-only">{t(fabric ? 'cart.length' : 'cart.quantity')}</span>
              <div className="inline-flex items-center gap-1 rounded-full border border-line bg-surface p-0.5">
                <button
                  type="button"
                  aria-label={t(fabric ? 'cart.shorter' : 'cart.decrease', { title })}
                  title={line.quantity - line.step < line.minQuantity ? t('cart.removeFromCart') : undefined}
                  disabled={busy}
                  onClick={() => onChange('decrement')}
                  className={stepButton}
                >
                  <MinusIcon className="size-4" />
                </button>
                <output
                  data-testid="line-quantity"
                  aria-live="polite"
                  className={`text-center font-semibold text-ink tabular-nums ${fabric ? 'min-w-16' : 'min-w-8'}`}
                >
                  {formatQuantity(line)}
                </output>
                <button
                  type="button"
                  aria-label={t(fabric ? 'cart.longer' : 'cart.increase', { title })}
                  disabled={busy || !canIncrease}
                  onClick={() => onChange('increment')}
                  className={stepButton}
                >
                  <PlusIcon className="size-4" />
                </button>
              </div>
              {atLimit ? (
                <span className="text-xs text-muted">
                  {t('cart.limit', { limit: fabric ? formatMetres(line.maxQuantity) : String(line.maxQuantity) })}
                </span>
              ) : null}
            </div>
          ) : (
            <p className="text-sm">
              {t(fabric ? 'cart.lengthValue' : 'cart.quantityValue')} <span data-testid="line-quantity">{formatQuantity(line)}</span>
            </p>
          )}
          <button
            type="button"
            aria-label={t('cart.removeItem', { title })}
            disabled={busy}
            onClick={() => onChange('remove')}
            className="-mr-2 min-h-10 rounded-full px-2 text-sm font-semibold text-accent underline-offset-2 transition hover:underline disabled:opacity-50 sm:mr-0 sm:px-3"
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  )
}
