import { isFabric } from '@/lib/fabrics'
import { T } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

/** A product price in en-IN rupees; Fabrics are priced per metre (spec §3). */
export function Price({ paise, category, className = '' }: { paise: number; category: string; className?: string }) {
  return (
    <span className={className}>
      {formatInr(paise)}
      {isFabric(category) ? (
        <span className="text-sm font-normal text-muted">
          <T k="common.perMetre" components={{ 0: <span className="sr-only" /> }} />
        </span>
      ) : null}
    </span>
  )
}
