// The dashboard's paid order, one shape for every test of the Orders tab and the order page (issue 16):
// ₹2,450.00 by Meera Rao, paid by pay_Q1w2e3r4, not yet packed.
import type { components } from '@/lib/api/schema'

type AdminOrder = components['schemas']['AdminOrderOut']
type AdminOrderDetail = components['schemas']['AdminOrderDetail']
type OrderItem = AdminOrder['items'][number]
type ShopperOrder = components['schemas']['OrderOut']

export const silkLine: OrderItem = {
  productId: 'p_silk', title: 'Ilkal Silk Fabric', category: 'fabrics', unitPrice: 88000, size: '', type: '', quantity: 2.5, unit: 'metre', lineTotal: 220000, discount: 0, productExists: true,
}
export const shirtLine: OrderItem = {
  productId: 'p_shirt', title: 'Indigo Khadi Shirt', category: 'shirts', unitPrice: 25000, size: 'M', type: 'Full Sleeve', quantity: 1, unit: 'piece', lineTotal: 25000, discount: 0, productExists: true,
}

/** A paid order as the Orders tab lists it. */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'o_paid',
    number: '',
    status: 'paid',
    amount: 245000,
    currency: 'INR',
    placedAt: { seconds: 1741167240, nanoseconds: 0 },
    placedAtIso: '2025-03-05T09:34:00Z',
    paidAt: '2025-03-05T09:35:00Z',
    paymentInfo: { amount: 245000, paymentId: 'pay_Q1w2e3r4' },
    providerOrderId: 'order_1',
    cartTotalItems: 2,
    items: [silkLine, shirtLine],
    address: { name: 'Meera Rao', address: '12, 4th Cross, Vidyanagar, Hubballi', pincode: '580021', mobile: '+919876543210', house: '', locality: '', city: '', district: '', state: '' },
    customer: { id: 'u_meera', name: 'Meera Rao', email: 'meera@example.in' },
    provider: 'sandbox',
    stockShort: false,
    refundedAmount: 0,
    deliveryFee: 0,
    discountCode: '',
    discountAmount: 0,
    paymentMethod: 'online',
    codFee: 0,
    codState: '',
    codCollectedAt: null,
    hasInvoice: (overrides.status ?? 'paid') === 'paid', // a paid order's is issued at payment; a COD one's when shipped
    returns: [],
    returnableUntil: null,
    returnable: [],
    fulfilment: 'unfulfilled',
    tracking: null,
    timeline: [
      { state: 'placed', at: '2025-03-05T09:34:00Z', by: null },
      { state: 'paid', at: '2025-03-05T09:35:00Z', by: null },
    ],
    ...overrides,
  }
}

/** The same order as its page shows it: nothing refunded, no duplicate payments. */
export function makeAdminOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return { ...makeAdminOrder(), refunds: [], refundable: 245000, duplicates: [], ...overrides }
}

/** A shopper's own paid order (no lines unless given), as /orders and its popup show it. */
export function makeShopperOrder(overrides: Partial<ShopperOrder> = {}): ShopperOrder {
  return {
    id: 'o_paid',
    number: '',
    status: 'paid',
    amount: 115000,
    currency: 'INR',
    placedAt: { seconds: 1741166640, nanoseconds: 0 },
    placedAtIso: '2025-03-05T09:24:00Z',
    paidAt: '2025-03-05T09:24:30Z',
    paymentInfo: { amount: 115000, paymentId: 'pay_sbx_123' },
    providerOrderId: 'order_sbx_1',
    cartTotalItems: 1,
    items: [],
    address: { name: 'Meera Rao', address: '12 Temple Road', pincode: '580020', mobile: '+919876543210', house: '', locality: '', city: '', district: '', state: '' },
    refundedAmount: 0,
    deliveryFee: 0,
    discountCode: '',
    discountAmount: 0,
    paymentMethod: 'online',
    codFee: 0,
    codState: '',
    codCollectedAt: null,
    hasInvoice: (overrides.status ?? 'paid') === 'paid', // a paid order's is issued at payment; a COD one's when shipped
    returns: [],
    returnableUntil: null,
    returnable: [],
    fulfilment: 'unfulfilled',
    tracking: null,
    timeline: [],
    ...overrides,
  }
}
