import type { ReactNode } from 'react'

import { CharkhaLogo } from '@/components/logo'
import { useT, type MessageKey } from '@/lib/i18n'
import { useShop } from '@/lib/shop'

import { CheckIcon } from './icons'

type AuthCardProps = { title: string; intro: string; children: ReactNode; footer: ReactNode }

const reasons: MessageKey[] = ['auth.reasonOrders', 'auth.reasonWishlist', 'auth.reasonCart']

/** The frame of the login and sign-up pages: a woven backdrop, an indigo panel on wide screens. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const shopName = useShop().name
  const t = useT()
  return (
    // At least the height of the screen below the navbar, so the footer never shows as a band mid-screen.
    <div className="bg-weave flex min-h-[calc(100svh-4rem)] items-center px-4 py-8 sm:px-6 sm:py-14">
      <div className="mx-auto grid w-full max-w-4xl overflow-hidden rounded-3xl border border-line bg-surface shadow-xl lg:grid-cols-[5fr_6fr]">
        <aside className="hidden flex-col justify-between gap-10 bg-band p-10 text-on-band lg:flex">
          <CharkhaLogo className="size-14 text-saffron-300" />
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-saffron-300 uppercase">
              {t('auth.tagline')}
            </p>
            <p className="mt-4 font-serif text-3xl leading-snug font-semibold">
              {t('auth.story')}
            </p>
            <ul className="mt-8 space-y-3">
              {reasons.map((reason) => (
                <li key={reason} className="flex items-start gap-3 text-on-band-muted">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-saffron-300" />
                  {t(reason)}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-on-band-muted">{shopName}</p>
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          <CharkhaLogo className="mb-4 size-11 text-indigo-700 lg:hidden dark:text-indigo-200" />
          <h1 className="text-3xl font-semibold text-ink">{title}</h1>
          <p className="mt-2 text-muted">{intro}</p>
          {children}
          <div className="mt-8 border-t border-line pt-6 text-center text-sm text-muted">{footer}</div>
        </div>
      </div>
    </div>
  )
}
