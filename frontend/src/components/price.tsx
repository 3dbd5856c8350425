import { isFabric } from '@/lib/fabrics'
import { formatInr } from '@/lib/money'

/** A product price in en-IN rupees; Fabrics are priced per metre (spec §3). */
export function Price({ paise, category, className = '' }: { paise: number; category: string; className?: string }) {
  return (
    <span className={className}>
      {formatInr(paise)}
      {isFabric(category) ? (
        <span className="text-sm font-normal text-muted">
          {' '}
          / m<span className="sr-only">etre</span>
        </span>
      ) : null}
    </span>
  )
}
