// Issue 32: an order's WhatsApp on the owner's order page — the updates sent to a shopper who agreed, with
// their state; or, while the shop has no WhatsApp credentials, a one-click wa.me message in the shopper's
// language telling them where the order is.
import { Spinner } from '@/components/spinner'
import { useT } from '@/lib/i18n'

import { useOrderWhatsApp } from './api'
import { kindLabel, languageLabel, MessageState } from './message-state'

export function OrderWhatsApp({ orderId, fulfilment }: { orderId: string; fulfilment: string }) {
  const t = useT()
  const whatsapp = useOrderWhatsApp(orderId, fulfilment)
  if (!whatsapp.data) return whatsapp.isError ? <p className="mt-3 text-sm text-muted">{t('admin-whatsapp.loadFailed')}</p> : <Spinner label={t('admin-whatsapp.loading')} />
  const { configured, optedIn, language, link, messages } = whatsapp.data
  return (
    <div className="mt-3 space-y-3 text-sm">
      <p className="text-muted">
        {optedIn ? t('admin-whatsapp.optedIn', { language: languageLabel[language] }) : t('admin-whatsapp.notOptedIn')}
      </p>
      {link ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer" className="btn btn-outline w-full" data-testid="whatsapp-link">
          {t('admin-whatsapp.sendOnWhatsApp', { update: t(kindLabel[link.kind]) })}
        </a>
      ) : null}
      {configured && messages.length > 0 ? (
        <ul className="space-y-2">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-wrap items-center gap-2" data-testid="order-whatsapp-update">
              <span className="font-semibold text-ink">{t(kindLabel[message.kind])}</span>
              <MessageState message={message} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
