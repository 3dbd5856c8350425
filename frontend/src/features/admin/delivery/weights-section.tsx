// The Delivery tab's weights: grams for anything not listed, per category (per metre for fabrics), and
// per product — every size, or size by size.
import { useId } from 'react'

import { controlClass, FieldMessage, InputField, labelClass } from '@/components/form-field'
import type { Product } from '@/lib/api/types'
import { useLanguage, localized, useT } from '@/lib/i18n'

import { TrashIcon } from '../components/icons'
import type { DeliveryDraft, ProductWeightDraft } from './draft'

type WeightsSectionProps = {
  draft: DeliveryDraft
  categories: { name: string; label: string }[]
  products: Product[]
  errors: Record<string, string>
  onChange: (change: Partial<DeliveryDraft>) => void
}

const GRAMS = { inputMode: 'numeric' as const, autoComplete: 'off' }
const FABRICS = 'fabrics'

export function WeightsSection({ draft, categories, products, errors, onChange }: WeightsSectionProps) {
  const t = useT()
  const language = useLanguage()
  const id = useId()
  const byId = new Map(products.map((product) => [product.id, product]))
  const titleOf = (productId: string) => {
    const product = byId.get(productId)
    return product ? localized(product, 'title', language) : productId
  }
  // every category the shop has, and any the weights still name
  const names = [...new Set([...categories.map((category) => category.name), ...Object.keys(draft.categories)])]
  const labelOf = (name: string) => categories.find((category) => category.name === name)?.label ?? name
  const setProduct = (at: number, product: ProductWeightDraft) =>
    onChange({ products: draft.products.map((old, n) => (n === at ? product : old)) })
  const addProduct = (productId: string) => {
    const product = byId.get(productId)
    const sizes = product?.options.availableSizes ?? []
    const rows = sizes.length > 0 ? sizes.map((size) => ({ size, grams: '' })) : [{ size: '', grams: '' }]
    onChange({ products: [...draft.products, { productId, sizes: rows }] })
  }
  const listed = new Set(draft.products.map((product) => product.productId))

  return (
    <div className="grid gap-6">
      <InputField
        label={t('admin-delivery.defaultGrams')}
        value={draft.defaultGrams}
        onChange={(event) => onChange({ defaultGrams: event.target.value })}
        error={errors['weights.default']}
        className="sm:max-w-xs"
        {...GRAMS}
      />

      <div role="group" aria-labelledby={`${id}-categories`}>
        <p className={labelClass} id={`${id}-categories`}>
          {t('admin-delivery.categoryGrams')}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {names.map((name) => (
            <div key={name}>
              <label className="text-xs text-muted">
                {labelOf(name)}
                {name === FABRICS ? ` (${t('admin-delivery.perMetre')})` : ''}
                <input
                  {...GRAMS}
                  value={draft.categories[name] ?? ''}
                  placeholder={draft.defaultGrams}
                  onChange={(event) => onChange({ categories: { ...draft.categories, [name]: event.target.value } })}
                  aria-invalid={errors[`weights.categories.${name}`] ? true : undefined}
                  className={`${controlClass} mt-1`}
                />
              </label>
              <FieldMessage id={`${id}-${name}`} error={errors[`weights.categories.${name}`]} />
            </div>
          ))}
        </div>
      </div>

      <div role="group" aria-labelledby={`${id}-products`}>
        <p className={labelClass} id={`${id}-products`}>
          {t('admin-delivery.productGrams')}
        </p>
        {draft.products.length === 0 ? <p className="text-sm text-muted">{t('admin-delivery.noProducts')}</p> : null}
        <ul className="grid gap-3">
          {draft.products.map((product, at) => (
            <li key={product.productId} data-testid="product-weight" className="rounded-xl border border-line bg-page p-3">
              <div className="flex items-center justify-between gap-3">
                <p className="font-medium text-ink">{titleOf(product.productId)}</p>
                <button
                  type="button"
                  onClick={() => onChange({ products: draft.products.filter((_, n) => n !== at) })}
                  aria-label={t('admin-delivery.removeProduct', { product: titleOf(product.productId) })}
                  className="btn btn-outline px-3 py-1.5"
                >
                  <TrashIcon className="size-4" />
                </button>
              </div>
              <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {product.sizes.map((row, n) => (
                  <label key={row.size} className="text-xs text-muted">
                    {row.size || t('admin-delivery.allSizes')}
                    <input
                      {...GRAMS}
                      value={row.grams}
                      onChange={(event) =>
                        setProduct(at, { ...product, sizes: product.sizes.map((old, k) => (k === n ? { ...old, grams: event.target.value } : old)) })
                      }
                      className={`${controlClass} mt-1`}
                    />
                  </label>
                ))}
              </div>
              <FieldMessage id={`${id}-p-${at}`} error={errors[`weights.products.${product.productId}`]} />
            </li>
          ))}
        </ul>
        <select
          aria-label={t('admin-delivery.addProduct')}
          value=""
          onChange={(event) => {
            if (event.target.value) addProduct(event.target.value)
          }}
          className={`${controlClass} mt-3 sm:max-w-md`}
        >
          <option value="">{t('admin-delivery.addProduct')}</option>
          {products
            .filter((product) => !listed.has(product.id))
            .map((product) => (
              <option key={product.id} value={product.id}>
                {titleOf(product.id)}
              </option>
            ))}
        </select>
      </div>
    </div>
  )
}
