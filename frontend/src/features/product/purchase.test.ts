import type { SizeChart } from '@/lib/api/types'
import { makeProduct } from '@/testing/fixtures'

import {
  CHOOSE_SIZE,
  CHOOSE_TYPE,
  clampQuantity,
  initialChoice,
  purchaseState,
  sizeChoices,
  totalPaise,
  typeChoices,
} from './purchase'

const garment = (key: string): SizeChart => ({
  key,
  label: key,
  types: ['Full Sleeve', 'Half Sleeve'],
  sizes: [
    ['XS', '36'],
    ['S', '38'],
    ['M', '40'],
    ['L', '42'],
    ['XL', '44'],
    ['2XL', '46'],
  ].map(([primary, secondary]) => ({ primary: primary ?? '', secondary: secondary ?? null, value: null, unit: 'piece' })),
})
const charts: SizeChart[] = [
  garment('shirts'),
  { key: 'honey', label: 'Honey', types: [], sizes: [{ primary: '100 gm', secondary: null, value: 100, unit: 'gram' }] },
]

const shirt = makeProduct({
  category: 'shirts',
  options: { category: 'shirts', availableSizes: ['L', 'S', 'M'], availableTypes: ['Full Sleeve', 'Half Sleeve'] },
})

describe('size and type choices (spec §5: only what the product lists)', () => {
  it('offers only the available sizes, in chart order, labelled with the secondary label', () => {
    expect(sizeChoices(shirt, charts)).toEqual([
      { value: 'S', label: 'S (38)' },
      { value: 'M', label: 'M (40)' },
      { value: 'L', label: 'L (42)' },
    ])
  })

  it('shows the primary label alone when there is no secondary label or no chart yet', () => {
    const honey = makeProduct({ category: 'honey', options: { category: 'honey', availableSizes: ['100 gm'], availableTypes: [] } })
    expect(sizeChoices(honey, charts)).toEqual([{ value: '100 gm', label: '100 gm' }])
    expect(sizeChoices(shirt, undefined).map((c) => c.label)).toEqual(['L', 'S', 'M'])
  })

  it('keeps a listed size the chart does not know', () => {
    const odd = makeProduct({ options: { category: 'shirts', availableSizes: ['M', '3XL'], availableTypes: [] } })
    expect(sizeChoices(odd, charts).map((c) => c.value)).toEqual(['M', '3XL'])
  })

  it('offers only the available types', () => {
    const half = makeProduct({ options: { category: 'shirts', availableSizes: [], availableTypes: ['Half Sleeve'] } })
    expect(typeChoices(half)).toEqual([{ value: 'Half Sleeve', label: 'Half Sleeve' }])
  })
})

describe('initial choice (link ?size=&type= or the previous screen)', () => {
  const sizes = sizeChoices(shirt, charts)

  it('takes the asked-for choice when offered, in any case', () => {
    expect(initialChoice(sizes, 'M')).toBe('M')
    expect(initialChoice(sizes, 'm')).toBe('M')
  })

  it('ignores a choice the product does not offer', () => {
    expect(initialChoice(sizes, 'XS')).toBe('')
    expect(initialChoice(sizes, null)).toBe('')
  })

  it('picks the only choice', () => {
    expect(initialChoice([{ value: 'Full Sleeve', label: 'Full Sleeve' }], undefined)).toBe('Full Sleeve')
  })
})

describe('purchase state (spec §4, §5)', () => {
  const sizes = sizeChoices(shirt, charts)
  const types = typeChoices(shirt)

  it('allows Add to Cart once the required size and type are picked', () => {
    expect(purchaseState(shirt, { size: 'M', type: 'Half Sleeve', sizes, types })).toEqual({
      notice: null,
      unavailable: false,
      canAddToCart: true,
      hint: null,
      stockNote: null,
      maxQuantity: null,
    })
  })

  it('disables it while a required size or type is not picked, saying which', () => {
    expect(purchaseState(shirt, { size: '', type: 'Half Sleeve', sizes, types })).toMatchObject({
      canAddToCart: false,
      hint: CHOOSE_SIZE,
    })
    expect(purchaseState(shirt, { size: 'M', type: '', sizes, types })).toMatchObject({
      canAddToCart: false,
      hint: CHOOSE_TYPE,
    })
    expect(purchaseState(shirt, { size: 'XS', type: 'Half Sleeve', sizes, types }).canAddToCart).toBe(false)
  })

  it('needs no size or type when the product lists none', () => {
    const plain = makeProduct({ options: { category: null, availableSizes: [], availableTypes: [] } })
    expect(purchaseState(plain, { size: '', type: '', sizes: [], types: [] }).canAddToCart).toBe(true)
  })

  it("shows 'Out of Stock' over 'Coming Soon' and disables everything either way", () => {
    const both = makeProduct({ ...shirt, outOfStock: true, comingSoon: true })
    expect(purchaseState(both, { size: 'M', type: 'Half Sleeve', sizes, types })).toEqual({
      notice: 'Out of Stock',
      unavailable: true,
      canAddToCart: false,
      hint: null,
      stockNote: null,
      maxQuantity: null,
    })
    const soon = makeProduct({ ...shirt, comingSoon: true })
    expect(purchaseState(soon, { size: 'M', type: 'Half Sleeve', sizes, types })).toMatchObject({
      notice: 'Coming Soon',
      unavailable: true,
      canAddToCart: false,
    })
  })
})

describe('quantities and totals', () => {
  it('keeps whole units at least 1', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-3)).toBe(1)
    expect(clampQuantity(2.7)).toBe(2)
    expect(clampQuantity(Number.NaN)).toBe(1)
  })

  it('prices Fabrics per metre, rounding half up to a paisa', () => {
    const fabric = makeProduct({ category: 'fabrics', price: 33333 })
    expect(totalPaise(fabric, 1)).toBe(33333)
    expect(totalPaise(fabric, 2.75)).toBe(91666) // 91665.75
    expect(totalPaise(fabric, 2.5)).toBe(83333) // 83332.5 rounds up
    expect(totalPaise(fabric, 40)).toBe(999990) // capped at 30 m
  })

  it('multiplies other products by whole units', () => {
    expect(totalPaise(makeProduct({ price: 149900 }), 3)).toBe(449700)
  })
})
