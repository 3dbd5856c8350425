import { useEffect, useMemo, type ReactNode } from 'react'
import { toast } from 'react-hot-toast'
import { Link, useNavigate, useParams } from 'react-router'

import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { isNotFound, useAdminProduct } from './api/get-admin-product'
import type { AdminProduct } from './api/types'
import { ArrowLeftIcon } from './components/icons'
import { emptyProductForm, ProductForm, type ProductFormStart } from './components/product-form'
import { ProductStockSection } from './components/product-stock-section'
import { messages } from './messages'
import { paiseToRupeesText, utcToIstInput } from './product-form-rules'
import { ProductTaxSection } from './tax/product-tax'

function FormFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to={paths.dashboard.getHref()}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {t('admin-products.backToDashboard')}
      </Link>
      <p className="mt-2 text-sm font-semibold tracking-[0.2em] text-accent uppercase">{t('admin-dashboard.admin')}</p>
      <h1 className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  )
}

/** spec §2 /add-product */
export function AddProductPage() {
  const t = useT()
  useDocumentTitle(t('admin-products.addProduct'))
  return (
    <FormFrame title={t('admin-products.addProduct')} intro={t('admin-products.addIntro')}>
      <ProductForm start={emptyProductForm} />
    </FormFrame>
  )
}

function formStart(product: AdminProduct): ProductFormStart {
  return {
    values: {
      title: product.title,
      description: product.description,
      price: paiseToRupeesText(product.regularPrice), // `price` is today's, a sale's while one is on
      mrp: product.printedMrp == null ? '' : paiseToRupeesText(product.printedMrp),
      salePrice: product.salePrice == null ? '' : paiseToRupeesText(product.salePrice),
      saleStartsAt: utcToIstInput(product.saleStartsAt),
      saleEndsAt: utcToIstInput(product.saleWindowEndsAt),
      category: product.category,
      subCategory: product.subCategories[0] ?? '',
      tags: product.tags,
      outOfStock: product.outOfStock,
      comingSoon: product.comingSoon,
      sizeChart: product.options.category ?? '',
      availableSizes: product.options.availableSizes ?? [],
      availableTypes: product.options.availableTypes ?? [],
      titleKn: product.titleKn ?? '',
      titleHi: product.titleHi ?? '',
      descriptionKn: product.descriptionKn ?? '',
      descriptionHi: product.descriptionHi ?? '',
    },
    images: product.imageKeys.map((key, index) => ({ key, url: product.imageUrl[index] ?? product.images[index]?.url ?? '' })),
  }
}

/** spec §2 /update-product/{id}: 'Product not found' or 'Failed to fetch product' go back to /dashboard. */
export function UpdateProductPage() {
  const t = useT()
  useDocumentTitle(t('admin-products.updateProduct'))
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const product = useAdminProduct(id)
  const start = useMemo(() => (product.data ? formStart(product.data) : null), [product.data])

  const failure = product.isError ? (isNotFound(product.error) ? messages.notFound : messages.fetchFailed) : null
  useEffect(() => {
    if (!failure) return
    toast.error(failure, { id: 'product-load-failed' })
    void navigate(paths.dashboard.getHref(), { replace: true })
  }, [failure, navigate])

  return (
    <FormFrame title={t('admin-products.updateProduct')} intro={t('admin-products.updateIntro')}>
      {start ? (
        <>
          <ProductForm key={id} productId={id} start={start} />
          <ProductStockSection key={`stock-${id}`} productId={id} />
          <ProductTaxSection key={`tax-${id}`} productId={id} />
        </>
      ) : (
        <Spinner label={t('admin-products.loadingProduct')} />
      )}
    </FormFrame>
  )
}
