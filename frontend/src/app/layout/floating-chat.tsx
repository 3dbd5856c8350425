import { ChatIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'
import { chatLink, useShop } from '@/lib/shop'

/** spec §1, §2: the button opening a WhatsApp chat prefilled with the spec's text, on every page of a
 *  shop that has set its WhatsApp number (Settings tab). */
export function FloatingChat() {
  const t = useT()
  const href = chatLink(useShop().whatsappNumber)
  if (!href) return null
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('nav.chatWhatsApp')}
      title={t('nav.chatWhatsApp')}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#0f7a6c] text-white shadow-lg ring-2 ring-white/70 transition hover:scale-105 hover:bg-[#0b6357] motion-reduce:transform-none sm:right-6 sm:bottom-6 dark:ring-black/40"
    >
      <ChatIcon className="size-7" />
    </a>
  )
}
