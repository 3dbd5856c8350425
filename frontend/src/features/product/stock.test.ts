import { stockFlag } from '@/lib/cart/stock'
import { makeCartLine, makeFabricLine } from '@/testing/cart-fixtures'
import { makeProduct } from '@/testing/fixtures'

import { CHOICE_SOLD_OUT, purchaseState, typeChoices } from './purchase'
import { choiceAvailable, chosenVariant, leftText, soldOutLabel, withAvailability, type ProductStock } from './stock'

// Issue 15: a tracked product's variants as the server sends them (`product.stock`).
const variant = (size: string, type: string, left: number | null, available = true) => ({ size, type, available, left })

/** Sizes M, L, XL × Full, Half Sleeve: M sold out in Full Sleeve only, L sold out in both, XL with 2 left in Half. */
const shirtStock: ProductStock = {
  soldOut: false,
  variants: [
    variant('M', 'Full Sleeve', null, false),
    variant('M', 'Half Sleeve', null),
    variant('L', 'Full Sleeve', null, false),
    variant('L', 'Half Sleeve', null, false),
    variant('XL', 'Full Sleeve', null),
    variant('XL', 'Half Sleeve', 2),
  ],
}
const shirt = makeProduct({
  category: 'shirts',
  options: { category: 'shirts', availableSizes: ['M', 'L', 'XL'], availableTypes: ['Full Sleeve', 'Half Sleeve'] },
  stock: shirtStock,
})
const sizes = ['M', 'L', 'XL'].map((value) => ({ value, label: value }))
const types = typeChoices(shirt)
const soldOutValues = (choices: { value: string; soldOut: boolean }[]) => choices.filter((c) => c.soldOut).map((c) => c.value)

describe('which sizes and types can be chosen', () => {
  it('disables a size only when every type of it is sold out, while no type is chosen', () => {
    expect(soldOutValues(withAvailability(shirtStock, 'size', sizes, ''))).toEqual(['L'])
  })

  it('disables the sizes sold out in the chosen type, and the types sold out in the chosen size', () => {
    expect(soldOutValues(withAvailability(shirtStock, 'size', sizes, 'Full Sleeve'))).toEqual(['M', 'L'])
    expect(soldOutValues(withAvailability(shirtStock, 'size', sizes, 'Half Sleeve'))).toEqual(['L'])
    expect(soldOutValues(withAvailability(shirtStock, 'type', types, 'M'))).toEqual(['Full Sleeve'])
    expect(soldOutValues(withAvailability(shirtStock, 'type', types, 'XL'))).toEqual([])
  })

  it('disables nothing for an untracked product, and a product with only sizes by size', () => {
    expect(choiceAvailable(null, 'size', 'L', '')).toBe(true)
    const sizesOnly: ProductStock = { soldOut: false, variants: [variant('30', '', null, false), variant('32', '', 1)] }
    expect(choiceAvailable(sizesOnly, 'size', '30', '')).toBe(false)
    expect(choiceAvailable(sizesOnly, 'size', '32', '')).toBe(true)
  })

  it("names a sold-out choice for screen readers: 'M — sold out'", () => {
    expect(soldOutLabel('M')).toBe('M — sold out')
  })
})

describe("the chosen variant and 'Only N left'", () => {
  it('finds the variant once every listed option is chosen', () => {
    const selection = { hasSizes: true, hasTypes: true }
    expect(chosenVariant(shirtStock, { ...selection, size: 'XL', type: '' })).toBeNull()
    expect(chosenVariant(shirtStock, { ...selection, size: 'XL', type: 'Half Sleeve' })).toEqual(
      variant('XL', 'Half Sleeve', 2),
    )
  })

  it('says how many are left, in metres for fabrics', () => {
    expect(leftText(2, false)).toBe('Only 2 left')
    expect(leftText(2.5, true)).toBe('Only 2.5 m left')
  })

  it("shows 'Only 2 left' and caps the quantity for the chosen variant", () => {
    expect(purchaseState(shirt, { size: 'XL', type: 'Half Sleeve', sizes, types })).toMatchObject({
      canAddToCart: true,
      stockNote: 'Only 2 left',
      maxQuantity: 2,
    })
    // Well stocked: nothing said, no cap.
    expect(purchaseState(shirt, { size: 'XL', type: 'Full Sleeve', sizes, types })).toMatchObject({
      stockNote: null,
      maxQuantity: null,
    })
  })

  it('refuses Add to Cart for a chosen variant with none left, saying why', () => {
    expect(purchaseState(shirt, { size: 'M', type: 'Full Sleeve', sizes, types })).toMatchObject({
      notice: null,
      canAddToCart: false,
      hint: CHOICE_SOLD_OUT,
      stockNote: null,
    })
  })

  it("shows 'Only 2.5 m left' for a fabric without sizes, and nothing can be added below 1 m", () => {
    const fabric = (left: number) =>
      makeProduct({
        category: 'fabrics',
        options: { category: null, availableSizes: [], availableTypes: [] },
        stock: { soldOut: false, variants: [variant('', '', left)] },
      })
    const none = { size: '', type: '', sizes: [], types: [] }
    expect(purchaseState(fabric(2.5), none)).toMatchObject({ canAddToCart: true, stockNote: 'Only 2.5 m left', maxQuantity: 2.5 })
    expect(purchaseState(fabric(0.75), none)).toMatchObject({ canAddToCart: false, stockNote: 'Only 0.75 m left' })
  })

  it("keeps the manual and the sold-out 'Out of Stock' first", () => {
    const soldOut = makeProduct({ ...shirt, outOfStock: true, stock: { soldOut: true, variants: [] } })
    expect(purchaseState(soldOut, { size: 'XL', type: 'Half Sleeve', sizes, types })).toMatchObject({
      notice: 'Out of Stock',
      canAddToCart: false,
      stockNote: null,
    })
  })
})

describe('a cart line holding more than is left', () => {
  it("is flagged 'Only 2 left — reduce the quantity' (or the length of a fabric)", () => {
    expect(stockFlag(makeCartLine({ quantity: 3, stockLeft: 2 }))).toBe('Only 2 left — reduce the quantity')
    expect(stockFlag(makeFabricLine({ quantity: 3, stockLeft: 2.5 }))).toBe('Only 2.5 m left — reduce the length')
    expect(stockFlag(makeCartLine({ quantity: 2, stockLeft: null }))).toBeNull()
  })
})
