import { useT, type MessageKey } from '@/lib/i18n'

type Availability = { outOfStock: boolean; comingSoon: boolean }

/** spec §4: the 'Out of Stock' notice takes precedence over 'Coming Soon'. */
export function availabilityLabel({ outOfStock, comingSoon }: Availability): 'Out of Stock' | 'Coming Soon' | null {
  if (outOfStock) return 'Out of Stock'
  if (comingSoon) return 'Coming Soon'
  return null
}

const LABEL_KEYS: Record<'Out of Stock' | 'Coming Soon', MessageKey> = {
  'Out of Stock': 'components.outOfStock',
  'Coming Soon': 'components.comingSoon',
}

/** The notice's message key (availabilityLabel names the notice in the spec's English, for logic). */
export function availabilityKey(product: Availability): MessageKey | null {
  const label = availabilityLabel(product)
  return label ? LABEL_KEYS[label] : null
}

export function AvailabilityBadge({ product, className = '' }: { product: Availability; className?: string }) {
  const t = useT()
  const label = availabilityLabel(product)
  if (!label) return null
  const tone =
    label === 'Out of Stock'
      ? 'bg-terracotta-700 text-white'
      : 'bg-indigo-800 text-cream-50 dark:bg-indigo-200 dark:text-indigo-950'
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${tone} ${className}`}>
      {t(LABEL_KEYS[label])}
    </span>
  )
}
