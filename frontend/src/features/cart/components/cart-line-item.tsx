import { Link } from 'react-router'

import { MinusIcon, PlusIcon } from '@/components/icons'
import { ProductImage } from '@/components/product-image'
import type { LineChange } from '@/lib/cart/change-line'
import { stockFlag } from '@/lib/cart/stock'
import type { CartLine } from '@/lib/cart/types'
import { formatMetres } from '@/lib/fabrics'
import { formatInr } from '@/lib/money'
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

/** spec §2 /cart: one line with its image, title, size, type, quantity or length, unit price and total.
 *  A line whose product was deleted or cannot be bought now is shown greyed with the reason; it cannot
 *  be increased and is left out of the summary and checkout, but can be removed. */
export function CartLineItem({ line, busy, onChange }: CartLineItemProps) {
  const { product } = line
  const title = product?.title ?? 'Product no longer available'
  const fabric = line.unit === 'metre'
  const flag = stockFlag(line)
  const canIncrease = line.available && flag === null && line.quantity + line.step <= line.maxQuantity
  const atLimit = line.available && flag === null && !canIncrease
  const perUnit = fabric ? ' / m' : ' each'

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
              <span className="text-sm font-medium">Not included</span>
            )}
          </p>
        </div>

        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
          {line.size ? (
            <div className="flex gap-1">
              <dt>Size:</dt>
              <dd className="font-medium text-ink/90">{line.size}</dd>
            </div>
          ) : null}
          {line.type ? (
            <div className="flex gap-1">
              <dt>Type:</dt>
              <dd className="font-medium text-ink/90">{line.type}</dd>
            </div>
          ) : null}
          {line.unitPrice !== null ? (
            <div className="flex gap-1">
              <dt className="sr-only">Unit price:</dt>
              <dd data-testid="unit-price">
                {formatInr(line.unitPrice)}
                {perUnit}
              </dd>
            </div>
          ) : null}
        </dl>

        {!line.available ? (
          <p role="note" className="mt-2 inline-flex rounded-full bg-cloth px-3 py-1 text-sm font-medium text-accent">
            {line.unavailableReason ?? 'This product is no longer available'}
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
              <span className="sr-only">{fabric ? 'Length' : 'Quantity'}</span>
              <div className="inline-flex items-center gap-1 rounded-full border border-line bg-surface p-0.5">
                <button
                  type="button"
                  aria-label={fabric ? `Shorter by 0.25 m: ${title}` : `Decrease quantity of ${title}`}
                  title={line.quantity - line.step < line.minQuantity ? 'Remove from cart' : undefined}
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
                  aria-label={fabric ? `Longer by 0.25 m: ${title}` : `Increase quantity of ${title}`}
                  disabled={busy || !canIncrease}
                  onClick={() => onChange('increment')}
                  className={stepButton}
                >
                  <PlusIcon className="size-4" />
                </button>
              </div>
              {atLimit ? (
                <span className="text-xs text-muted">
                  Limit {fabric ? formatMetres(line.maxQuantity) : line.maxQuantity}
                </span>
              ) : null}
            </div>
          ) : (
            <p className="text-sm">
              {fabric ? 'Length' : 'Quantity'}: <span data-testid="line-quantity">{formatQuantity(line)}</span>
            </p>
          )}
          <button
            type="button"
            aria-label={`Remove ${title}`}
            disabled={busy}
            onClick={() => onChange('remove')}
            className="-mr-2 min-h-10 rounded-full px-2 text-sm font-semibold text-accent underline-offset-2 transition hover:underline disabled:opacity-50 sm:mr-0 sm:px-3"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  )
}
