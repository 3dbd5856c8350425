import { useState, type SyntheticEvent } from 'react'

import { controlClass, FieldMessage, FormField, InputField } from '@/components/form-field'
import { Modal } from '@/components/modal'
import { ApiError } from '@/lib/api/client'
import { translate, useT } from '@/lib/i18n'
import { notify } from '@/lib/notify'

import { useProductStock, useStockChange } from '../api/stock'
import type { ProductStock } from '../api/types'
import { formatStock, parseStockAmount, variantLabel } from '../stock-amounts'
import { ConfirmDialog } from './confirm-dialog'
import { StockHistory } from './stock-history'

const SEPARATOR = ' · '

type Variant = { size: string; type: string }
const keyOf = (variant: Variant) => `${variant.size}\u0000${variant.type}`

type StockDialogProps = { productId: string | null; onClose: () => void }

/** A product's stock (issue 15): every variant's count, what arrived (+N), counting on and off, and each
 *  variant's history. A save names the counts the admin saw: when a sale changed one meanwhile the server
 *  refuses it (nothing saved) and the dialog offers the new counts. */
export function StockDialog({ productId, onClose }: StockDialogProps) {
  const t = useT()
  const stock = useProductStock(productId)
  const [loaded, setLoaded] = useState(0)
  const data = stock.data
  return (
    <Modal
      open={productId !== null}
      title={data ? t('admin-stock.dialogTitleOf', { title: data.title }) : t('admin-stock.dialogTitle')}
      description={data ? descriptionOf(data) : undefined}
      onClose={onClose}
    >
      {stock.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('admin-stock.stockFailed')}
        </p>
      ) : !data || productId === null ? (
        <p className="text-sm text-muted">{t('admin-dashboard.loading')}</p>
      ) : (
        <StockForm
          key={`${loaded}-${countsKey(data)}`}
          productId={productId}
          stock={data}
          onReload={() => void stock.refetch().then(() => setLoaded((n) => n + 1))}
        />
      )}
    </Modal>
  )
}

function descriptionOf(stock: ProductStock): string {
  if (!stock.tracked) return translate('admin-stock.notCountedDescription')
  const threshold = stock.lowStockThreshold
  return translate(stock.unit === 'metre' ? 'admin-stock.countedMetres' : 'admin-stock.countedPieces', { threshold })
}

function countsKey(stock: ProductStock): string {
  return `${String(stock.tracked)}:${stock.variants.map((v) => `${keyOf(v)}=${v.onHand}`).join('|')}`
}

function StockForm({ productId, stock, onReload }: { productId: string; stock: ProductStock; onReload: () => void }) {
  const t = useT()
  const change = useStockChange(productId)
  const unit = stock.unit
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(stock.variants.map((v) => [keyOf(v), String(stock.tracked ? v.onHand : 0)])),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [conflict, setConflict] = useState<string | null>(null)
  const [stopping, setStopping] = useState(false)
  const [history, setHistory] = useState<{ variant: Variant; page: number } | null>(null)
  const busy = change.set.isPending || change.restock.isPending || change.stop.isPending

  function failed(error: unknown, fieldOf: (name: string) => string | undefined) {
    if (error instanceof ApiError && error.status === 409) {
      setConflict(error.message)
    } else if (error instanceof ApiError && error.status === 422) {
      const next: Record<string, string> = {}
      for (const [name, message] of Object.entries(error.fields)) {
        const field = fieldOf(name)
        if (field !== undefined) next[field] = message
      }
      setErrors(Object.keys(next).length ? next : { form: error.message })
    } else if (!(error instanceof ApiError && error.status === 401)) {
      notify('error', error instanceof Error ? error.message : translate('admin-stock.saveFailed'))
    }
  }

  function save(event: SyntheticEvent) {
    event.preventDefault()
    if (busy) return
    const problems: Record<string, string> = {}
    const rows: { size: string; type: string; count: number; expected: number | null }[] = []
    for (const variant of stock.variants) {
      const key = keyOf(variant)
      const parsed = parseStockAmount(drafts[key] ?? '', unit)
      if (parsed.error !== undefined) problems[key] = parsed.error
      else if (!stock.tracked || parsed.value !== variant.onHand)
        rows.push({ size: variant.size, type: variant.type, count: parsed.value, expected: stock.tracked ? variant.onHand : null })
    }
    setErrors(problems)
    setConflict(null)
    if (Object.keys(problems).length) return
    if (rows.length === 0) {
      notify('success', translate('admin-stock.nothingChanged'))
      return
    }
    change.set.mutate(
      { variants: rows },
      {
        onSuccess: () => notify('success', translate(stock.tracked ? 'admin-stock.saved' : 'admin-stock.nowCounted')),
        onError: (error) =>
          failed(error, (name) => {
            const row = rows[Number(name.split('.')[1])]
            return row ? keyOf(row) : undefined
          }),
      },
    )
  }

  return (
    <div className="space-y-5">
      {conflict ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <p className="[overflow-wrap:anywhere]">{conflict}</p>
          <button type="button" onClick={onReload} className="mt-2 font-semibold underline underline-offset-2">
            {t('admin-stock.loadCurrent')}
          </button>
        </div>
      ) : null}

      <form onSubmit={save} noValidate aria-label={t('admin-stock.counts')} className="space-y-4">
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {stock.variants.map((variant) => {
            const key = keyOf(variant)
            const label = variantLabel(variant.size, variant.type)
            return (
              <li key={key} className="grid grid-cols-[1fr_5.5rem_auto] items-start gap-x-2 px-3 py-3 sm:grid-cols-[1fr_8rem_auto] sm:gap-x-3 sm:px-4">
                <div className="min-w-0 self-center">
                  <p className="font-semibold text-ink">{label}</p>
                  {stock.tracked ? (
                    <p className={`text-sm tabular-nums ${variant.low ? 'font-semibold text-red-700 dark:text-red-300' : 'text-muted'}`}>
                      {variant.onHand === 0 ? t('admin-stock.noneLeft') : t('admin-stock.amountLeft', { amount: formatStock(variant.onHand, unit) })}
                      {variant.low && variant.onHand > 0 ? SEPARATOR + t('admin-stock.low') : null}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={`stock-${key}`} className="sr-only">
                    {t(unit === 'metre' ? 'admin-stock.countOfMetres' : 'admin-stock.countOf', { label })}
                  </label>
                  <input
                    id={`stock-${key}`}
                    inputMode="decimal"
                    value={drafts[key] ?? ''}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={errors[key] ? `stock-${key}-message` : undefined}
                    onChange={(event) => {
                      setDrafts((old) => ({ ...old, [key]: event.target.value }))
                      setErrors((old) => Object.fromEntries(Object.entries(old).filter(([name]) => name !== key)))
                    }}
                    className={`${controlClass} text-right tabular-nums`}
                  />
                  <FieldMessage id={`stock-${key}-message`} error={errors[key]} />
                </div>
                {stock.tracked ? (
                  <button
                    type="button"
                    onClick={() => setHistory({ variant, page: 1 })}
                    aria-label={t('admin-stock.historyButtonOf', { label })}
                    className="min-h-12 self-start rounded-full px-2 text-sm font-semibold text-accent hover:bg-cloth sm:px-3"
                  >
                    {t('admin-stock.history')}
                  </button>
                ) : (
                  <span />
                )}
              </li>
            )
          })}
        </ul>
        {errors.form ? <FieldMessage id="stock-form-message" error={errors.form} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {stock.tracked ? (
            <button type="button" onClick={() => setStopping(true)} disabled={busy} className="btn btn-outline">
              {t('admin-stock.stopCounting')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" disabled={busy} className="btn btn-primary disabled:opacity-60">
            {stock.tracked ? t('admin-stock.saveCounts') : t('admin-stock.startCounting')}
          </button>
        </div>
      </form>

      {stock.tracked ? <RestockForm productId={productId} stock={stock} onConflict={setConflict} /> : null}

      {history ? (
        <StockHistory
          productId={productId}
          variant={history.variant}
          page={history.page}
          onPage={(page) => setHistory({ ...history, page })}
          onClose={() => setHistory(null)}
        />
      ) : null}

      <ConfirmDialog
        open={stopping}
        question={t('admin-stock.stopQuestion', { title: stock.title })}
        detail={t('admin-stock.stopDetail')}
        confirmLabel={t('admin-stock.stopCounting')}
        busy={change.stop.isPending}
        onConfirm={() =>
          change.stop.mutate(undefined, {
            onSuccess: () => notify('success', translate('admin-stock.noLongerCounted')),
            onError: (error) => failed(error, () => undefined),
            onSettled: () => setStopping(false),
          })
        }
        onCancel={() => setStopping(false)}
      />
    </div>
  )
}

function RestockForm({ productId, stock, onConflict }: { productId: string; stock: ProductStock; onConflict: (message: string) => void }) {
  const t = useT()
  const change = useStockChange(productId)
  const [variantKey, setVariantKey] = useState(() => (stock.variants[0] ? keyOf(stock.variants[0]) : ''))
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | undefined>()
  const variant = stock.variants.find((v) => keyOf(v) === variantKey)

  function add(event: SyntheticEvent) {
    event.preventDefault()
    if (!variant || change.restock.isPending) return
    const parsed = parseStockAmount(amount, stock.unit, { added: true })
    if (parsed.error !== undefined) {
      setError(parsed.error)
      return
    }
    change.restock.mutate(
      { size: variant.size, type: variant.type, amount: parsed.value },
      {
        onSuccess: () => {
          setAmount('')
          notify(
            'success',
            translate('admin-stock.addedTo', {
              amount: formatStock(parsed.value, stock.unit),
              variant: variantLabel(variant.size, variant.type),
            }),
          )
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409) onConflict(failure.message)
          else if (failure instanceof ApiError) setError(failure.fields.amount ?? failure.message)
        },
      },
    )
  }

  return (
    <form onSubmit={add} noValidate aria-label={t('admin-stock.addArrived')} className="space-y-3 rounded-2xl border border-line p-4">
      <h3 className="font-sans text-base font-semibold text-ink">{t('admin-stock.arrived')}</h3>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_8rem_auto]">
        {stock.variants.length > 1 ? (
          <FormField label={t('admin-stock.variant')}>
            {(control) => (
              <select {...control} value={variantKey} onChange={(event) => setVariantKey(event.target.value)} className={controlClass}>
                {stock.variants.map((v) => (
                  <option key={keyOf(v)} value={keyOf(v)}>
                    {variantLabel(v.size, v.type)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <p className="self-center text-sm text-muted sm:col-span-1">{variant ? variantLabel(variant.size, variant.type) : ''}</p>
        )}
        <InputField
          label={stock.unit === 'metre' ? t('admin-stock.metresToAdd') : t('admin-stock.piecesToAdd')}
          inputMode="decimal"
          value={amount}
          error={error}
          onChange={(event) => {
            setAmount(event.target.value)
            setError(undefined)
          }}
        />
        <button type="submit" disabled={change.restock.isPending} className="btn btn-outline disabled:opacity-60 sm:mt-7">
          {t('admin-products.add')}
        </button>
      </div>
    </form>
  )
}
