import type { CartSummary } from '@/lib/cart/types'
import { useT, type Translate } from '@/lib/i18n'
import { formatInr } from '@/lib/money'

type SummaryLine = CartSummary['lines'][number]

/** '10' for 10, '12.5' for 12.5 — the rate as the label shows it. */
const percent = (rate: number | null | undefined) => `${(rate ?? 0).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`

/** A summary line's label and amount as the shopper reads them, worded from its code. */
function describe(line: SummaryLine, t: Translate): { label: string; value: string; testId: string } {
  switch (line.code) {
    case 'tax':
      return { label: t('cart.tax', { rate: percent(line.rate) }), value: `+ ${formatInr(line.amount)}`, testId: 'summary-tax' }
    case 'discount':
      return {
        label: t('cart.discount', { rate: percent(line.rate) }),
        value: `− ${formatInr(line.amount)}`,
        testId: 'summary-discount',
      }
    case 'discountCode':
      // Issue 31: the cart's discount code, taken off what checkout charges.
      return {
        label: t('discount-codes.line', { code: line.label ?? '' }),
        value: `− ${formatInr(line.amount)}`,
        testId: 'summary-discount-code',
      }
    case 'includesGst':
      // Shown, not added: the prices include it (issue 28).
      return { label: t('cart.includesGst'), value: formatInr(line.amount), testId: 'summary-gst' }
    default:
      return { label: t('cart.subTotal'), value: formatInr(line.amount), testId: 'summary-subtotal' }
  }
}

/** The lines of the server's summary above its Total (issue 28: the cart and checkout show the same
 *  lines, computed once, so neither shows a figure the other contradicts). Rows of a <dl>. */
export function SummaryLines({ summary }: { summary: CartSummary }) {
  const t = useT()
  return (
    <>
      {summary.lines.map((line) => {
        const { label, value, testId } = describe(line, t)
        return (
          <div key={line.code} className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd data-testid={testId} className="font-medium text-ink tabular-nums">
              {value}
            </dd>
          </div>
        )
      })}
    </>
  )
}
