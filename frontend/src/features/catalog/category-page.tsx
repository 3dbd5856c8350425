import { useId } from 'react'
import { Link, NavLink, useParams } from 'react-router'

import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs'
import { LoadError } from '@/components/load-error'
import { ProductGrid } from '@/components/product-grid'
import { Spinner } from '@/components/spinner'
import { useCategories } from '@/lib/api/get-categories'
import { useShownProducts } from '@/lib/api/get-products'
import type { Category, Product } from '@/lib/api/types'
import { useLanguage } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { subcategoryName } from '@/lib/subcategory-name'
import { categoryHeading, titleCase } from '@/lib/title-case'
import { useDocumentTitle } from '@/lib/use-document-title'

import { productsInCategory } from './filters'

/** The subcategories to offer as chips: the shop's list, else those the products carry. */
function subcategoriesOf(category: string, categories: readonly Category[] | undefined, products: readonly Product[]) {
  const wanted = category.toLowerCase()
  const known = categories?.find((c) => c.name.toLowerCase() === wanted)
  if (known) return known.subcategories
  const seen = new Map<string, string>()
  for (const product of products)
    if (product.category.toLowerCase() === wanted)
      for (const sub of product.subCategories) if (!seen.has(sub.toLowerCase())) seen.set(sub.toLowerCase(), sub)
  return [...seen.values()]
}

const chip = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition ${
    isActive ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-ink hover:border-ink/40'
  }`

/** spec §2 /category/{category}[/{subCategory}]: matched case-insensitively, heading title-cased. */
export function CategoryPage() {
  const { category = '', subCategory } = useParams()
  const heading = categoryHeading(category, subCategory)
  const headingId = useId()
  useDocumentTitle(heading)
  const { catalogue, shown, waiting } = useShownProducts()
  const categories = useCategories()
  const products = shown?.products ?? []
  const results = productsInCategory(products, category, subCategory)
  const subcategories = subcategoriesOf(category, categories.data, products)
  const language = useLanguage()
  const known = categories.data?.find((c) => c.name.toLowerCase() === category.toLowerCase())

  const crumbs: Crumb[] = [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'All Products', to: paths.allProducts.getHref() },
    ...(subCategory
      ? [{ label: titleCase(category), to: paths.category.getHref(category) }, { label: titleCase(subCategory) }]
      : [{ label: titleCase(category) }]),
  ]

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <div className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 id={headingId} className="text-3xl font-semibold text-ink sm:text-4xl">
          {heading}
        </h1>
        {shown ? (
          <p className="text-sm text-muted">
            {results.length} {results.length === 1 ? 'product' : 'products'}
          </p>
        ) : null}
      </div>

      {subcategories.length > 0 ? (
        <nav aria-label={`${titleCase(category)} types`} className="mb-8">
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink to={paths.category.getHref(category)} end className={chip}>
                All {titleCase(category)}
              </NavLink>
            </li>
            {subcategories.map((sub) => (
              <li key={sub}>
                <NavLink to={paths.subCategory.getHref(category, sub)} className={chip}>
                  {subcategoryName(known, sub, language, titleCase(sub))}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {waiting ? (
        <Spinner label="Loading products…" className="min-h-screen" />
      ) : catalogue.isError ? (
        <LoadError
          message="We could not load the products."
          onRetry={() => void catalogue.refetch()}
          retrying={catalogue.isRefetching}
        />
      ) : results.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
          <p className="text-lg text-muted">No products found in this category.</p>
          <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-6">
            Browse all products
          </Link>
        </div>
      ) : (
        <ProductGrid products={results} labelledBy={headingId} />
      )}
    </div>
  )
}
