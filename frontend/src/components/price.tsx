import { isFabric } from '@/lib/fabrics'
import { T } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

import { MrpSaving } from './mrp-saving'

/** A product price in en-IN rupees; Fabrics are priced per metre (spec §3). */
export function Price({
  paise,
  category,
  mrp,
  className = '',
}: {
  paise: number
  category: string
  /** Shown struck through with the saving when above the price (issue 31). */
  mrp?: number | null
  className?: string
}) {
  return (
    <span className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span>
        {formatInr(paise)}
        {isFabric(category) ? (
          <span className="text-sm font-normal text-muted">
            <T k="common.perMetre" components={{ 0: <span className="sr-only" /> }} />
          </span>
        ) : null}
      </span>
      <MrpSaving price={paise} mrp={mrp} className="text-sm" />
    </span>
  )
}
