import { useState } from 'react'

import { useT } from '@/lib/i18n'

import { StockDialog } from './stock-dialog'

/** The product form's stock (issue 28): the owner sets the count of each size and type here, where the
 *  product is edited, in the same dialog the product list's Stock column opens. */
export function ProductStockSection({ productId }: { productId: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="product-stock-heading" className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-xs sm:p-7">
      <h2 id="product-stock-heading" className="text-xl font-semibold text-ink">
        {t('admin-stock.formHeading')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('admin-stock.formHelp')}</p>
      <button type="button" onClick={() => setOpen(true)} className="btn btn-outline mt-4">
        {t('admin-stock.formButton')}
      </button>
      <StockDialog productId={open ? productId : null} onClose={() => setOpen(false)} />
    </section>
  )
}
