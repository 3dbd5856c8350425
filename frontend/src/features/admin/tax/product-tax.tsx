import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { Spinner } from '@/components/spinner'
import { ApiError } from '@/lib/api/client'
import { translate, useT } from '@/lib/i18n'
import { notify } from '@/lib/notify'

import { deleteProductTax, saveProductTax, taxKeys, useProductTax, type ProductTax, type TaxData } from './api'
import { TaxEditor } from './tax-editor'

function describe(data: TaxData): string {
  return data.missing ? translate('admin-tax.noTaxDataYet') : translate('admin-tax.hsnToday', { hsn: data.hsn, rate: data.rateToday })
}

/** The update page's Tax section (issue 17): a product uses its category's HSN code and GST rate
 *  unless it is given its own (khadi fabric sold by a certified institution is exempt, say). */
export function ProductTaxSection({ productId }: { productId: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const tax = useProductTax(productId)
  const [editing, setEditing] = useState(false)
  const [loads, setLoads] = useState(0)
  const [removing, setRemoving] = useState(false)

  const put = (data: ProductTax) => queryClient.setQueryData(taxKeys.product(productId), data)

  async function backToCategory(data: ProductTax) {
    if (removing) return
    setRemoving(true)
    try {
      await deleteProductTax(productId)
      put({ override: null, category: data.category })
      setEditing(false)
      notify('success', translate('admin-tax.categoryApplies'))
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notify('error', error instanceof ApiError ? error.message : translate('admin-tax.changeFailed'))
    } finally {
      setRemoving(false)
    }
  }

  let body
  if (!tax.data) {
    body = tax.isError ? <p role="alert">{t('admin-tax.loadFailed')}</p> : <Spinner label={t('admin-tax.loading')} />
  } else {
    const { override, category } = tax.data
    const data = tax.data
    body =
      !override && !editing ? (
        <div className="space-y-3">
          <p className="text-ink">{t('admin-tax.usesCategory', { category: category.label, description: describe(category) })}</p>
          <button type="button" onClick={() => setEditing(true)} className="btn btn-outline">
            {t('admin-tax.giveOwn')}
          </button>
          <p className="text-sm text-muted">{t('admin-tax.ownHelp')}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            {t(override ? 'admin-tax.overrides' : 'admin-tax.startsFrom', { category: category.label, description: describe(category) })}
          </p>
          <TaxEditor
            key={`${override?.version ?? 0}-${loads}`}
            label={t('admin-tax.productTax')}
            start={override ?? (category.missing ? null : category)}
            version={override?.version ?? 0}
            send={(form) => saveProductTax(productId, form)}
            savedMessage={t('admin-tax.productSaved')}
            onSaved={(saved) => {
              put(saved)
              setEditing(false)
            }}
            onReload={() => void tax.refetch().then(() => setLoads((n) => n + 1))}
            actions={
              override ? (
                <button type="button" disabled={removing} onClick={() => void backToCategory(data)} className="btn btn-outline">
                  {t('admin-tax.useCategory')}
                </button>
              ) : (
                <button type="button" onClick={() => setEditing(false)} className="btn btn-outline">
                  {t('admin-tax.cancel')}
                </button>
              )
            }
          />
        </div>
      )
  }

  return (
    <section aria-labelledby="product-tax-heading" className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-xs sm:p-7">
      <h2 id="product-tax-heading" className="text-xl font-semibold text-ink">
        {t('admin-tax.taxHeading')}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  )
}
