// Tracked stock on the product page (issue 15), as pure functions. The server sends a tracked
// product's variants (`product.stock`): which can be bought, and how much is left when it is at or
// below the shop's low-stock threshold (pieces, or metres for fabrics). Untracked products have no
// `stock` and are limited only by the manual 'Out of Stock' flag.
import type { components } from '@/lib/api/schema'
import { formatMetres } from '@/lib/fabrics'
import { translate } from '@/lib/i18n'

export type ProductStock = components['schemas']['ProductStock']
export type VariantStock = components['schemas']['VariantStock']
type Axis = 'size' | 'type'

/** The accessible name (and visible hint) of a choice with none left: 'M — sold out'. */
export const soldOutLabel = (label: string) => translate('product.soldOut', { label })

/**
 * Whether `value` of one axis (a size, or a type) can be chosen given the other axis's choice
 * (`other`, '' when none is chosen or the product has none): some variant with it is available.
 */
export function choiceAvailable(stock: ProductStock | null | undefined, axis: Axis, value: string, other: string): boolean {
  if (!stock) return true
  const otherAxis: Axis = axis === 'size' ? 'type' : 'size'
  const matches = stock.variants.filter((v) => v[axis] === value && (other === '' || v[otherAxis] === other))
  // No variant at all: the stock predates this choice; the server decides when it is added.
  return matches.length === 0 || matches.some((v) => v.available)
}

/** The choices of one axis with `soldOut` set for those that cannot be chosen given the other choice. */
export function withAvailability<C extends { value: string }>(
  stock: ProductStock | null | undefined,
  axis: Axis,
  choices: readonly C[],
  other: string,
): (C & { soldOut: boolean })[] {
  return choices.map((choice) => ({ ...choice, soldOut: !choiceAvailable(stock, axis, choice.value, other) }))
}

/**
 * The variant the shopper has chosen: the product's only one when it has no sizes or types, else the
 * one for the chosen size and type — null until every listed option is chosen, or when not tracked.
 */
export function chosenVariant(
  stock: ProductStock | null | undefined,
  selection: { size: string; type: string; hasSizes: boolean; hasTypes: boolean },
): VariantStock | null {
  if (!stock) return null
  if ((selection.hasSizes && !selection.size) || (selection.hasTypes && !selection.type)) return null
  const size = selection.hasSizes ? selection.size : ''
  const type = selection.hasTypes ? selection.type : ''
  return stock.variants.find((v) => v.size === size && v.type === type) ?? null
}

/** 'Only 2 left', or 'Only 2.5 m left' for a fabric. */
export function leftText(left: number, fabric: boolean): string {
  return translate('product.onlyLeft', { amount: fabric ? formatMetres(left) : String(left) })
}
