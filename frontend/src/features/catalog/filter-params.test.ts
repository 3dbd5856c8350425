import { filtersFromSearchParams, filtersHref, filtersToSearchParams } from './filter-params'
import { DEFAULT_FILTERS, type ProductFilters } from './filters'

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query))

describe('filters in the URL query', () => {
  it('leaves the defaults out, so the plain listing is /allproducts', () => {
    expect(filtersHref(DEFAULT_FILTERS)).toBe('/allproducts')
    expect(read('')).toEqual(DEFAULT_FILTERS)
  })

  it('keeps a slider the shopper moved back to the default: moved, it limits a search', () => {
    expect(filtersHref({ ...DEFAULT_FILTERS, maxPrice: 2000, search: 'kurta' })).toBe('/allproducts?max=2000&q=kurta')
  })

  it('writes every filter', () => {
    const filters: ProductFilters = {
      categories: ['shirts', 'nehru-jacket'],
      maxPrice: 3500,
      fabrics: ['silk', 'khadi'],
      search: 'indigo kurta',
    }
    expect(filtersHref(filters)).toBe(
      '/allproducts?category=shirts&category=nehru-jacket&max=3500&fabric=silk&fabric=khadi&q=indigo+kurta',
    )
  })

  it('round-trips: reading what was written gives the same filters', () => {
    const cases: ProductFilters[] = [
      DEFAULT_FILTERS,
      { categories: ['honey'], maxPrice: 0, fabrics: [], search: '' },
      { categories: [], maxPrice: 5000, fabrics: ['lenin', 'cotton'], search: 'a&b=c ?#' },
      { categories: ['fabrics', 'kurta'], maxPrice: 2000, fabrics: ['silk'], search: 'ರೇಷ್ಮೆ silk' },
      { categories: [], maxPrice: null, fabrics: [], search: 'silk kurta' },
    ]
    for (const filters of cases) {
      expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters)
    }
  })

  it('normalises case and drops duplicates', () => {
    expect(read('category=Shirts&category=shirts&fabric=SILK&fabric=silk')).toMatchObject({
      categories: ['shirts'],
      fabrics: ['silk'],
    })
  })

  it('ignores values it does not understand', () => {
    expect(read('fabric=wool&fabric=&category=')).toMatchObject({ fabrics: [], categories: [] })
    expect(read('max=abc').maxPrice).toBe(null)
    expect(read('max=-5').maxPrice).toBe(null)
    expect(read('max=1e3').maxPrice).toBe(null)
    expect(read('max=99999').maxPrice).toBe(5000)
    expect(read('max=0').maxPrice).toBe(0)
  })
})
