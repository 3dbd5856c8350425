import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { Modal } from '@/components/modal'
import { useT } from '@/lib/i18n'

import { saveCategoryTax, taxKeys, useCategoryTaxes, type TaxData } from './api'
import { TaxEditor } from './tax-editor'

/** A category card's line about its tax: the HSN code and what applies today, or that none is set. */
export function CategoryTaxLine({ data }: { data: TaxData | undefined }) {
  const t = useT()
  if (!data) return null
  if (data.missing) {
    return (
      <p className="mt-3 rounded-xl border border-saffron-500/60 bg-saffron-300/15 px-3 py-2 text-xs font-medium text-ink">
        {t('admin-tax.categoryMissing')}
      </p>
    )
  }
  return (
    <p className="mt-3 text-xs text-muted">
      <span className="font-semibold text-ink">GST</span> {t('admin-tax.hsnToday', { hsn: data.hsn, rate: data.rateToday })}
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
  const t = useT()
  const queryClient = useQueryClient()
  const taxes = useCategoryTaxes()
  const [loads, setLoads] = useState(0)
  const data = taxes.data?.find((item) => item.target === name)
  return (
    <Modal open title={t('admin-tax.taxFor', { label })} description={t('admin-tax.dialogDescription')} onClose={onClose}>
      {data ? (
        <TaxEditor
          key={loads}
          label={t('admin-tax.taxFor', { label })}
          start={data.missing ? null : data}
          version={data.version}
          send={(body) => saveCategoryTax(name, body)}
          savedMessage={t('admin-tax.categorySaved')}
          onSaved={(saved) => {
            queryClient.setQueryData<TaxData[]>(taxKeys.categories(), (old) => old?.map((item) => (item.target === name ? saved : item)))
            onClose()
          }}
          onReload={() => void taxes.refetch().then(() => setLoads((n) => n + 1))}
          actions={
            <button type="button" onClick={onClose} className="btn btn-outline">
              {t('admin-tax.cancel')}
            </button>
          }
        />
      ) : (
        <p className="text-sm text-muted">{taxes.isError ? t('admin-tax.loadFailed') : t('admin-tax.loading')}</p>
      )}
    </Modal>
  )
}
