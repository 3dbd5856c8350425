import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { Spinner } from '@/components/spinner'
import { ApiError } from '@/lib/api/client'
import { notify } from '@/lib/notify'

import { deleteProductTax, saveProductTax, taxKeys, useProductTax, type ProductTax, type TaxData } from './api'
import { TaxEditor } from './tax-editor'

export const PRODUCT_TAX_SAVED = "This product's tax data saved"
export const CATEGORY_APPLIES = "The category's tax data applies again"

function describe(data: TaxData): string {
  return data.missing ? 'no tax data yet: invoiced at 18% without an HSN code' : `HSN ${data.hsn} · ${data.rateToday}`
}

/** The update page's Tax section (issue 17): a product uses its category's HSN code and GST rate
 *  unless it is given its own (khadi fabric sold by a certified institution is exempt, say). */
export function ProductTaxSection({ productId }: { productId: string }) {
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
      notify('success', CATEGORY_APPLIES)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notify('error', error instanceof ApiError ? error.message : 'Could not change it. Please try again.')
    } finally {
      setRemoving(false)
    }
  }

  let body
  if (!tax.data) {
    body = tax.isError ? <p role="alert">The tax data could not be loaded.</p> : <Spinner label="Loading the tax data…" />
  } else {
    const { override, category } = tax.data
    const data = tax.data
    body =
      !override && !editing ? (
        <div className="space-y-3">
          <p className="text-ink">
            Uses its category’s ({category.label}): {describe(category)}.
          </p>
          <button type="button" onClick={() => setEditing(true)} className="btn btn-outline">
            Give it its own HSN code and rate
          </button>
          <p className="text-sm text-muted">Only for a product taxed differently from its category, e.g. khadi fabric sold by a certified institution (exempt).</p>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            {override ? 'Its own tax data overrides its category’s' : 'Starts from its category’s; saving makes it this product’s own'} ({category.label}: {describe(category)}).
          </p>
          <TaxEditor
            key={`${override?.version ?? 0}-${loads}`}
            label="Product tax"
            start={override ?? (category.missing ? null : category)}
            version={override?.version ?? 0}
            send={(form) => saveProductTax(productId, form)}
            savedMessage={PRODUCT_TAX_SAVED}
            onSaved={(saved) => {
              put(saved)
              setEditing(false)
            }}
            onReload={() => void tax.refetch().then(() => setLoads((n) => n + 1))}
            actions={
              override ? (
                <button type="button" disabled={removing} onClick={() => void backToCategory(data)} className="btn btn-outline">
                  Use the category’s instead
                </button>
              ) : (
                <button type="button" onClick={() => setEditing(false)} className="btn btn-outline">
                  Cancel
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
        Tax (GST)
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  )
}
