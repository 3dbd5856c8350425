import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { Modal } from '@/components/modal'

import { saveCategoryTax, taxKeys, useCategoryTaxes, type TaxData } from './api'
import { TaxEditor } from './tax-editor'

export const CATEGORY_TAX_SAVED = 'Tax data saved'

/** A category card's line about its tax: the HSN code and what applies today, or that none is set. */
export function CategoryTaxLine({ data }: { data: TaxData | undefined }) {
  if (!data) return null
  if (data.missing) {
    return (
      <p className="mt-3 rounded-xl border border-saffron-500/60 bg-saffron-300/15 px-3 py-2 text-xs font-medium text-ink">
        No tax data: invoiced at 18% without an HSN code. Set it with Tax.
      </p>
    )
  }
  return (
    <p className="mt-3 text-xs text-muted">
      <span className="font-semibold text-ink">GST</span> HSN {data.hsn} · {data.rateToday}
    </p>
  )
}

/** The categories' tax data, by slug, for the cards. */
export function useCategoryTaxMap(): Record<string, TaxData> {
  const taxes = useCategoryTaxes()
  return Object.fromEntries((taxes.data ?? []).map((data) => [data.target, data]))
}

/** Edit a category's HSN code and GST rate periods in a dialog. */
export function CategoryTaxDialog({ name, label, onClose }: { name: string; label: string; onClose: () => void }) {
  const queryClient = useQueryClient()
  const taxes = useCategoryTaxes()
  const [loads, setLoads] = useState(0)
  const data = taxes.data?.find((item) => item.target === name)
  return (
    <Modal open title={`Tax for ${label}`} description="The HSN code and GST rate its products are invoiced with, unless a product has its own." onClose={onClose}>
      {data ? (
        <TaxEditor
          key={loads}
          label={`Tax for ${label}`}
          start={data.missing ? null : data}
          version={data.version}
          send={(body) => saveCategoryTax(name, body)}
          savedMessage={CATEGORY_TAX_SAVED}
          onSaved={(saved) => {
            queryClient.setQueryData<TaxData[]>(taxKeys.categories(), (old) => old?.map((item) => (item.target === name ? saved : item)))
            onClose()
          }}
          onReload={() => void taxes.refetch().then(() => setLoads((n) => n + 1))}
          actions={
            <button type="button" onClick={onClose} className="btn btn-outline">
              Cancel
            </button>
          }
        />
      ) : (
        <p className="text-sm text-muted">{taxes.isError ? 'The tax data could not be loaded.' : 'Loading the tax data…'}</p>
      )}
    </Modal>
  )
}
