import { useState } from 'react'
import { Link } from 'react-router'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { LANGUAGE_NAMES, useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { useAdminCategories } from '../api/categories'
import type { AdminCategory } from '../api/types'
import type { TaxData } from '../tax/api'
import { CategoryTaxDialog, CategoryTaxLine, useCategoryTaxMap } from '../tax/category-tax'
import { DeleteCategoryDialog, EditCategoryDialog } from './category-dialogs'
import { PencilIcon, TrashIcon } from './icons'

// not words: the slug's leading slash and the separator between a subcategory's names and its count
const SLASH = '/'
const SEPARATOR = ' · '
const COLON = ': '
const TRANSLATED = ['kn', 'hi'] as const

const actionButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition whitespace-nowrap'

type Action = { kind: 'edit' | 'delete' | 'tax'; category: AdminCategory }

type CardProps = { category: AdminCategory; tax: TaxData | undefined; onAction: (action: Action) => void }

function CategoryCard({ category, tax, onAction }: CardProps) {
  const t = useT()
  const translations = [
    { lang: 'kn' as const, text: category.labelKn ?? '' },
    { lang: 'hi' as const, text: category.labelHi ?? '' },
  ].filter((name) => name.text)
  const headingId = `category-${category.name}`
  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-line bg-surface p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-sans text-base font-semibold break-words text-ink">
            <Link to={paths.category.getHref(category.name)} className="hover:underline">
              {category.label}
            </Link>
          </h3>
          <p className="font-mono text-xs break-all text-muted">
            {SLASH}
            {category.name}
          </p>
          {translations.map((name) => (
            <p key={name.lang} className="text-xs break-words text-muted">
              <span className="sr-only">{t('admin-content.nameIn', { name: t('admin-content.name'), language: LANGUAGE_NAMES[name.lang] })}
                {COLON}
              </span>
              <span lang={name.lang}>{name.text}</span>
            </p>
          ))}
        </div>
        <span className="shrink-0 rounded-full bg-cloth px-2.5 py-1 text-xs font-semibold text-ink tabular-nums">
          {t('admin-content.productCount', { count: category.products })}
        </span>
      </div>
      {category.subcategories.length > 0 ? (
        <ul aria-label={t('admin-content.subcategoriesOf', { label: category.label })} className="mt-3 flex flex-wrap gap-1.5">
          {category.subcategories.map((sub) => (
            <li key={sub} className="rounded-full border border-line px-2.5 py-0.5 text-xs text-ink">
              {sub}
              {TRANSLATED.map((lang) => category.subcategoryLabels?.[sub]?.[lang])
                .filter((name): name is string => Boolean(name))
                .map((name) => SEPARATOR + name)
                .join('')}
              <span className="text-muted tabular-nums">
                {SEPARATOR}
                {category.subcategoryProducts[sub] ?? 0}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-xs text-muted">{t('admin-content.noSubcategories')}</p>
      )}
      {category.soldByMetre ? <p className="mt-3 text-xs text-muted">{t('admin-content.soldByMetre')}</p> : null}
      <CategoryTaxLine data={tax} />
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
        <button
          type="button"
          onClick={() => onAction({ kind: 'tax', category })}
          aria-label={t('admin-content.taxFor', { label: category.label })}
          className={`${actionButton} border-line text-ink hover:bg-cloth`}
        >
          {t('admin-content.tax')}
        </button>
        <button
          type="button"
          onClick={() => onAction({ kind: 'edit', category })}
          aria-label={t('admin-content.editCategory', { label: category.label })}
          className={`${actionButton} border-line text-ink hover:bg-cloth`}
        >
          <PencilIcon className="size-4" />
          {t('admin-content.edit')}
        </button>
        {category.soldByMetre ? null : (
          <button
            type="button"
            onClick={() => onAction({ kind: 'delete', category })}
            aria-label={t('admin-content.deleteCategory', { label: category.label })}
            className={`${actionButton} border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`}
          >
            <TrashIcon className="size-4" />
            {t('admin-content.delete')}
          </button>
        )}
      </div>
    </li>
  )
}

/** The Categories tab (issue 13): every category with its product count; rename, edit subcategories, delete. */
export function CategoriesPanel() {
  const t = useT()
  const categories = useAdminCategories()
  const [action, setAction] = useState<Action | null>(null)
  const taxes = useCategoryTaxMap()
  const list = categories.data

  return (
    <section aria-labelledby="categories-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="categories-heading" className="font-sans text-xl font-semibold text-ink">
          {t('admin-content.categories')}
        </h2>
        {list ? <p className="text-sm text-muted">{t('admin-content.categoryCount', { count: list.length })}</p> : null}
      </div>
      <div className="mt-4">
        {categories.isPending ? (
          <Spinner label={t('admin-content.categoriesLoading')} />
        ) : !list ? (
          <LoadError message={t('admin-content.categoriesLoadFailed')} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
        ) : (
          <ul aria-label={t('admin-content.categories')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((category) => (
              <CategoryCard key={category.name} category={category} tax={taxes[category.name]} onAction={setAction} />
            ))}
          </ul>
        )}
      </div>
      {action?.kind === 'edit' ? <EditCategoryDialog category={action.category} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'tax' ? (
        <CategoryTaxDialog name={action.category.name} label={action.category.label} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'delete' && list ? (
        <DeleteCategoryDialog category={action.category} categories={list} onClose={() => setAction(null)} />
      ) : null}
    </section>
  )
}
