import { currentIntlLocale, useT, type MessageKey } from '@/lib/i18n'

import type { WhatsAppMessage } from './api'

export const statusStyle: Record<WhatsAppMessage['status'], string> = {
  queued: 'bg-saffron-300/30 text-ink',
  sent: 'bg-[#2f7d4a]/15 text-[#1f5a33] dark:text-[#8fd1a5]',
  failed: 'bg-red-700/15 text-red-800 dark:text-red-300',
}
const statusLabel: Record<WhatsAppMessage['status'], MessageKey> = {
  queued: 'admin-whatsapp.statusQueued',
  sent: 'admin-whatsapp.statusSent',
  failed: 'admin-whatsapp.statusFailed',
}
export const kindLabel: Record<WhatsAppMessage['kind'], MessageKey> = {
  confirmation: 'admin-whatsapp.kindConfirmation',
  shipped: 'admin-whatsapp.kindShipped',
  delivered: 'admin-whatsapp.kindDelivered',
}
export const languageLabel: Record<WhatsAppMessage['language'], string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' }

export function when(iso: string): string {
  return new Date(iso).toLocaleString(currentIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' })
}

/** A WhatsApp update's state: queued / sent / failed, its tries and Meta's last refusal. */
export function MessageState({ message }: { message: WhatsAppMessage }) {
  const t = useT()
  return (
    <>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${statusStyle[message.status]}`} data-testid="whatsapp-status">
        {t(statusLabel[message.status])}
      </span>
      <span className="text-muted">{t('admin-whatsapp.attempts', { count: message.attempts })}</span>
      {message.lastError && message.status !== 'sent' ? (
        <span className="block w-full text-red-800 dark:text-red-300">
          {message.status === 'failed'
            ? t('admin-whatsapp.gaveUp', { error: message.lastError })
            : t('admin-whatsapp.retry', { when: when(message.nextAttemptAt), error: message.lastError })}
        </span>
      ) : null}
    </>
  )
}
