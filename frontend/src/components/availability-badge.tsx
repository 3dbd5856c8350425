type Availability = { outOfStock: boolean; comingSoon: boolean }

/** spec §4: the 'Out of Stock' notice takes precedence over 'Coming Soon'. */
export function availabilityLabel({ outOfStock, comingSoon }: Availability): 'Out of Stock' | 'Coming Soon' | null {
  if (outOfStock) return 'Out of Stock'
  if (comingSoon) return 'Coming Soon'
  return null
}

export function AvailabilityBadge({ product, className = '' }: { product: Availability; className?: string }) {
  const label = availabilityLabel(product)
  if (!label) return null
  const tone =
    label === 'Out of Stock'
      ? 'bg-terracotta-700 text-white'
      : 'bg-indigo-800 text-cream-50 dark:bg-indigo-200 dark:text-indigo-950'
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${tone} ${className}`}>
      {label}
    </span>
  )
}
