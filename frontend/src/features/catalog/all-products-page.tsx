import { useId, useMemo, useState } from 'react'

import { FilterIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { ProductGrid } from '@/components/product-grid'
import { Spinner } from '@/components/spinner'
import { localizedCategoryLabel, useCategories } from '@/lib/api/get-categories'
import { useShownProducts } from '@/lib/api/get-products'
import { currentIntlLocale, useLanguage, useT } from '@/lib/i18n'
import { formatWholeRupees } from '@/lib/money'
import { useDocumentTitle } from '@/lib/use-document-title'

import { FilterPanel, type CategoryOption } from './components/filter-panel'
import { SearchBox } from './components/search-box'
import {
  categoryCounts,
  filterProducts,
  hasActiveFilters,
  hiddenByPrice,
  PRICE_SLIDER,
  sliderPrice,
  type ProductFilters,
} from './filters'
import { useProductFilters } from './use-product-filters'

function activeCount(filters: ProductFilters): number {
  const price = filters.maxPrice === null ? 0 : 1
  return filters.categories.length + filters.fabrics.length + price
}

/** Category checkboxes in the order of their labels, as the shopper's language sorts them. */
const collators = new Map<string, Intl.Collator>()
function sortByLabel(options: CategoryOption[]): CategoryOption[] {
  const locale = currentIntlLocale()
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale)
    collators.set(locale, collator)
  }
  return options.sort((a, b) => collator.compare(a.label, b.label))
}

/** spec §2 /allproducts: filter sidebar and product grid; the filters live in the URL. */
export function AllProductsPage() {
  const t = useT()
  const language = useLanguage()
  useDocumentTitle(t('catalog.allProducts'))
  const { catalogue, shown, waiting } = useShownProducts()
  const categories = useCategories()
  const { filters, update, clear } = useProductFilters()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()
  const headingId = useId()

  const products = useMemo(() => shown?.products ?? [], [shown])
  const results = useMemo(() => filterProducts(products, filters), [products, filters])
  const hidden = useMemo(() => hiddenByPrice(products, filters, results.length), [products, filters, results])
  // The category boxes wait for the shop's categories (or their failure): named before, a Kannada
  // shopper would read the English slugs title-cased.
  const named = categories.data !== undefined || categories.isError
  const options = useMemo<CategoryOption[]>(
    () =>
      named
        ? sortByLabel(
            [...categoryCounts(products, filters.categories)].map(([name, count]) => ({
              name,
              label: localizedCategoryLabel(name, categories.data, language),
              count,
            })),
          )
        : [],
    [named, products, filters.categories, categories.data, language],
  )
  const active = hasActiveFilters(filters)
  const filterCount = activeCount(filters)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{t('catalog.ourCollection')}</p>
        <h1 className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">{t('catalog.allProducts')}</h1>
      </header>

      <SearchBox value={filters.search} onChange={(search) => update({ search }, { debounce: search !== '' })} />

      <div className="mt-6 lg:grid lg:grid-cols-[16.5rem_1fr] lg:items-start lg:gap-10">
        <div className="mb-6 lg:sticky lg:top-20 lg:mb-0">
          <button
            type="button"
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            className="btn btn-outline mb-3 w-full lg:hidden"
          >
            <FilterIcon className="size-5" />
            {filterCount > 0
              ? t(filtersOpen ? 'catalog.hideFiltersCount' : 'catalog.showFiltersCount', { count: filterCount })
              : t(filtersOpen ? 'catalog.hideFilters' : 'catalog.showFilters')}
          </button>
          <FilterPanel
            id={panelId}
            filters={filters}
            categories={options}
            onChange={update}
            className={filtersOpen ? '' : 'hidden lg:block'}
          />
        </div>

        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="sr-only">
            {t('catalog.productsHeading')}
          </h2>
          <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-muted">
              {shown ? t('catalog.productCount', { count: results.length }) : ''}
            </p>
            {active ? (
              <button
                type="button"
                onClick={clear}
                className="rounded-full px-3 py-2 text-sm font-semibold text-accent underline-offset-4 hover:bg-cloth hover:underline"
              >
                {t('catalog.clearFilters')}
              </button>
            ) : null}
          </div>
          {shown && hidden > 0 ? (
            <p
              data-testid="hidden-by-price"
              className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-cloth px-4 py-3 text-sm text-ink"
            >
              <span>
                {t('catalog.hiddenByPrice', { count: hidden, price: formatWholeRupees(sliderPrice(filters)) })}
              </span>
              <button
                type="button"
                onClick={() => update({ maxPrice: PRICE_SLIDER.max })}
                className="min-h-10 rounded-full px-2 font-semibold text-accent underline underline-offset-4 hover:bg-surface"
              >
                {t('catalog.showAllPrices')}
              </button>
            </p>
          ) : null}
          {waiting ? (
            <Spinner label={t('catalog.loadingProducts')} className="min-h-screen" />
          ) : catalogue.isError ? (
            <LoadError
              message={t('catalog.loadError')}
              onRetry={() => void catalogue.refetch()}
              retrying={catalogue.isRefetching}
            />
          ) : results.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center text-lg text-muted">
              {t('catalog.noMatch')}
            </p>
          ) : (
            // One eager picture: the first card's, the page's largest paint (the server preloads it).
            // The rest load lazily as they come into view, after it.
            <ProductGrid products={results} labelledBy={headingId} layout="sidebar" eagerCount={1} />
          )}
        </section>
      </div>
    </div>
  )
}
