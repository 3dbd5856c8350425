import type { ComponentType } from 'react'

import { AwardIcon, ShieldIcon, SparkIcon } from '@/components/icons'

type Highlight = { title: string; text: string; Icon: ComponentType<{ className?: string }> }

// spec §2 highlights strip; spec §9: the experience claim is 25+ years.
const highlights: readonly Highlight[] = [
  {
    title: '25+ Experience',
    text: 'More than 25 years of selling khadi spun and woven by hand in Karnataka.',
    Icon: AwardIcon,
  },
  {
    title: 'Premium Product',
    text: 'Every piece comes from certified khadi and village units, checked before it is packed.',
    Icon: SparkIcon,
  },
  {
    title: 'Customer Trust',
    text: 'Honest prices including taxes, secure card payments and easy returns of damaged items.',
    Icon: ShieldIcon,
  },
]

export function Highlights() {
  return (
    <section aria-label="Why shop with us" className="rounded-3xl bg-band px-5 py-8 text-on-band sm:px-10">
      <ul className="grid gap-6 sm:grid-cols-3 sm:gap-8">
        {highlights.map(({ title, text, Icon }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-saffron-400 text-indigo-950">
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block font-serif text-xl font-semibold">{title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-on-band-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
