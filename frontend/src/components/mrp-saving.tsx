import { useT } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

/** Whole percent saved on the MRP, rounded down so a saving is never overstated (issue 31). */
export function percentOff(price: number, mrp: number): number {
  return mrp > price ? Math.floor(((mrp - price) * 100) / mrp) : 0
}

/** The MRP struck through beside a selling price, and the saving: '~~₹1,500.00~~ 10% off'. Nothing
 *  when there is no MRP above the price. */
export function MrpSaving({ price, mrp, className = '' }: { price: number; mrp?: number | null; className?: string }) {
  const t = useT()
  if (mrp == null || mrp <= price) return null
  const percent = percentOff(price, mrp)
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`} data-testid="mrp-saving">
      <s className="font-normal text-muted" data-testid="mrp">
        <span className="sr-only">{t('common.mrp')} </span>
        {formatInr(mrp)}
      </s>
      {percent > 0 ? (
        <span className="font-semibold text-green-800 dark:text-green-300" data-testid="percent-off">
          {t('common.percentOff', { percent })}
        </span>
      ) : null}
    </span>
  )
}
