// Issue 32: the dashboard's Customers tab — name, e-mail, phone, orders, total spent and last order; searched,
// sorted and paged by the server. A customer's page opens in the tab (?tab=customers&customer=<id>). On a
// phone the customers are cards, sorted by a row of the same sort buttons, so the page is never wider than
// the screen.
import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { formatOrderDate } from '@/lib/dates'
import { currentIntlLocale, useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { Pagination, SearchField, TableFrame, td, th } from '../components/list-controls'
import { useCompactLists } from '../use-compact'
import { usePagedSearch } from '../use-paged-search'
import { useCustomers, type Customer, type CustomerSort, type SortDirection } from './api'
import { CustomerPage } from './customer-page'

const columns: readonly { sort: CustomerSort | null; label: Parameters<ReturnType<typeof useT>>[0]; end?: boolean }[] = [
  { sort: 'name', label: 'admin-reports.columnName' },
  { sort: 'email', label: 'admin-reports.columnEmail' },
  { sort: null, label: 'admin-reports.columnPhone' },
  { sort: 'orders', label: 'admin-reports.columnOrders', end: true },
  { sort: 'spent', label: 'admin-reports.columnSpent', end: true },
  { sort: 'last', label: 'admin-reports.columnLastOrder' },
]

// the sort buttons: in the table's header, and as a row of chips above the cards on a phone
const headerSort = 'inline-flex items-center gap-1 uppercase hover:text-ink'
const chipSort = 'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-semibold'
const chipActive = `${chipSort} border-saffron-500 text-ink`
const chipIdle = `${chipSort} border-line text-muted`

function CustomerList({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useT()
  const list = usePagedSearch()
  const [sort, setSort] = useState<CustomerSort>('last')
  const [dir, setDir] = useState<SortDirection>('desc')
  const result = useCustomers({ ...list.query, sort, dir })
  const data = result.data
  const count = (value: number) => value.toLocaleString(currentIntlLocale())
  const busy = result.isPlaceholderData || list.searching
  const compact = useCompactLists()

  function sortBy(column: CustomerSort) {
    if (column === sort) setDir(dir === 'asc' ? 'desc' : 'asc')
    else {
      setSort(column)
      setDir(column === 'name' || column === 'email' ? 'asc' : 'desc')
    }
    list.setPage(1)
  }

  const showing = data
    ? data.total === 0
      ? list.query.q
        ? t('admin-reports.customersNoneMatch', { q: list.query.q })
        : t('admin-reports.customersNone')
      : t('admin-reports.customersShowing', {
          first: count((data.page - 1) * data.pageSize + 1),
          last: count(Math.min(data.total, data.page * data.pageSize)),
          total: count(data.total),
        })
    : ''

  const sortButton = (column: CustomerSort, label: string, className: string) => {
    const active = column === sort
    return (
      <button type="button" onClick={() => sortBy(column)} className={className} aria-label={t('admin-reports.sortBy', { column: label })}>
        {label}
        <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    )
  }

  const nameButton = (customer: Customer) => (
    <button type="button" onClick={() => onOpen(customer.id)} className="text-left font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-saffron-500">
      {customer.name}
    </button>
  )

  return (
    <div>
      <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label={t('admin-reports.customersSearch')} placeholder={t('admin-reports.customersPlaceholder')} value={list.search} onChange={list.setSearch} />
        <p className="text-sm text-muted" aria-live="polite">
          {showing}
        </p>
      </div>
      {result.isPending ? (
        <Spinner label={t('admin-reports.customersLoading')} />
      ) : result.isError && !data ? (
        <LoadError message={t('admin-reports.customersLoadFailed')} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : data ? (
        <>
          {compact ? (
            <>
              <div className="flex flex-wrap gap-2 pb-3">
                {columns.map(({ sort: column, label }) =>
                  column ? (
                    <span key={label}>
                      {sortButton(column, t(label), column === sort ? chipActive : chipIdle)}
                    </span>
                  ) : null,
                )}
              </div>
              <ul aria-label={t('admin-reports.customersTitle')} className={`space-y-3 transition-opacity ${busy ? 'opacity-60' : ''}`}>
                {data.items.map((customer) => (
                  <li key={customer.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
                    <div className="flex items-start justify-between gap-3">
                      <p className="min-w-0 break-words">{nameButton(customer)}</p>
                      <p className="font-semibold whitespace-nowrap text-ink tabular-nums">{formatInr(customer.totalSpent)}</p>
                    </div>
                    <p className="mt-1 break-all text-ink">{customer.email}</p>
                    <p className="mt-1 text-muted tabular-nums">{customer.phone}</p>
                    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-muted">
                      <div className="flex gap-1">
                        <dt>{t('admin-reports.columnOrders')}:</dt>
                        <dd className="text-ink tabular-nums">{count(customer.orders)}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>{t('admin-reports.columnLastOrder')}:</dt>
                        <dd className="text-ink">{customer.lastOrder ? formatOrderDate(customer.lastOrder) : t('admin-reports.never')}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <TableFrame label={t('admin-reports.tableOf', { title: t('admin-reports.customersTitle') })} busy={busy}>
              <table className="w-full min-w-[860px] border-collapse">
                <caption className="sr-only">{t('admin-reports.customersTitle')}</caption>
                <thead className="border-b border-line bg-cloth/60">
                  <tr>
                    {columns.map((column) => {
                      const label = t(column.label)
                      const active = column.sort === sort
                      return (
                        <th
                          key={column.label}
                          scope="col"
                          aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                          className={column.end ? `${th} text-right` : th}
                        >
                          {column.sort ? sortButton(column.sort, label, headerSort) : label}
                        </th>
                      )
                    })}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.items.map((customer) => (
                    <tr key={customer.id} className="hover:bg-cloth/40">
                      <td className={td}>{nameButton(customer)}</td>
                      <td className={`${td} break-all`}>{customer.email}</td>
                      <td className={`${td} whitespace-nowrap tabular-nums`}>{customer.phone}</td>
                      <td className={`${td} text-right tabular-nums`}>{count(customer.orders)}</td>
                      <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatInr(customer.totalSpent)}</td>
                      <td className={`${td} whitespace-nowrap text-muted`}>{customer.lastOrder ? formatOrderDate(customer.lastOrder) : t('admin-reports.never')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          )}
          <Pagination
            label={t('admin-reports.customersPages')}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
            busy={busy}
          />
        </>
      ) : null}
    </div>
  )
}

export function CustomersPanel() {
  const [params, setParams] = useSearchParams()
  const open = params.get('customer')
  const show = (id: string | null) => {
    const next = new URLSearchParams(params)
    if (id) next.set('customer', id)
    else next.delete('customer')
    setParams(next)
  }
  return (
    <>
      <div hidden={Boolean(open)}>
        <CustomerList onOpen={show} />
      </div>
      {open ? <CustomerPage id={open} onBack={() => show(null)} /> : null}
    </>
  )
}

export default CustomersPanel
