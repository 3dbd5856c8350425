// Issue 31: the dashboard's Discount codes tab — every code with its discount, limits, uses and state; a
// form to make or edit one (pausing is unticking Active); and a code's uses with the orders they were on.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { formatOrderDate } from '@/lib/dates'
import { useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { paths } from '@/lib/paths'

import { discountCodesKey, useDiscountCodes, useDiscountUses, type DiscountCode } from './api'
import { DiscountCodeEditor } from './discount-code-form'

const STATUS: Record<DiscountCode['status'], MessageKey> = {
  active: 'admin-discounts.statusActive',
  paused: 'admin-discounts.statusPaused',
  scheduled: 'admin-discounts.statusScheduled',
  expired: 'admin-discounts.statusExpired',
  used_up: 'admin-discounts.statusUsedUp',
}

const USE_STATE: Record<'held' | 'used' | 'released', MessageKey> = {
  held: 'admin-discounts.useHeld',
  used: 'admin-discounts.useUsed',
  released: 'admin-discounts.useReleased',
}

function Uses({ code }: { code: DiscountCode }) {
  const t = useT()
  const uses = useDiscountUses(code.id)
  if (uses.isPending) return <Spinner label={t('admin-discounts.loadingUses')} />
  if (uses.isError) return <LoadError message={t('admin-discounts.loadFailed')} onRetry={() => void uses.refetch()} retrying={uses.isFetching} />
  if (uses.data.uses.length === 0) return <p className="text-sm text-muted">{t('admin-discounts.noUses')}</p>
  return (
    <ul aria-label={t('admin-discounts.usesOf', { code: code.code })} className="divide-y divide-line rounded-xl border border-line">
      {uses.data.uses.map((use) => (
        <li key={use.orderId} data-testid="discount-use" className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
          <Link to={paths.adminOrder.getHref(use.orderId)} className="font-medium text-accent underline underline-offset-2">
            {use.orderId}
          </Link>
          <span className="text-muted">{use.email}</span>
          <span className="tabular-nums">{t('admin-discounts.useAmount', { amount: formatInr(use.amount), total: formatInr(use.orderAmount) })}</span>
          <span>{t(USE_STATE[use.state])}</span>
          <span className="text-muted">{formatOrderDate(use.at)}</span>
        </li>
      ))}
    </ul>
  )
}

function discountText(code: DiscountCode, t: ReturnType<typeof useT>): string {
  return code.kind === 'percent' ? t('admin-discounts.percentOff', { percent: code.value }) : t('admin-discounts.amountOff', { amount: formatInr(code.value) })
}

export function DiscountCodesPanel() {
  const t = useT()
  const queryClient = useQueryClient()
  const codes = useDiscountCodes()
  const [editing, setEditing] = useState<DiscountCode | 'new' | null>(null)
  const [usesOf, setUsesOf] = useState<string | null>(null)

  if (codes.isPending) return <Spinner label={t('admin-discounts.loading')} className="min-h-[20vh]" />
  if (codes.isError) return <LoadError message={t('admin-discounts.loadFailed')} onRetry={() => void codes.refetch()} retrying={codes.isFetching} />
  const refresh = () => void queryClient.invalidateQueries({ queryKey: discountCodesKey })

  return (
    <section aria-labelledby="discount-codes-title" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="discount-codes-title" className="font-serif text-xl font-semibold text-ink">
          {t('admin-discounts.title')}
        </h2>
        {editing === null ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('admin-discounts.new')}
          </button>
        ) : null}
      </div>
      <p className="mt-1 mb-5 text-sm text-muted">{t('admin-discounts.intro')}</p>
      {editing !== null ? (
        <div className="mb-6 rounded-xl border border-line p-4">
          <DiscountCodeEditor
            key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
            code={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null)
              refresh()
            }}
            onCancel={() => setEditing(null)}
            onReload={refresh}
          />
        </div>
      ) : null}
      {codes.data.codes.length === 0 ? (
        <p className="text-muted">{t('admin-discounts.none')}</p>
      ) : (
        <ul aria-label={t('admin-discounts.title')} className="divide-y divide-line border-y border-line">
          {codes.data.codes.map((code) => (
            <li key={code.id} data-testid="discount-code-row" className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-mono text-base font-semibold text-ink">{code.code}</p>
                  <p className="text-sm text-muted">
                    {discountText(code, t)}
                    {code.minOrder > 0 ? ` · ${t('admin-discounts.minOrderShort', { amount: formatInr(code.minOrder) })}` : ''}
                    {' · '}
                    {code.maxUses === null
                      ? t('admin-discounts.usedCount', { used: code.used })
                      : t('admin-discounts.usedOf', { used: code.used, max: code.maxUses })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <span data-testid="discount-code-status" className="rounded-full bg-cloth px-2.5 py-0.5 text-xs font-semibold text-ink">
                    {t(STATUS[code.status])}
                  </span>
                  <button type="button" className="btn btn-outline px-3 py-1.5 text-sm" onClick={() => setEditing(code)}>
                    {t('admin-discounts.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline px-3 py-1.5 text-sm"
                    aria-expanded={usesOf === code.id}
                    onClick={() => setUsesOf(usesOf === code.id ? null : code.id)}
                  >
                    {t('admin-discounts.uses')}
                  </button>
                </div>
              </div>
              {usesOf === code.id ? (
                <div className="mt-3">
                  <Uses code={code} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
