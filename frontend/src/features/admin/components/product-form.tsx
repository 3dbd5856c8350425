import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'
import { Link, useNavigate } from 'react-router'

import { controlClass, FormField } from '@/components/form-field'
import { ApiError } from '@/lib/api/client'
import { useCategories } from '@/lib/api/get-categories'
import { useSizeCharts } from '@/lib/api/get-size-charts'
import { isFabric } from '@/lib/fabrics'
import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { useSaveProduct } from '../api/save-product'
import type { ProductInput } from '../api/types'
import { messages } from '../messages'
import {
  checkProductForm,
  fieldOrder,
  istInputToIso,
  parseRupees,
  translationFields,
  type FormField as ProductField,
  type ProductFormValues,
} from '../product-form-rules'
import { useProductImages, type SavedImage } from '../use-product-images'
import { CategoryField } from './category-field'
import { ImagePicker } from './image-picker'
import { SaleFields } from './sale-fields'
import { SizeOptions } from './size-options'
import { TagsInput } from './tags-input'
import { TranslationFields } from './translation-fields'

export type ProductFormStart = {
  values: Omit<ProductFormValues, 'imageKeys'>
  images: SavedImage[]
}

/** An empty form; spec §3: the price defaults to 0. */
export const emptyProductForm: ProductFormStart = {
  values: {
    title: '',
    description: '',
    price: '0',
    category: '',
    subCategory: '',
    tags: [],
    outOfStock: false,
    comingSoon: false,
    sizeChart: '',
    availableSizes: [],
    availableTypes: [],
    titleKn: '',
    titleHi: '',
    descriptionKn: '',
    descriptionHi: '',
    mrp: '',
    salePrice: '',
    saleStartsAt: '',
    saleEndsAt: '',
  },
  images: [],
}

type Errors = Partial<Record<ProductField | 'sizeChart', string>>

/** The server's per-field messages (422 `fields`) under the form's names. */
function serverFieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {}
  const found: Errors = {}
  for (const [name, text] of Object.entries(error.fields)) {
    if (name.startsWith('options')) found.sizeChart ??= text
    else if ((fieldOrder as readonly string[]).includes(name)) found[name as ProductField] = text
  }
  return found
}

const RUPEE = '₹'

function rupeesOrNull(typed: string | undefined): string | null {
  if (!typed?.trim()) return null
  const parsed = parseRupees(typed)
  return parsed.ok ? parsed.rupees : typed
}


function focusField(field: string) {
  const box = document.querySelector(`[data-field="${field}"]`)
  box?.querySelector<HTMLElement>('input, select, textarea')?.focus()
}

function Section({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-line bg-surface p-5 shadow-xs sm:p-7">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  )
}

type ProductFormProps = {
  /** Set when editing: PUT instead of POST, and the update messages. */
  productId?: string
  start: ProductFormStart
}

/** The /add-product and /update-product/{id} form (spec §2, §5, §8). */
export function ProductForm({ productId, start }: ProductFormProps) {
  const t = useT()
  const editing = productId !== undefined
  const navigate = useNavigate()
  const categories = useCategories()
  const charts = useSizeCharts()
  const save = useSaveProduct(productId)
  const photos = useProductImages()
  const { reset } = photos
  const [values, setValues] = useState(start.values)
  const [errors, setErrors] = useState<Errors>({})

  // The form starts from what was loaded once: a later refetch of the product (after adding a category,
  // say) must not undo the admin's uploads and ordering.
  const [startImages] = useState(start.images)
  useEffect(() => {
    reset(startImages)
  }, [reset, startImages])

  // spec §8: 'Failed to load categories'
  const categoriesFailed = categories.isError
  useEffect(() => {
    if (categoriesFailed) toast.error(messages.categoriesFailed, { id: 'categories-failed' })
  }, [categoriesFailed])

  const chosenCategory = categories.data?.find((category) => category.name === values.category)
  const subcategoryRequired = (chosenCategory?.subcategories.length ?? 0) > 0

  function change<K extends keyof ProductFormStart['values']>(field: K, value: ProductFormStart['values'][K]) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current))
  }

  function chooseCategory(name: string) {
    // The size chart follows the category when the shop has one of the same name (Shirts, Pants…).
    const chart = charts.data?.find((candidate) => candidate.key === name)
    setValues((current) => {
      // A chart the admin picked by hand stays; one that came with the previous category goes.
      const chartKey = chart ? chart.key : current.sizeChart === current.category ? '' : current.sizeChart
      const keepOptions = chartKey === current.sizeChart
      return {
        ...current,
        category: name,
        subCategory: '',
        sizeChart: chartKey,
        availableSizes: keepOptions ? current.availableSizes : [],
        availableTypes: keepOptions ? current.availableTypes : [],
      }
    })
    setErrors((current) => ({ ...current, category: undefined, subCategory: undefined }))
  }

  function chooseChart(key: string) {
    const chart = charts.data?.find((candidate) => candidate.key === key)
    const primaries = chart?.sizes.map((size) => size.primary) ?? []
    setValues((current) => ({
      ...current,
      sizeChart: key,
      availableSizes: current.availableSizes.filter((size) => primaries.includes(size)),
      availableTypes: current.availableTypes.filter((type) => chart?.types.includes(type)),
    }))
    setErrors((current) => ({ ...current, sizeChart: undefined }))
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    if (photos.uploading) {
      toast.error(messages.waitForUploads, { id: 'product-form-check' })
      return
    }
    const check = checkProductForm({ ...values, imageKeys: photos.keys }, { subcategoryRequired })
    if (!check.ok) {
      setErrors(check.fields)
      toast.error(check.message, { id: 'product-form-check' }) // spec §5: 'All fields are required'
      focusField(check.firstField)
      return
    }
    const price = parseRupees(values.price)
    const input: ProductInput = {
      title: values.title.trim(),
      description: values.description.trim(),
      price: price.ok ? price.rupees : values.price,
      category: values.category,
      subCategory: subcategoryRequired ? values.subCategory : null,
      tags: values.tags,
      images: photos.keys.map((key) => ({ key })),
      outOfStock: values.outOfStock,
      comingSoon: values.comingSoon,
      options: {
        category: values.sizeChart || null,
        availableSizes: values.sizeChart ? values.availableSizes : [],
        availableTypes: values.sizeChart ? values.availableTypes : [],
      },
      // PUT replaces every field: an empty MRP or sale price removes it
      mrp: rupeesOrNull(values.mrp),
      salePrice: rupeesOrNull(values.salePrice),
      saleStartsAt: values.saleStartsAt ? istInputToIso(values.saleStartsAt) : null,
      saleEndsAt: values.saleEndsAt ? istInputToIso(values.saleEndsAt) : null,
    }
    // A translation goes when there is one, or to clear one the product had ('' clears; left out keeps).
    for (const field of translationFields) {
      const text = (values[field] ?? '').trim()
      if (text !== '' || (start.values[field] ?? '') !== '') input[field] = text
    }
    const toastId = toast.loading(editing ? messages.updating : messages.adding)
    save.mutate(input, {
      onSuccess: () => {
        photos.markSaved() // the uploads now belong to the product: leaving must not remove them
        toast.success(editing ? messages.updated : messages.added, { id: toastId })
        void navigate(paths.dashboard.getHref())
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error))
        if (editing) {
          toast.error(error.message || messages.updateFailed, { id: toastId })
        } else {
          toast.error(messages.addFailed, { id: toastId })
        }
      },
    })
  }

  const fabric = isFabric(values.category)

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6 dark:scheme-dark" aria-label={editing ? t('admin-products.formUpdate') : t('admin-products.formAdd')}>
      <Section title={t('admin-products.details')}>
        <div data-field="title">
          <FormField label={t('admin-products.title')} error={errors.title}>
            {(control) => (
              <input
                {...control}
                value={values.title}
                onChange={(event) => change('title', event.target.value)}
                autoComplete="off"
                maxLength={200}
                required
                className={controlClass}
              />
            )}
          </FormField>
        </div>
        <div data-field="description">
          <FormField label={t('admin-products.description')} error={errors.description}>
            {(control) => (
              <textarea
                {...control}
                value={values.description}
                onChange={(event) => change('description', event.target.value)}
                rows={5}
                maxLength={5000}
                required
                className={`${controlClass} py-3 leading-relaxed`}
              />
            )}
          </FormField>
        </div>
        <CategoryField
          categories={categories.data}
          loadFailed={categories.isError}
          onRetry={() => void categories.refetch()}
          category={values.category}
          subCategory={values.subCategory}
          onCategory={chooseCategory}
          onSubCategory={(name) => change('subCategory', name)}
          errors={{ category: errors.category, subCategory: errors.subCategory }}
        />
        <div data-field="price" className="sm:max-w-xs">
          <FormField
            label={fabric ? t('admin-products.pricePerMetre') : t('admin-products.price')}
            error={errors.price}
            hint={t('admin-products.priceHint')}
          >
            {(control) => (
              <div className="relative">
                <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted">
                  {RUPEE}
                </span>
                <input
                  {...control}
                  value={values.price}
                  onChange={(event) => change('price', event.target.value)}
                  onFocus={(event) => {
                    if (event.target.value === '0') event.target.select() // the default 0 is replaced by typing
                  }}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  className={`${controlClass} pl-9 tabular-nums`}
                />
              </div>
            )}
          </FormField>
        </div>
        <div data-field="tags">
          <TagsInput tags={values.tags} onChange={(tags) => change('tags', tags)} error={errors.tags} />
        </div>
      </Section>

      <Section title={t('admin-products.saleSection')} description={t('admin-products.saleSectionHint')}>
        <SaleFields values={values} errors={errors} onChange={change} />
      </Section>

      <Section title={t('admin-products.images')} description={t('admin-products.imagesHint')}>
        <ImagePicker
          images={photos.images}
          onFiles={(files) => {
            photos.addFiles(files, { category: values.category, subCategory: values.subCategory })
            setErrors((current) => ({ ...current, images: undefined }))
          }}
          onRemove={photos.remove}
          onMove={photos.move}
          error={errors.images}
        />
      </Section>

      <Section title={t('admin-products.availabilityAndSizes')}>
        <fieldset className="flex flex-wrap gap-3">
          <legend className="sr-only">{t('admin-products.availability')}</legend>
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-page px-4 text-sm font-semibold text-ink has-checked:border-primary has-checked:bg-cloth">
            <input
              type="checkbox"
              checked={values.outOfStock}
              onChange={(event) => change('outOfStock', event.target.checked)}
              className="size-5 accent-[var(--color-primary)]"
            />
            {t('admin-products.outOfStock')}
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-page px-4 text-sm font-semibold text-ink has-checked:border-primary has-checked:bg-cloth">
            <input
              type="checkbox"
              checked={values.comingSoon}
              onChange={(event) => change('comingSoon', event.target.checked)}
              className="size-5 accent-[var(--color-primary)]"
            />
            {t('admin-products.comingSoon')}
          </label>
        </fieldset>
        <SizeOptions
          charts={charts.data}
          chartKey={values.sizeChart}
          sizes={values.availableSizes}
          types={values.availableTypes}
          onChart={chooseChart}
          onSizes={(sizes) => change('availableSizes', sizes)}
          onTypes={(types) => change('availableTypes', types)}
          error={errors.sizeChart}
        />
      </Section>

      <Section title={t('admin-products.translations')} description={t('admin-products.translationsHint')}>
        <TranslationFields
          values={{
            titleKn: values.titleKn ?? '',
            titleHi: values.titleHi ?? '',
            descriptionKn: values.descriptionKn ?? '',
            descriptionHi: values.descriptionHi ?? '',
          }}
          errors={errors}
          onChange={change}
        />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.dashboard.getHref()} className="btn btn-outline">
          {t('admin-products.cancel')}
        </Link>
        <button type="submit" disabled={save.isPending} className="btn btn-primary disabled:opacity-60">
          {editing ? t('admin-products.updateProduct') : t('admin-products.addProduct')}
        </button>
      </div>
    </form>
  )
}
