import type { ComponentType } from 'react'

import { AwardIcon, ShieldIcon, SparkIcon } from '@/components/icons'
import { useT, type MessageKey } from '@/lib/i18n'

type Highlight = { title: MessageKey; text: MessageKey; Icon: ComponentType<{ className?: string }> }

// spec §2 highlights strip; spec §9: the experience claim is 25+ years.
const highlights: readonly Highlight[] = [
  {
    title: 'home.experienceTitle',
    text: 'home.experienceText',
    Icon: AwardIcon,
  },
  {
    title: 'home.premiumTitle',
    text: 'home.premiumText',
    Icon: SparkIcon,
  },
  {
    title: 'home.trustTitle',
    text: 'home.trustText',
    Icon: ShieldIcon,
  },
]

export function Highlights() {
  const t = useT()
  return (
    <section aria-label={t('home.highlightsLabel')} className="rounded-3xl bg-band px-5 py-8 text-on-band sm:px-10">
      <ul className="grid gap-6 sm:grid-cols-3 sm:gap-8">
        {highlights.map(({ title, text, Icon }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-saffron-400 text-indigo-950">
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block font-serif text-xl font-semibold">{t(title)}</span>
              <span className="mt-1 block text-sm leading-relaxed text-on-band-muted">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
