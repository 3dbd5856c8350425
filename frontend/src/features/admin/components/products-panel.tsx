import { useState } from 'react'
import { toast } from 'react-hot-toast'
import { Link } from 'react-router'

import { categoryLabel, useCategories } from '@/lib/api/get-categories'
import type { Category, ProductImage } from '@/lib/api/types'
import { isFabric } from '@/lib/fabrics'
import { useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { paths } from '@/lib/paths'

import { useDeleteProduct } from '../api/delete-product'
import { useAdminProducts } from '../api/get-admin-products'
import { EXPORT_URL } from '../api/import-products'
import type { AdminProduct } from '../api/types'
import { deleteConfirmText, messages } from '../messages'
import { stockCell } from '../stock-amounts'
import { usePagedSearch } from '../use-paged-search'
import { StockBadge } from './badges'
import { ConfirmDialog } from './confirm-dialog'
import { PencilIcon, TrashIcon } from './icons'
import { ImportCsvDialog } from './import-csv-dialog'
import { td } from './list-controls'
import { PagedList } from './paged-list'
import { StockDialog } from './stock-dialog'

/** The smallest stored copy that is still sharp at 56 css px on a 2× screen. */
function thumbnailUrl(image: ProductImage | undefined, fallback: string | undefined): string | undefined {
  if (!image) return fallback
  const fitting = [...image.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= 112)
  return fitting?.url ?? image.url
}

// Signs around a text, kept out of the JSX for the literal-string lint.
const bracketed = (text: string) => `(${text})`
const afterSlash = (text: string) => ` / ${text}`

const actionButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition whitespace-nowrap'

const stockNotes: Record<'out' | 'low' | 'untracked' | 'ok', MessageKey> = {
  out: 'admin-products.noneLeft',
  low: 'admin-products.low',
  untracked: 'admin-products.notCounted',
  ok: 'admin-products.left',
}

const stockTones = {
  untracked: 'text-muted',
  ok: 'text-ink',
  low: 'font-semibold text-red-700 dark:text-red-300',
  out: 'font-semibold text-red-700 dark:text-red-300',
} as const

/** Total left ('—' when not counted), red when a variant is low or none is left; opens the Stock dialog. */
function StockCount({ product, onOpen }: { product: AdminProduct; onOpen: (product: AdminProduct) => void }) {
  const t = useT()
  const cell = stockCell(product)
  const note = t(stockNotes[cell.tone])
  return (
    <button
      type="button"
      onClick={() => onOpen(product)}
      aria-label={t('admin-products.stockOf', {
        title: product.title,
        amount: cell.text === '—' ? t('admin-products.notCounted') : t('admin-products.stockAmount', { amount: cell.text, note }),
      })}
      className={`inline-flex min-h-10 items-center rounded-full px-3 tabular-nums underline-offset-2 hover:bg-cloth hover:underline ${stockTones[cell.tone]}`}
      data-testid="stock-count"
    >
      {cell.text}
      {cell.tone === 'low' || cell.tone === 'out' ? <span className="ml-1 text-xs">{bracketed(note)}</span> : null}
    </button>
  )
}

function ProductActions({ product, onDelete }: { product: AdminProduct; onDelete: (product: AdminProduct) => void }) {
  const t = useT()
  return (
    <div className="flex justify-end gap-2">
      <Link
        to={paths.updateProduct.getHref(product.id)}
        aria-label={t('admin-products.editOf', { title: product.title })}
        className={`${actionButton} border-line text-ink hover:bg-cloth`}
      >
        <PencilIcon className="size-4" />
        {t('admin-products.edit')}
      </Link>
      <button
        type="button"
        onClick={() => onDelete(product)}
        aria-label={t('admin-products.deleteOf', { title: product.title })}
        className={`${actionButton} border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`}
      >
        <TrashIcon className="size-4" />
        {t('admin-products.delete')}
      </button>
    </div>
  )
}

function Thumbnail({ product, className }: { product: AdminProduct; className: string }) {
  const thumb = thumbnailUrl(product.images[0], product.imageUrl[0])
  return thumb ? (
    <img
      src={thumb}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded-lg border border-line object-cover`}
    />
  ) : (
    <div aria-hidden="true" className={`${className} shrink-0 rounded-lg bg-cloth`} />
  )
}

function ProductCategory({ product, categories }: { product: AdminProduct; categories: readonly Category[] | undefined }) {
  const sub = product.subCategories[0]
  return (
    <>
      {categoryLabel(product.category, categories)}
      {sub ? <span className="text-muted">{afterSlash(sub)}</span> : null}
    </>
  )
}

function ProductPrice({ product }: { product: AdminProduct }) {
  const t = useT()
  return (
    <>
      {formatInr(product.price)}
      {isFabric(product.category) ? <span className="text-muted"> {t('admin-products.perMetre')}</span> : null}
    </>
  )
}

/** The Products tab (spec §2): every product with edit and delete, paginated and searched on the server. */
export function ProductsPanel() {
  const t = useT()
  const list = usePagedSearch()
  const products = useAdminProducts(list.query)
  const categories = useCategories()
  const removal = useDeleteProduct()
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null)
  const [importing, setImporting] = useState(false)
  const [stockOf, setStockOf] = useState<string | null>(null)
  const openStock = (product: AdminProduct) => setStockOf(product.id)

  const data = products.data
  // The last row of the last page was deleted: show the page before.
  if (data && data.items.length === 0 && data.total > 0 && list.query.page > 1 && !products.isPlaceholderData) {
    list.setPage(Math.max(1, Math.ceil(data.total / list.query.pageSize)))
  }

  function confirmDelete() {
    const product = toDelete
    if (!product) return
    removal.mutate(product.id, {
      onSuccess: (result) => {
        toast.success(messages.deleted)
        if (result.imagesFailed > 0) toast.error(messages.imagesNotRemoved)
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setToDelete(null),
    })
  }

  return (
    <div>
      <div className="flex flex-wrap justify-end gap-2 pb-3">
        <a href={EXPORT_URL} download className={`${actionButton} border-line text-ink hover:bg-cloth`}>
          {t('admin-products.exportCsv')}
        </a>
        <button type="button" onClick={() => setImporting(true)} className={`${actionButton} border-line text-ink hover:bg-cloth`}>
          {t('admin-products.importCsv')}
        </button>
      </div>
      <ImportCsvDialog open={importing} onClose={() => setImporting(false)} />
      <StockDialog productId={stockOf} onClose={() => setStockOf(null)} />
      <PagedList
        noun="products"
        title={t('admin-dashboard.tabProducts')}
        searchPlaceholder={t('admin-products.searchPlaceholder')}
        list={list}
        result={products}
        tableClassName="min-w-[860px]"
        columns={[
          { label: t('admin-products.columnImage') },
          { label: t('admin-products.columnTitle') },
          { label: t('admin-products.columnCategory') },
          { label: t('admin-products.columnPrice'), end: true },
          { label: t('admin-products.columnStock'), end: true },
          { label: t('admin-products.columnFlags') },
          { label: t('admin-products.columnActions'), end: true },
        ]}
        card={(product) => (
          <li key={product.id} className="rounded-2xl border border-line bg-surface p-4">
            <div className="flex gap-3">
              <Thumbnail product={product} className="size-16" />
              <div className="min-w-0 flex-1">
                <Link
                  to={paths.productInfo.getHref(product.id)}
                  className="font-semibold text-ink hover:text-accent hover:underline"
                >
                  {product.title}
                </Link>
                <p className="mt-0.5 text-sm text-ink">
                  <ProductCategory product={product} categories={categories.data} />
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold tabular-nums">
                  <span>
                    <ProductPrice product={product} />
                  </span>
                  <StockBadge outOfStock={product.outOfStock} comingSoon={product.comingSoon} />
                </p>
                <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                  {t('admin-products.stockLabel')} <StockCount product={product} onOpen={openStock} />
                </p>
              </div>
            </div>
            <div className="mt-3 flex items-center justify-between gap-2 border-t border-line pt-3">
              <span className="text-xs text-muted">{product.date}</span>
              <ProductActions product={product} onDelete={setToDelete} />
            </div>
          </li>
        )}
        row={(product) => (
          <tr key={product.id} className="hover:bg-cloth/40">
            <td className={`${td} w-20`}>
              <Thumbnail product={product} className="size-14" />
            </td>
            <td className={`${td} max-w-72`}>
              <Link
                to={paths.productInfo.getHref(product.id)}
                className="line-clamp-2 font-semibold hover:text-accent hover:underline"
              >
                {product.title}
              </Link>
              <span className="mt-0.5 block text-xs text-muted">{product.date}</span>
            </td>
            <td className={`${td} whitespace-nowrap`}>
              <ProductCategory product={product} categories={categories.data} />
            </td>
            <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
              <ProductPrice product={product} />
            </td>
            <td className={`${td} text-right whitespace-nowrap`}>
              <StockCount product={product} onOpen={openStock} />
            </td>
            <td className={td}>
              <StockBadge outOfStock={product.outOfStock} comingSoon={product.comingSoon} />
            </td>
            <td className={`${td} text-right`}>
              <ProductActions product={product} onDelete={setToDelete} />
            </td>
          </tr>
        )}
      />

      <ConfirmDialog
        open={toDelete !== null}
        question={deleteConfirmText(toDelete?.title ?? '')}
        detail={t('admin-products.deleteDetail')}
        confirmLabel={t('admin-products.delete')}
        busy={removal.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          if (!removal.isPending) setToDelete(null)
        }}
      />
    </div>
  )
}
