import { makeProduct } from '@/testing/fixtures'

import {
  categoryCounts,
  DEFAULT_FILTERS,
  FABRIC_FILTERS,
  filterProducts,
  hasActiveFilters,
  hiddenByPrice,
  PRICE_SLIDER,
  productsInCategory,
  type ProductFilters,
} from './filters'

const shirt = makeProduct({ id: 'shirt', description: 'Dyed deep blue.', title: 'Indigo Khadi Shirt', category: 'shirts', price: 135000, subCategories: [], tags: ['shirt', 'indigo'] })
const kurta = makeProduct({ id: 'kurta', description: 'Woven by hand.', title: 'Khadi Silk Kurta', category: 'kurta', price: 320000, subCategories: ['silk'], tags: ['kurta', 'festive'] })
const silk = makeProduct({ id: 'silk', description: 'Woven by hand.', title: 'Ilkal Silk Fabric', category: 'fabrics', price: 88000, subCategories: ['silk'], tags: ['fabric'] })
const linen = makeProduct({ id: 'linen', description: 'Woven by hand.', title: 'Khadi Linen Fabric', category: 'Fabrics', price: 62000, subCategories: ['lenin'], tags: ['fabric', 'linen'] })
const poly = makeProduct({ id: 'poly', description: 'Woven by hand.', title: 'Poly Khadi Fabric', category: 'fabrics', price: 12000, subCategories: ['Polyester'], tags: ['fabric'] })
const honey = makeProduct({
  id: 'honey',
  title: 'Wild Forest Honey',
  description: 'Raw honey from the Western Ghats, gathered by tribal co-operatives.',
  category: 'honey',
  price: 39000,
  subCategories: [],
  tags: ['honey', 'organic'],
})
const all = [shirt, kurta, silk, linen, poly, honey]

const ids = (filters: Partial<ProductFilters>) => filterProducts(all, { ...DEFAULT_FILTERS, ...filters }).map((p) => p.id)

describe('filter constants (spec §2, §9)', () => {
  it('has the price slider 0–5000 with default 2000 and the four fabric boxes', () => {
    expect(PRICE_SLIDER).toMatchObject({ min: 0, max: 5000, initial: 2000 })
    expect(DEFAULT_FILTERS).toEqual({ categories: [], maxPrice: null, fabrics: [], search: '' })
    expect(FABRIC_FILTERS).toEqual(['silk', 'lenin', 'khadi', 'cotton'])
  })
})

describe('filterProducts', () => {
  it('shows products up to ₹2,000 by default', () => {
    expect(ids({})).toEqual(['shirt', 'silk', 'linen', 'poly', 'honey'])
  })

  it('filters by price, inclusive of the limit', () => {
    expect(ids({ maxPrice: 5000 })).toEqual(['shirt', 'kurta', 'silk', 'linen', 'poly', 'honey'])
    expect(ids({ maxPrice: 390 })).toEqual(['poly', 'honey'])
    expect(ids({ maxPrice: 0 })).toEqual([])
  })

  it("reads the slider's last step as '₹5,000 and above' (issue 28)", () => {
    const shawl = makeProduct({ id: 'shawl', title: 'Pashmina Shawl', category: 'shawls', price: 650000 })
    const filters = (change: Partial<ProductFilters>) => ({ ...DEFAULT_FILTERS, ...change })
    expect(filterProducts([shawl, kurta], filters({ maxPrice: 5000 })).map((p) => p.id)).toEqual(['shawl', 'kurta'])
    expect(filterProducts([shawl, kurta], filters({ maxPrice: 4950 })).map((p) => p.id)).toEqual(['kurta'])
  })

  it('searches the whole catalogue unless the shopper moved the slider (issue 28)', () => {
    expect(ids({ search: 'kurta' })).toEqual(['kurta'])
    expect(ids({ search: 'kurta', maxPrice: 2000 })).toEqual([])
    expect(ids({ search: 'khadi' })).toEqual(['shirt', 'kurta', 'linen', 'poly'])
  })

  it('counts what the price limit hides from the other filters', () => {
    const count = (change: Partial<ProductFilters>) => {
      const filters = { ...DEFAULT_FILTERS, ...change }
      return hiddenByPrice(all, filters, filterProducts(all, filters).length)
    }
    expect(count({})).toBe(1)
    expect(count({ categories: ['shirts'] })).toBe(0)
    expect(count({ maxPrice: 500 })).toBe(4)
    expect(count({ maxPrice: 5000 })).toBe(0)
    expect(count({ search: 'kurta' })).toBe(0)
  })

  it('filters by category, any of the ticked ones, in any case', () => {
    expect(ids({ categories: ['fabrics'] })).toEqual(['silk', 'linen', 'poly'])
    expect(ids({ categories: ['honey', 'SHIRTS'] })).toEqual(['shirt', 'honey'])
  })

  it('filters by fabric against subCategories, any of the ticked ones', () => {
    expect(ids({ fabrics: ['silk'], maxPrice: 5000 })).toEqual(['kurta', 'silk'])
    expect(ids({ fabrics: ['lenin', 'khadi'] })).toEqual(['linen'])
    expect(ids({ fabrics: ['cotton'] })).toEqual([])
  })

  it('searches title, description and tags, every word, any case', () => {
    expect(ids({ search: 'INDIGO' })).toEqual(['shirt'])
    expect(ids({ search: 'western ghats' })).toEqual(['honey'])
    expect(ids({ search: 'organic' })).toEqual(['honey'])
    expect(ids({ search: 'khadi fabric' })).toEqual(['linen', 'poly'])
    expect(ids({ search: '   ' })).toEqual(ids({}))
  })

  it('combines every filter with AND', () => {
    expect(ids({ categories: ['fabrics', 'kurta'], fabrics: ['silk'], maxPrice: 5000 })).toEqual(['kurta', 'silk'])
    expect(ids({ categories: ['fabrics', 'kurta'], fabrics: ['silk'], maxPrice: 2000 })).toEqual(['silk'])
    expect(ids({ categories: ['fabrics'], fabrics: ['silk', 'lenin'], maxPrice: 700 })).toEqual(['linen'])
    expect(ids({ categories: ['fabrics'], search: 'ilkal', fabrics: ['lenin'] })).toEqual([])
  })
})

describe('helpers', () => {
  it('search ignores extra spaces', () => {
    expect(ids({ search: '  khadi   shirt ' })).toEqual(['shirt'])
  })

  it('builds category options from the products, keeping a selected unknown one', () => {
    expect([...categoryCounts(all, []).keys()]).toEqual(['shirts', 'kurta', 'fabrics', 'honey'])
    expect([...categoryCounts(all, ['Towel']).keys()]).toEqual(['shirts', 'kurta', 'fabrics', 'honey', 'towel'])
  })

  it('knows when filters differ from the defaults', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, maxPrice: 2050 })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, maxPrice: 2000 })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'x' })).toBe(true)
  })
})

describe('productsInCategory (spec §2 category pages)', () => {
  it('matches the category case-insensitively', () => {
    expect(productsInCategory(all, 'FABRICS').map((p) => p.id)).toEqual(['silk', 'linen', 'poly'])
  })

  it('matches the subcategory case-insensitively too', () => {
    expect(productsInCategory(all, 'fabrics', 'SILK').map((p) => p.id)).toEqual(['silk'])
    expect(productsInCategory(all, 'fabrics', 'polyester').map((p) => p.id)).toEqual(['poly'])
    expect(productsInCategory(all, 'fabrics', 'wool')).toEqual([])
    expect(productsInCategory(all, 'kurta', 'silk').map((p) => p.id)).toEqual(['kurta'])
  })
})
