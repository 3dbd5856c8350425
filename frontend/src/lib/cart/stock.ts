// Issue 15: a cart line holding more than its variant has left (CartLineOut.stockLeft, set only then)
// stays in the summary, flagged, and checkout refuses it until the shopper reduces it.
import { formatMetres } from '@/lib/fabrics'
import { translate } from '@/lib/i18n'

import { cartText, REDUCE_LENGTH, REDUCE_QUANTITY } from './messages'
import type { CartLine } from './types'

/** 'Only 2 left — reduce the quantity', 'Only 2.5 m left — reduce the length', or null. */
export function stockFlag(line: Pick<CartLine, 'available' | 'stockLeft' | 'unit'>): string | null {
  if (!line.available || line.stockLeft === null) return null
  const fabric = line.unit === 'metre'
  const left = fabric ? formatMetres(line.stockLeft) : String(line.stockLeft)
  return translate('cart-messages.onlyLeft', { left, action: cartText(fabric ? REDUCE_LENGTH : REDUCE_QUANTITY) })
}

/** How many lines checkout would refuse for stock. */
export const overStockLines = (lines: readonly Pick<CartLine, 'available' | 'stockLeft'>[]) =>
  lines.filter((line) => line.available && line.stockLeft !== null).length
