// Issue 16 returns: the shapes of the backend's contract (ReturnOut, OrderOut.returns/returnableUntil/
// returnable). Written by hand until the backend's schemas reach lib/api/schema.d.ts.
import type { components } from '@/lib/api/schema'
import type { Order } from '@/lib/orders/get-orders'

export type ReturnReason = 'Defective' | 'Damaged'
export type ReturnStatus = 'requested' | 'accepted' | 'declined' | 'received'

export type ReturnLine = {
  /** Index into the order's items. */
  line: number
  title: string
  size: string
  type: string
  quantity: number
  unit: 'metre' | 'piece'
  /** Paise. */
  amount: number
}

export type ReturnPhoto = { id: string; url: string }

export type OrderReturn = {
  id: string
  status: ReturnStatus
  reason: ReturnReason
  note: string
  lines: ReturnLine[]
  amount: number
  photos: ReturnPhoto[]
  declineReason: string
  requestedAt: string
  decidedAt: string | null
  receivedAt: string | null
  refund: components['schemas']['RefundOut'] | null
}

/** What of a line can still be returned: a fabric's whole length, or up to `quantity` pieces. */
export type ReturnableLine = { line: number; quantity: number }

export type ReturnRequest = {
  lines: { line: number; quantity: number }[]
  reason: ReturnReason
  note: string
  photoIds: string[]
}

export type OrderWithReturns = Order & {
  returns?: OrderReturn[]
  returnableUntil?: string | null
  returnable?: ReturnableLine[]
}
