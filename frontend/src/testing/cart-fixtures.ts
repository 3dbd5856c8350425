import type { Cart, CartLine } from '@/lib/cart/types'

import { makeProduct } from './fixtures'

const kurta = makeProduct()

/** A priced cart line as the server sends it (a kurta, size M, Full Sleeve, 2 pieces). */
export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: kurta.id,
    size: 'M',
    type: 'Full Sleeve',
    quantity: 2,
    unit: 'piece',
    minQuantity: 1,
    maxQuantity: 10,
    step: 1,
    product: {
      id: kurta.id,
      title: kurta.title,
      price: kurta.price,
      imageUrl: kurta.imageUrl,
      images: kurta.images,
      category: kurta.category,
      outOfStock: false,
      comingSoon: false,
    },
    available: true,
    unavailableReason: null,
    unitPrice: kurta.price,
    lineTotal: kurta.price * 2,
    stockLeft: null,
    ...overrides,
  }
}

/** A fabric line: 2.75 m at ₹450.50 a metre = ₹1,238.875 → ₹1,238.88 (round half up). */
export function makeFabricLine(overrides: Partial<CartLine> = {}): CartLine {
  return makeCartLine({
    productId: 'p_fabric',
    size: '',
    type: '',
    quantity: 2.75,
    unit: 'metre',
    maxQuantity: 30,
    step: 0.25,
    product: {
      id: 'p_fabric',
      title: 'Mangalagiri Cotton Fabric',
      price: 45050,
      imageUrl: [],
      images: [],
      category: 'fabrics',
      outOfStock: false,
      comingSoon: false,
    },
    unitPrice: 45050,
    lineTotal: 123888,
    ...overrides,
  })
}

/** A cart of the given lines; the summary is given as the server would compute it: the spec's style
 *  (Sub-total, 'Tax (10%)', 'Discount (5%)', their Total; checkout charges the sub-total) unless
 *  `style: 'gst'` (Sub-total, "Includes GST" when `gst` is given, Total = charge). */
export function makeCart(lines: CartLine[], options: Partial<Cart['summary']> & { gst?: number } = {}): Cart {
  const { gst, ...given } = options
  const subTotal = given.subTotal ?? lines.filter((l) => l.available).reduce((sum, l) => sum + (l.lineTotal ?? 0), 0)
  const tax = given.tax ?? Math.floor((subTotal * 10 + 50) / 100)
  const discount = given.discount ?? Math.floor((subTotal * 5 + 50) / 100)
  const taxRate = given.taxRate ?? 10
  const discountRate = given.discountRate ?? 5
  const style = given.style ?? 'spec'
  const charge = given.charge ?? subTotal
  const summaryLines: Cart['summary']['lines'] =
    style === 'spec'
      ? [
          { code: 'subTotal', amount: subTotal },
          { code: 'tax', amount: tax, rate: taxRate },
          { code: 'discount', amount: discount, rate: discountRate },
        ]
      : [{ code: 'subTotal', amount: subTotal }, ...(gst === undefined ? [] : [{ code: 'includesGst' as const, amount: gst }])]
  return {
    lines,
    summary: {
      style,
      lines: summaryLines,
      total: style === 'spec' ? subTotal + tax - discount : charge,
      charge,
      subTotal,
      tax,
      discount,
      taxRate,
      discountRate,
      ...given,
    },
    cartTotalItems: lines.length,
  }
}

export const emptyCart: Cart = makeCart([])
