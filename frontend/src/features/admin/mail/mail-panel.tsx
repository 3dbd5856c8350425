import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { apiGet } from '@/lib/api/client'
import type { components } from '@/lib/api/schema'
import { currentIntlLocale, useT, type MessageKey } from '@/lib/i18n'

import { adminQueryKey } from '../api/keys'
import { WhatsAppPanel } from '../whatsapp/whatsapp-panel'

type OutboxPage = components['schemas']['OutboxPage']
type OutboxItem = components['schemas']['OutboxItemOut']

const PAGE_SIZE = 20
// Punctuation between the parts of a line: the same in every language.
const SEP = ' · '

const statusStyle: Record<OutboxItem['status'], string> = {
  queued: 'bg-saffron-300/30 text-ink',
  sent: 'bg-[#2f7d4a]/15 text-[#1f5a33] dark:text-[#8fd1a5]',
  failed: 'bg-red-700/15 text-red-800 dark:text-red-300',
}
const statusLabel: Record<OutboxItem['status'], MessageKey> = { queued: 'admin-mail.statusQueued', sent: 'admin-mail.statusSent', failed: 'admin-mail.statusFailed' }

function when(iso: string): string {
  return new Date(iso).toLocaleString(currentIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' })
}

function MailItem({ item }: { item: OutboxItem }) {
  const t = useT()
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold break-words text-ink">{item.subject}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${statusStyle[item.status]}`}>{t(statusLabel[item.status])}</span>
      </div>
      <p className="mt-1 break-all text-muted">
        {t('admin-mail.to', { recipient: item.to === 'shop-alerts' ? t('admin-mail.shopAlerts') : item.to, when: when(item.createdAt) })}
        {item.status === 'sent' && item.sentAt ? `${SEP}${t('admin-mail.sentAt', { when: when(item.sentAt) })}` : ''}
        {item.attempts > 1 ? `${SEP}${t('admin-mail.attempts', { count: item.attempts })}` : ''}
      </p>
      {item.lastError && item.status !== 'sent' ? (
        <p className="mt-2 text-red-800 dark:text-red-300">
          {item.status === 'failed'
            ? t('admin-mail.gaveUp', { error: item.lastError })
            : t('admin-mail.retry', { when: when(item.nextAttemptAt), error: item.lastError })}
        </p>
      ) : null}
      {item.text ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-accent">{t('admin-mail.showMessage')}</summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded-xl bg-page p-3 font-sans text-sm whitespace-pre-wrap text-ink">{item.text}</pre>
        </details>
      ) : null}
    </li>
  )
}

/** The Mail tab: the e-mails (issue 14) and, beside them, the WhatsApp order updates (issue 32). */
export function MailPanel() {
  return (
    <div className="space-y-10">
      <MailList />
      <WhatsAppPanel />
    </div>
  )
}

/** What the store sent, is sending and gave up on, newest first. */
function MailList() {
  const t = useT()
  const [page, setPage] = useState(1)
  const mail = useQuery({
    queryKey: [...adminQueryKey, 'mail', page],
    queryFn: ({ signal }) => apiGet<OutboxPage>(`/api/v1/admin/mail?page=${page}&pageSize=${PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
  if (mail.isError && !mail.data) return <LoadError message={t('admin-mail.loadFailed')} onRetry={() => void mail.refetch()} retrying={mail.isFetching} />
  if (!mail.data) return <Spinner label={t('admin-mail.loading')} />
  const { items, total, transport } = mail.data
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <section aria-label={t('admin-mail.mail')} className="space-y-4">
      <p className="text-sm text-muted">
        {transport === 'files'
          ? t('admin-mail.transportFiles')
          : t('admin-mail.transportSmtp')}
      </p>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">{t('admin-mail.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <MailItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('admin-mail.pages')} className="flex items-center justify-center gap-3">
          <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin-mail.newer')}
          </button>
          <span className="text-sm text-muted tabular-nums">
            {t('admin-mail.pageOf', { page, pages })}
          </span>
          <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('admin-mail.older')}
          </button>
        </nav>
      ) : null}
    </section>
  )
}
