// Issue 32: one customer's page in the Customers tab — who they are, what they bought, their orders (each
// links to the order's page), their saved addresses and their returns.
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'

import { ChevronLeftIcon } from '@/components/icons'
import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { formatOrderDate } from '@/lib/dates'
import { currentIntlLocale, useT, type MessageKey } from '@/lib/i18n'
import { formatInr } from '@/lib/money'
import { paths } from '@/lib/paths'

import { OrderStatusBadge } from '../components/badges'
import { td, th } from '../components/list-controls'
import { useCustomer, type CustomerDetail } from './api'

const RETURN_STATUS: Record<string, MessageKey> = {
  requested: 'admin-reports.returnRequested',
  accepted: 'admin-reports.returnAccepted',
  declined: 'admin-reports.returnDeclined',
  received: 'admin-reports.returnReceived',
}
const RETURN_REASON: Record<string, MessageKey> = {
  Defective: 'admin-reports.reasonDefective',
  Damaged: 'admin-reports.reasonDamaged',
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

// The page's grids are one column of minmax(0, 1fr) (grid-cols-1): a plain `grid` sizes its column to the
// widest child's min-content, so a table's 560 px pushed the whole page sideways on a phone; this way the
// table scrolls inside its own box.
function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[560px] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-cloth/60">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  )
}

function Details({ detail }: { detail: CustomerDetail }) {
  const t = useT()
  const { customer } = detail
  const count = (value: number) => value.toLocaleString(currentIntlLocale())
  const word = (key: MessageKey | undefined, fallback: string) => (key ? t(key) : fallback)
  return (
    <div className="grid grid-cols-1 gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[
          [t('admin-reports.columnOrders'), count(customer.orders)],
          [t('admin-reports.columnSpent'), formatInr(customer.totalSpent)],
          [t('admin-reports.columnLastOrder'), customer.lastOrder ? formatOrderDate(customer.lastOrder) : t('admin-reports.never')],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-line bg-surface px-4 py-3">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-0.5 font-serif text-xl font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Block title={t('admin-reports.customerOrders')}>
        {detail.orders.length === 0 ? (
          <p className="text-muted">{t('admin-reports.noOrders')}</p>
        ) : (
          <Table
            caption={t('admin-reports.customerOrders')}
            head={[t('admin-reports.columnDate'), t('admin-reports.columnOrder'), t('admin-reports.columnStatus'), t('admin-reports.columnAmount'), t('admin-reports.columnRefunded')]}
          >
            {detail.orders.map((order) => (
              <tr key={order.id}>
                <td className={`${td} whitespace-nowrap`}>{formatOrderDate(order.placedAt)}</td>
                <td className={td}>
                  <Link to={paths.adminOrder.getHref(order.id)} className="font-mono text-xs text-ink underline underline-offset-4">
                    {order.id}
                  </Link>
                </td>
                <td className={td}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>{formatInr(order.amount)}</td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>{formatInr(order.refundedAmount)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Block>
      <Block title={t('admin-reports.customerAddresses')}>
        {detail.addresses.length === 0 ? (
          <p className="text-muted">{t('admin-reports.noAddresses')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {detail.addresses.map((address) => (
              <li key={address.id} className="rounded-xl border border-line p-3 text-sm text-ink">
                <p className="font-semibold">
                  {address.name}
                  {address.isDefault ? <span className="ml-2 rounded-full bg-cloth px-2 py-0.5 text-xs text-muted">{t('admin-reports.defaultAddress')}</span> : null}
                </p>
                <p>{[address.house, address.address, address.locality].filter(Boolean).join(', ')}</p>
                <p>{[address.city, address.district, address.state, address.pincode].filter(Boolean).join(', ')}</p>
                <p className="tabular-nums text-muted">{address.mobile}</p>
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title={t('admin-reports.customerReturns')}>
        {detail.returns.length === 0 ? (
          <p className="text-muted">{t('admin-reports.noReturns')}</p>
        ) : (
          <Table
            caption={t('admin-reports.customerReturns')}
            head={[t('admin-reports.columnDate'), t('admin-reports.columnOrder'), t('admin-reports.columnStatus'), t('admin-reports.columnReason'), t('admin-reports.columnAmount')]}
          >
            {detail.returns.map((item) => (
              <tr key={item.id}>
                <td className={`${td} whitespace-nowrap`}>{formatOrderDate(item.requestedAt)}</td>
                <td className={td}>
                  <Link to={paths.adminOrder.getHref(item.orderId)} className="font-mono text-xs text-ink underline underline-offset-4">
                    {item.orderId}
                  </Link>
                </td>
                <td className={td}>{word(RETURN_STATUS[item.status], item.status)}</td>
                <td className={td}>{word(RETURN_REASON[item.reason], item.reason)}</td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>{formatInr(item.amount)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Block>
    </div>
  )
}

export function CustomerPage({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT()
  const customer = useCustomer(id)
  const heading = useRef<HTMLHeadingElement>(null)
  const data = customer.data
  useEffect(() => {
    if (data) heading.current?.focus()
  }, [data])
  return (
    <div className="grid grid-cols-1 gap-5">
      <button type="button" onClick={onBack} className="inline-flex min-h-10 items-center gap-1 self-start text-sm font-semibold text-accent hover:underline">
        <ChevronLeftIcon className="size-4" />
        {t('admin-reports.backToCustomers')}
      </button>
      {customer.isPending ? (
        <Spinner label={t('admin-reports.customerLoading')} />
      ) : customer.isError ? (
        <LoadError message={t('admin-reports.customerLoadFailed')} onRetry={() => void customer.refetch()} retrying={customer.isFetching} />
      ) : data ? (
        <>
          <header>
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink">
              {data.customer.name}
            </h2>
            <p className="mt-1 text-sm break-all text-ink">{data.customer.email}</p>
            <p className="text-sm text-muted tabular-nums">
              {data.customer.phone} · {t('admin-reports.joined', { date: formatOrderDate(data.customer.joined) })}
            </p>
          </header>
          <Details detail={data} />
        </>
      ) : null}
    </div>
  )
}
