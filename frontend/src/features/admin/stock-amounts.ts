// Stock amounts as the dashboard shows and takes them (issue 15): whole pieces, or metres in 0.25 m steps
// for fabrics, 0–100,000. The messages are the server's (backend khadi/stock/quantities.py), so a check
// here and a refusal there read the same. Texts come from the admin-stock catalogue (issue 18).
import { currentIntlLocale, translate, type MessageKey } from '@/lib/i18n'
import { optionsText } from '@/lib/options'

export type StockUnit = 'piece' | 'metre'

export const MAX_STOCK = 100_000
const messageKeys = {
  notANumber: 'admin-stock.notANumber',
  range: 'admin-stock.range',
  wholePieces: 'admin-stock.wholePieces',
  quarterSteps: 'admin-stock.quarterSteps',
  addPiece: 'admin-stock.addPiece',
  addMetres: 'admin-stock.addMetres',
} as const satisfies Record<string, MessageKey>

/** Each message in the current language, read when it is shown. */
export const stockMessages = Object.defineProperties(
  {} as { readonly [Name in keyof typeof messageKeys]: string },
  Object.fromEntries(
    Object.entries(messageKeys).map(([name, key]) => [name, { get: () => translate(key), enumerable: true }]),
  ),
)

export type Parsed = { value: number; error?: undefined } | { value?: undefined; error: string }

/** A typed count ('3', '2.25', '2.25 m') as a number, or the message to show. `added`: a restock (> 0). */
export function parseStockAmount(text: string, unit: StockUnit, { added = false } = {}): Parsed {
  const cleaned = text.trim().toLowerCase().replace(/m$/, '').trim().replaceAll(',', '')
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned)) return { error: stockMessages.notANumber }
  const value = Number(cleaned)
  if (!Number.isFinite(value)) return { error: stockMessages.notANumber }
  if (value < 0 || value > MAX_STOCK) return { error: stockMessages.range }
  if (unit === 'metre' && !Number.isInteger(value * 4)) return { error: stockMessages.quarterSteps }
  if (unit === 'piece' && !Number.isInteger(value)) return { error: stockMessages.wholePieces }
  if (added && value <= 0) return { error: unit === 'metre' ? stockMessages.addMetres : stockMessages.addPiece }
  return { value }
}

/** '3', or '2.25 m'. */
export function formatStock(amount: number, unit: StockUnit): string {
  const text = amount.toLocaleString(currentIntlLocale(), { maximumFractionDigits: 2 })
  return unit === 'metre' ? translate('admin-stock.metres', { amount: text }) : text
}

/** 'M / Half Sleeve', 'M', or 'One size' for a product without sizes or types. */
export function variantLabel(size: string, type: string): string {
  return optionsText([size, type], ' / ') || translate('admin-stock.oneSize')
}

export type StockTone = 'untracked' | 'out' | 'low' | 'ok'

/** The Products tab's Stock cell: '—' when not counted, else the total left, red when a variant is low or 0. */
export function stockCell(product: {
  tracked: boolean
  stockTotal: number | null
  stockLow: boolean
  stockUnit: StockUnit
}): { text: string; tone: StockTone } {
  if (!product.tracked || product.stockTotal === null) return { text: '—', tone: 'untracked' }
  const text = formatStock(product.stockTotal, product.stockUnit)
  if (product.stockTotal === 0) return { text, tone: 'out' }
  return { text, tone: product.stockLow ? 'low' : 'ok' }
}

const reasons: Record<string, MessageKey> = {
  sale: 'admin-stock.reasonSale',
  release: 'admin-stock.reasonRelease',
  restock: 'admin-stock.reasonRestock',
  edit: 'admin-stock.reasonEdit',
  import: 'admin-stock.reasonImport',
  return: 'admin-stock.reasonReturn',
}

export function reasonLabel(reason: string): string {
  const key = reasons[reason]
  return key ? translate(key) : reason
}

/** '+6', '−1', '+2.25 m'. */
export function formatChange(change: number, unit: StockUnit): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : ''
  return `${sign}${formatStock(Math.abs(change), unit)}`
}
