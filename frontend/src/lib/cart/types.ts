// Friendly names for the cart's API shapes (generated in lib/api/schema.d.ts).
import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type Cart = Schemas['CartOut']
export type CartChange = Schemas['CartChangeOut']
export type CartLine = Schemas['CartLineOut']
export type CartSummary = Schemas['CartSummaryOut']

/** Names one cart line (spec §3: the same line when productId, size and type all match). */
export type CartLineKey = { productId: string; size: string; type: string }

export const lineKey = (line: CartLineKey): string => JSON.stringify([line.productId, line.size, line.type])
