// The product page's buying rules (spec §4, §5), as pure functions.
import { availabilityLabel } from '@/components/availability-badge'
import type { Product, SizeChart } from '@/lib/api/types'
import { clampFabricLength, FABRIC_LENGTH, isFabric } from '@/lib/fabrics'
import type { MessageKey } from '@/lib/i18n'
import { lineTotalPaise } from '@/lib/money'
import { optionText } from '@/lib/options'

import { chosenVariant, leftText } from './stock'

export type Choice = { value: string; label: string }

// Shown under a disabled Add to Cart button, in the cart's own words (backend cart/errors.py). Message
// keys: the page shows them in the shopper's language.
export const CHOOSE_SIZE: MessageKey = 'product.chooseSize'
export const CHOOSE_TYPE: MessageKey = 'product.chooseType'
/** The chosen size and type has none left (issue 15); the pickers mark which choices do. */
export const CHOICE_SOLD_OUT: MessageKey = 'product.choiceSoldOut'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * spec §5: only the sizes listed as available for the product, labelled from its size chart with
 * the secondary label (e.g. 'M (40)'), in the chart's order.
 */
export function sizeChoices(product: Product, charts: readonly SizeChart[] | undefined): Choice[] {
  const available = product.options.availableSizes ?? []
  const chartKey = product.options.category ?? product.category
  const chart = charts?.find((c) => same(c.key, chartKey))
  const listed = chart ? chart.sizes.map((s) => s.primary).filter((p) => available.includes(p)) : []
  const others = available.filter((size) => !listed.includes(size))
  return [...listed, ...others].map((value) => {
    const secondary = chart?.sizes.find((s) => s.primary === value)?.secondary
    const label = optionText(value)
    return { value, label: secondary ? `${label} (${optionText(secondary)})` : label }
  })
}

/** spec §5: only the types listed as available for the product. */
export function typeChoices(product: Product): Choice[] {
  return (product.options.availableTypes ?? []).map((value) => ({ value, label: optionText(value) }))
}

/**
 * The choice to start with: the one asked for (link or previous screen) when the product offers
 * it, the only one when there is just one, else none.
 */
export function initialChoice(choices: readonly Choice[], wanted: string | null | undefined): string {
  if (wanted) {
    const match = choices.find((choice) => same(choice.value, wanted))
    if (match) return match.value
  }
  return choices.length === 1 && choices[0] ? choices[0].value : ''
}

export type PurchaseState = {
  /** spec §4: 'Out of Stock' takes precedence over 'Coming Soon'. */
  notice: 'Out of Stock' | 'Coming Soon' | null
  /** Pickers, quantity and the button are disabled while the product is unavailable. */
  unavailable: boolean
  canAddToCart: boolean
  /** Why Add to Cart is disabled when the shopper can fix it (a message key). */
  hint: MessageKey | null
  /** 'Only 2 left' for the chosen variant of a tracked product at or below the low-stock threshold, in the
   *  language shown when it was worked out (the page works it out as it renders). */
  stockNote: string | null
  /** The most that can be bought (pieces or metres) when what is left is known, else null. */
  maxQuantity: number | null
}

export function purchaseState(
  product: Product,
  selection: { size: string; type: string; sizes: readonly Choice[]; types: readonly Choice[] },
): PurchaseState {
  const notice = availabilityLabel(product)
  const unavailable = notice !== null
  const sizeMissing = selection.sizes.length > 0 && !selection.sizes.some((s) => s.value === selection.size)
  const typeMissing = selection.types.length > 0 && !selection.types.some((t) => t.value === selection.type)
  const variant = chosenVariant(product.stock, {
    size: sizeMissing ? '' : selection.size,
    type: typeMissing ? '' : selection.type,
    hasSizes: selection.sizes.length > 0,
    hasTypes: selection.types.length > 0,
  })
  const soldOut = !unavailable && variant !== null && !variant.available
  const left = unavailable || soldOut ? null : (variant?.left ?? null)
  const fabric = isFabric(product.category)
  // Less than the smallest amount sold (1 m of a fabric) cannot be bought either.
  const tooLittle = left !== null && left < (fabric ? FABRIC_LENGTH.min : 1)
  const hint = unavailable
    ? null
    : sizeMissing
      ? CHOOSE_SIZE
      : typeMissing
        ? CHOOSE_TYPE
        : soldOut
          ? CHOICE_SOLD_OUT
          : null
  return {
    notice,
    unavailable,
    canAddToCart: !unavailable && !sizeMissing && !typeMissing && !soldOut && !tooLittle,
    hint,
    stockNote: left === null ? null : leftText(left, fabric),
    maxQuantity: left,
  }
}

/** Whole units, at least 1 (spec §5). */
export function clampQuantity(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1
}

/** What goes in the cart: metres on the 0.25 grid for Fabrics, whole units otherwise. */
export function normaliseQuantity(product: Product, value: number): number {
  return isFabric(product.category) ? clampFabricLength(value) : clampQuantity(value)
}

/** Price × quantity (metres for Fabrics), rounded half up to a paisa. */
export function totalPaise(product: Product, quantity: number): number {
  return lineTotalPaise(product.price, normaliseQuantity(product, quantity))
}
