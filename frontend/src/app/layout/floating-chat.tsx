import { ChatIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'
import { chatLink, useShop } from '@/lib/shop'

/** spec §1, §2: the button opening a WhatsApp chat prefilled with the spec's text, on every page of a
 *  shop that has set its WhatsApp number (Settings tab).
 *
 *  It sits in a strip of its own along the bottom of the window, and the page ends with a spacer of the
 *  same height: a round button floating over the page covered whatever scrolled under it ('View all →'
 *  on the phone home page, the last column of the dashboard's tables) — issue 28. */
export function FloatingChat() {
  const t = useT()
  const href = chatLink(useShop().whatsappNumber)
  if (!href) return null
  return (
    <>
      <div aria-hidden="true" data-testid="chat-spacer" className="h-14 shrink-0 pb-[env(safe-area-inset-bottom)]" />
      <div
        data-testid="chat-strip"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface/85"
      >
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-end px-3 sm:px-6 lg:px-8">
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('nav.chatWhatsApp')}
            title={t('nav.chatWhatsApp')}
            className="inline-flex h-11 items-center gap-2 rounded-full bg-[#0f7a6c] px-4 text-sm font-semibold text-white shadow-md transition hover:bg-[#0b6357]"
          >
            <ChatIcon className="size-6" />
            <span>{t('nav.chatShort')}</span>
          </a>
        </div>
      </div>
    </>
  )
}
