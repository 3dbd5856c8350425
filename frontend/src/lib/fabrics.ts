// spec §3, §5, §9: Fabrics are sold by the metre, 1–30 m in steps of 0.25, default 1. The bounds are the
// server's (backend khadi/cart/rules.py), generated into shared-values.gen.ts.
import { FABRIC_LENGTH, FABRICS_CATEGORY } from './api/shared-values.gen'
import { translate } from './i18n'

export { FABRIC_LENGTH, FABRICS_CATEGORY }

export function isFabric(category: string): boolean {
  return category.toLowerCase() === FABRICS_CATEGORY
}

/** Keeps a length on the 0.25 m grid inside 1–30 m. */
export function clampFabricLength(metres: number): number {
  if (!Number.isFinite(metres)) return FABRIC_LENGTH.initial
  const onGrid = Math.round(metres / FABRIC_LENGTH.step) * FABRIC_LENGTH.step
  return Math.min(FABRIC_LENGTH.max, Math.max(FABRIC_LENGTH.min, onGrid))
}

const amount = (metres: number) => metres.toLocaleString('en-IN', { maximumFractionDigits: 2 })

/** '2.25 m' — metres without trailing zeros, with the unit in the shopper's language ('2.25 ಮೀ', '2.25 मी';
 *  issue 28). Read at the moment it shows, like every translated text. */
export function formatMetres(metres: number): string {
  return translate('common.metres', { amount: amount(metres) })
}

/** '2.25 metres' in words, for a screen reader ('2.25 ಮೀಟರ್'). */
export function spokenMetres(metres: number): string {
  return translate('common.metresLong', { amount: amount(metres) })
}
