// Issue 32: WhatsApp order updates on the dashboard's Mail tab — the settings, and every update with its
// state (queued / sent / failed), tries and Meta's last refusal, newest first.
import { useState } from 'react'

import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'

import { useWhatsAppMessages, useWhatsAppSettings, type WhatsAppMessage } from './api'
import { kindLabel, languageLabel, MessageState, when } from './message-state'
import { WhatsAppSettingsForm } from './whatsapp-settings'

const PAGE_SIZE = 20
const SEP = ' · '

function UpdateItem({ message }: { message: WhatsAppMessage }) {
  const t = useT()
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm" data-testid="whatsapp-update">
      <p className="font-semibold text-ink">
        {t(kindLabel[message.kind])}
        {SEP}
        {t('admin-whatsapp.order', { order: message.orderId })}
      </p>
      <p className="mt-1 text-muted">
        +{message.to}
        {SEP}
        {languageLabel[message.language]}
        {SEP}
        {when(message.createdAt)}
        {message.status === 'sent' && message.sentAt ? `${SEP}${t('admin-whatsapp.sentAt', { when: when(message.sentAt) })}` : ''}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <MessageState message={message} />
      </p>
    </li>
  )
}

function UpdateList() {
  const t = useT()
  const [page, setPage] = useState(1)
  const messages = useWhatsAppMessages(page, PAGE_SIZE)
  if (messages.isError && !messages.data) return <LoadError message={t('admin-whatsapp.loadFailed')} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
  if (!messages.data) return <Spinner label={t('admin-whatsapp.loading')} />
  const { items, total } = messages.data
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">{t('admin-whatsapp.empty')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('admin-whatsapp.updates')}>
          {items.map((message) => (
            <UpdateItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('admin-whatsapp.pages')} className="flex items-center justify-center gap-3">
          <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin-mail.newer')}
          </button>
          <span className="text-sm text-muted tabular-nums">{t('admin-mail.pageOf', { page, pages })}</span>
          <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('admin-mail.older')}
          </button>
        </nav>
      ) : null}
    </>
  )
}

export function WhatsAppPanel() {
  const t = useT()
  const settings = useWhatsAppSettings()
  return (
    <section aria-labelledby="whatsapp-heading" className="space-y-4">
      <h2 id="whatsapp-heading" className="font-serif text-xl font-semibold text-ink">
        {t('admin-whatsapp.title')}
      </h2>
      <p className="text-sm text-muted">{t('admin-whatsapp.intro')}</p>
      {settings.data ? (
        <WhatsAppSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <LoadError message={t('admin-whatsapp.loadFailed')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <Spinner label={t('admin-whatsapp.loading')} />
      )}
      <UpdateList />
    </section>
  )
}
