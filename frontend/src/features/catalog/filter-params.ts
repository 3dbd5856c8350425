// The filters live in the URL query (shareable, kept on reload): ?category=shirts&category=kurta
// &max=3000&fabric=silk&q=indigo. Defaults are left out, so the plain listing is just /allproducts.
import { allProductsParams, paths } from '@/lib/paths'

import { isFabricFilter, PRICE_SLIDER, type FabricFilter, type ProductFilters } from './filters'

const unique = <T,>(values: T[]) => [...new Set(values)]

function readPrice(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Number(raw)))
}

/** Reads filters from a query; unknown or malformed values fall back to the defaults. */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const categories = unique(
    params
      .getAll(allProductsParams.category)
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  )
  const fabrics = unique(
    params
      .getAll(allProductsParams.fabric)
      .map((value) => value.trim().toLowerCase())
      .filter(isFabricFilter),
  )
  return {
    categories,
    maxPrice: readPrice(params.get(allProductsParams.maxPrice)),
    fabrics,
    search: params.get(allProductsParams.search) ?? '',
  }
}

/** The /allproducts href for these filters. */
export function filtersHref(filters: ProductFilters): string {
  const fabrics: FabricFilter[] = [...filters.fabrics]
  return paths.allProducts.getHref({
    categories: filters.categories,
    fabrics,
    // A moved slider stays in the link even at the default: moved, it limits a search too.
    ...(filters.maxPrice === null ? {} : { maxPrice: filters.maxPrice }),
    ...(filters.search.trim() === '' ? {} : { search: filters.search }),
  })
}

export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const href = filtersHref(filters)
  return new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?') + 1) : '')
}
