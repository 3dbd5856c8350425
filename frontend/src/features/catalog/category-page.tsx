import { useId } from 'react'
import { Link, NavLink, useParams } from 'react-router'

import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs'
import { LoadError } from '@/components/load-error'
import { ProductGrid } from '@/components/product-grid'
import { Spinner } from '@/components/spinner'
import { localizedCategoryLabel, useCategories } from '@/lib/api/get-categories'
import { useShownProducts } from '@/lib/api/get-products'
import type { Category, Product } from '@/lib/api/types'
import { useLanguage, useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { findCategory } from './category-names'
import { productsInCategory } from './filters'
import { subcategoryLabel } from './subcategory-label'

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
  const t = useT()
  const language = useLanguage()
  const headingId = useId()
  const { catalogue, shown, waiting } = useShownProducts()
  const categories = useCategories()
  // spec §2: the names title-cased and joined with ' / ' (in Kannada/Hindi, the admin's names when given).
  const known = findCategory(category, categories.data)
  const name = localizedCategoryLabel(category, categories.data, language)
  const subName = subCategory ? subcategoryLabel(known, subCategory, language) : undefined
  const heading = subName ? `${name} / ${subName}` : name
  useDocumentTitle(heading)
  const products = shown?.products ?? []
  const results = productsInCategory(products, category, subCategory)
  const subcategories = subcategoriesOf(category, categories.data, products)

  const crumbs: Crumb[] = [
    { label: t('catalog.home'), to: paths.home.getHref() },
    { label: t('catalog.allProducts'), to: paths.allProducts.getHref() },
    ...(subName ? [{ label: name, to: paths.category.getHref(category) }, { label: subName }] : [{ label: name }]),
  ]

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <div className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 id={headingId} className="text-3xl font-semibold text-ink sm:text-4xl">
          {heading}
        </h1>
        {shown ? (
          <p className="text-sm text-muted">{t('catalog.productCount', { count: results.length })}</p>
        ) : null}
      </div>

      {subcategories.length > 0 ? (
        <nav aria-label={t('catalog.categoryTypes', { category: name })} className="mb-8">
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink to={paths.category.getHref(category)} end className={chip}>
                {t('catalog.allInCategory', { category: name })}
              </NavLink>
            </li>
            {subcategories.map((sub) => (
              <li key={sub}>
                <NavLink to={paths.subCategory.getHref(category, sub)} className={chip}>
                  {subcategoryLabel(known, sub, language)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
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
        <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
          <p className="text-lg text-muted">{t('catalog.noneInCategory')}</p>
          <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-6">
            {t('catalog.browseAll')}
          </Link>
        </div>
      ) : (
        <ProductGrid products={results} labelledBy={headingId} />
      )}
    </div>
  )
}
