// Issue 32: finding an order fast and sending several at once — the Orders tab's filters and CSV link,
// and the bar that acts on the selected orders: their labels and packing slips as one PDF, and packed in
// one step. The server decides what may be printed or packed; the bar says what it answered.
import { useId, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'

import { refusalText } from '@/lib/api/client'
import { translate, useT } from '@/lib/i18n'

import type { OrderFilters } from '../api/get-orders'
import { usePackOrders, usePrintParcels, type PackResult } from './order-tools-api'

const field =
  'min-h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-indigo-700 dark:focus-visible:outline-saffron-400'
const label = 'flex flex-col gap-1 text-xs font-semibold text-muted'

/** The selected orders across pages: id → its number (for the bar's words). */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map())
  return {
    selected,
    has: (id: string) => selected.has(id),
    toggle: (id: string, number: string) =>
      setSelected((current) => {
        const next = new Map(current)
        if (next.has(id)) next.delete(id)
        else next.set(id, number)
        return next
      }),
    /** All of `orders` selected, or (when they all are) none of them. */
    toggleAll: (orders: readonly { id: string; number: string }[]) =>
      setSelected((current) => {
        const next = new Map(current)
        const all = orders.length > 0 && orders.every((order) => next.has(order.id))
        for (const order of orders) {
          if (all) next.delete(order.id)
          else next.set(order.id, order.number)
        }
        return next
      }),
    clear: () => setSelected(new Map()),
  }
}

export type OrderSelection = ReturnType<typeof useOrderSelection>

export function OrderFiltersBar({
  filters,
  onChange,
  csvHref,
}: {
  filters: OrderFilters
  onChange: (filters: OrderFilters) => void
  csvHref: string
}) {
  const t = useT()
  const id = useId()
  const set = <K extends keyof OrderFilters>(name: K, value: OrderFilters[K]) => onChange({ ...filters, [name]: value })
  return (
    <fieldset className="mb-4 rounded-2xl border border-line bg-surface p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{t('admin-order-tools.filters')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7 lg:items-end">
        <label className={label} htmlFor={`${id}-status`}>
          {t('admin-order-tools.payment')}
          <select id={`${id}-status`} className={field} value={filters.status} onChange={(e) => set('status', e.target.value as OrderFilters['status'])}>
            <option value="">{t('admin-order-tools.any')}</option>
            <option value="paid">{t('admin-order-tools.statusPaid')}</option>
            <option value="cod">{t('admin-order-tools.statusCod')}</option>
            <option value="created">{t('admin-order-tools.statusCreated')}</option>
            <option value="failed">{t('admin-order-tools.statusFailed')}</option>
          </select>
        </label>
        <label className={label} htmlFor={`${id}-fulfilment`}>
          {t('admin-order-tools.fulfilment')}
          <select
            id={`${id}-fulfilment`}
            className={field}
            value={filters.fulfilment}
            onChange={(e) => set('fulfilment', e.target.value as OrderFilters['fulfilment'])}
          >
            <option value="">{t('admin-order-tools.any')}</option>
            <option value="unfulfilled">{t('admin-order-tools.unfulfilled')}</option>
            <option value="packed">{t('admin-order-tools.packed')}</option>
            <option value="shipped">{t('admin-order-tools.shipped')}</option>
            <option value="delivered">{t('admin-order-tools.delivered')}</option>
            <option value="cancelled">{t('admin-order-tools.cancelled')}</option>
          </select>
        </label>
        <label className={label} htmlFor={`${id}-method`}>
          {t('admin-order-tools.method')}
          <select id={`${id}-method`} className={field} value={filters.method} onChange={(e) => set('method', e.target.value as OrderFilters['method'])}>
            <option value="">{t('admin-order-tools.any')}</option>
            <option value="online">{t('admin-order-tools.online')}</option>
            <option value="cod">{t('admin-order-tools.cod')}</option>
          </select>
        </label>
        <label className={label} htmlFor={`${id}-from`}>
          {t('admin-order-tools.from')}
          <input id={`${id}-from`} type="date" className={field} value={filters.from} onChange={(e) => set('from', e.target.value)} />
        </label>
        <label className={label} htmlFor={`${id}-to`}>
          {t('admin-order-tools.to')}
          <input id={`${id}-to`} type="date" className={field} value={filters.to} min={filters.from || undefined} onChange={(e) => set('to', e.target.value)} />
        </label>
        <label className={label} htmlFor={`${id}-state`}>
          {t('admin-order-tools.state')}
          <input
            id={`${id}-state`}
            className={field}
            value={filters.state}
            maxLength={60}
            placeholder={t('admin-order-tools.statePlaceholder')}
            onChange={(e) => set('state', e.target.value)}
          />
        </label>
        <a
          href={csvHref}
          download
          className="col-span-2 inline-flex min-h-10 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold whitespace-nowrap hover:bg-cloth sm:col-span-1"
        >
          {t('admin-order-tools.downloadCsv')}
        </a>
      </div>
      <p className="mt-2 text-xs text-muted">{t('admin-order-tools.datesIst')}</p>
    </fieldset>
  )
}

function outcomeText(result: PackResult): string {
  if (result.refusal === null) return translate('admin-order-tools.packedOne', { number: result.number })
  const why = refusalText(result.refusal.reason, result.refusal.params, result.refusal.message)
  return translate('admin-order-tools.notPacked', { number: result.number || result.orderId, why })
}

/** What to do with the selected orders; shown while any is selected. */
export function SelectionBar({ selection }: { selection: OrderSelection }) {
  const t = useT()
  const noteId = useId()
  const [note, setNote] = useState('')
  const [outcomes, setOutcomes] = useState<PackResult[]>([])
  const print = usePrintParcels()
  const pack = usePackOrders()
  // a second click before React re-renders the disabled button sends nothing (the server is exact anyway)
  const sending = useRef(false)
  const ids = [...selection.selected.keys()]
  if (ids.length === 0 && outcomes.length === 0) return null
  const busy = print.isPending || pack.isPending
  const once = (send: () => void) => {
    if (sending.current || busy) return
    sending.current = true
    send()
  }
  const done = () => {
    sending.current = false
  }

  const onPrint = () =>
    once(() =>
      print.mutate(
        { orderIds: ids, note },
        {
          onSuccess: () => toast.success(translate('admin-order-tools.printed', { count: ids.length })),
          onError: (error) => toast.error(error instanceof Error ? error.message : translate('admin-order-tools.printFailed')),
          onSettled: done,
        },
      ),
    )
  const onPack = () =>
    once(() =>
      pack.mutate(ids, {
        onSettled: done,
        onSuccess: (answer) => {
          setOutcomes(answer.results)
          const packed = answer.results.filter((result) => result.refusal === null).length
          toast.success(translate('admin-order-tools.packedCount', { count: packed }))
        },
        onError: (error) => toast.error(error instanceof Error ? error.message : translate('admin-order-tools.packFailed')),
      }),
    )

  return (
    <section
      aria-label={t('admin-order-tools.selectedOrders')}
      className="sticky top-16 z-10 mb-4 rounded-2xl border border-indigo-700/40 bg-surface p-3 shadow-sm dark:border-saffron-400/40"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <p className="text-sm font-semibold text-ink lg:mb-2.5" aria-live="polite">
          {t('admin-order-tools.selectedCount', { count: ids.length })}
        </p>
        <label htmlFor={noteId} className={`${label} grow`}>
          {t('admin-order-tools.note')}
          <input
            id={noteId}
            className={field}
            value={note}
            maxLength={300}
            placeholder={t('admin-order-tools.notePlaceholder')}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onPrint}
            disabled={busy || ids.length === 0}
            className="min-h-10 rounded-full bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60 dark:bg-saffron-400 dark:text-indigo-950"
          >
            {print.isPending ? t('admin-order-tools.printing') : t('admin-order-tools.print')}
          </button>
          <button
            type="button"
            onClick={onPack}
            disabled={busy || ids.length === 0}
            className="min-h-10 rounded-full border border-line px-4 text-sm font-semibold hover:bg-cloth disabled:opacity-60"
          >
            {pack.isPending ? t('admin-order-tools.packing') : t('admin-order-tools.markPacked')}
          </button>
          <button
            type="button"
            onClick={() => {
              selection.clear()
              setOutcomes([])
            }}
            className="min-h-10 rounded-full px-3 text-sm font-semibold text-muted underline-offset-2 hover:underline"
          >
            {t('admin-order-tools.clear')}
          </button>
        </div>
      </div>
      {outcomes.length > 0 ? (
        <ul aria-label={t('admin-order-tools.packResults')} className="mt-3 space-y-1 text-sm" data-testid="pack-results">
          {outcomes.map((result) => (
            <li key={result.orderId} className={result.refusal === null ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}>
              {outcomeText(result)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
