import { makeShopperOrder } from '@/testing/order-fixtures'

import { waitingOrdersPoll, WAITING_POLL_MS, type OrderPage } from './get-orders'

const NOW = Date.parse('2026-12-08T10:00:00Z')
const page = (...items: OrderPage['items']): OrderPage => ({ items, page: 1, pageSize: 10, total: items.length })
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString()

describe('the orders list while a payment is settling', () => {
  it('asks again every few seconds while an order of the last half hour waits for its payment', () => {
    // The popup said 'declined'; the provider's webhook makes it FAILED a moment later, even if its event is missed.
    expect(waitingOrdersPoll(page(makeShopperOrder({ status: 'created', placedAtIso: minutesAgo(1) })), NOW)).toBe(WAITING_POLL_MS)
  })

  it('stops asking once nothing recent waits', () => {
    expect(waitingOrdersPoll(page(makeShopperOrder({ status: 'failed', placedAtIso: minutesAgo(1) })), NOW)).toBe(false)
    expect(waitingOrdersPoll(page(makeShopperOrder({ status: 'paid', placedAtIso: minutesAgo(1) })), NOW)).toBe(false)
    expect(waitingOrdersPoll(page(makeShopperOrder({ status: 'created', placedAtIso: minutesAgo(45) })), NOW)).toBe(false)
    expect(waitingOrdersPoll(undefined, NOW)).toBe(false)
  })
})
