// The checkout page's world for its tests: a signed-in shopper in Hubballi (580020, free delivery), the
// checkout session the server opens for a cart, and the order it makes. Each test file adds its own routes.
import { screen } from '@testing-library/react'

import type { CheckoutSession } from '@/features/checkout/api'
import type { Cart } from '@/lib/cart/types'
import type { Order } from '@/lib/orders/get-orders'
import { fill } from '@/testing/fill'
import { renderApp, shopper } from '@/testing/render-app'

export const me = { uid: shopper.uid, name: 'Meera Rao', email: shopper.email, phone: '9876543210', role: 'user' }
export const hubballi = { pincode: '580020', city: 'Hubballi', district: 'Dharwad', state: 'Karnataka', stateCode: '29', localities: [] } // issue 30
export const ordersList = 'GET /api/v1/orders?page=1&pageSize=10'

/** What POST /api/v1/checkout answers for `cart` with the sandbox provider. */
export function checkoutSession(cart: Cart, overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    orderId: 'o_1',
    providerOrderId: 'order_sbx_1',
    provider: 'sandbox',
    keyId: 'sandbox',
    checkoutScriptUrl: null,
    amount: cart.summary.subTotal,
    deliveryFee: 0,
    currency: 'INR',
    name: 'Meera Rao',
    email: shopper.email,
    contact: '9876543210',
    description: 'Order Payment',
    status: 'created',
    cartTotalItems: cart.cartTotalItems,
    items: [],
    ...overrides,
  }
}

/** The order checkout made for `amount`, paid unless `overrides` say otherwise. */
export function checkoutOrder(amount: number, overrides: Partial<Order> = {}): Order {
  return {
    id: 'o_1',
    number: '',
    status: 'paid',
    amount,
    currency: 'INR',
    placedAt: { seconds: 1741166640, nanoseconds: 0 },
    placedAtIso: '2025-03-05T09:24:00Z',
    paidAt: null,
    paymentInfo: { amount, paymentId: 'pay_sbx_1' },
    providerOrderId: 'order_sbx_1',
    cartTotalItems: 2,
    items: [],
    address: { name: 'Meera Rao', address: '12 Temple Road', pincode: '580020', mobile: '9876543210', house: '', locality: '', city: '', district: '', state: '' },
    refundedAmount: 0,
    ...{ deliveryFee: 0, paymentMethod: 'online', codFee: 0, codState: '', codCollectedAt: null, hasInvoice: false }, // issue 30
    ...{ discountCode: '', discountAmount: 0 }, // issue 31
    returns: [],
    returnableUntil: null,
    returnable: [],
    fulfilment: 'unfulfilled',
    tracking: null,
    timeline: [],
    ...overrides,
  }
}

/** The routes every checkout test needs: the cart, the shopper, Hubballi's pincode and free delivery there, My Orders. */
export function checkoutApi(cart: Cart, orders: Order[]) {
  const amount = cart.summary.subTotal
  const delivery = { ...hubballi, zone: 'k', zoneName: 'k', fee: 0, free: true, freeAbove: 150000, goods: amount, total: amount }
  return {
    'GET /api/v1/cart': Response.json(cart),
    'GET /api/v1/auth/me': Response.json(me),
    'GET /api/v1/pincodes/580020': Response.json(hubballi),
    'GET /api/v1/cart/delivery?pincode=580020': Response.json({ ...delivery, weightGrams: 900, daysMin: 2, daysMax: 3, codAvailable: null }),
    [ordersList]: Response.json({ items: orders, total: orders.length, page: 1, pageSize: 10 }),
  }
}

export async function openCheckout() {
  const view = renderApp({ path: '/checkout', user: shopper })
  expect(await screen.findByRole('heading', { level: 1, name: 'Shipping & Payment' })).toBeInTheDocument()
  await screen.findByLabelText('Name')
  return view
}

export async function fillAddress() {
  await fill(screen.getByLabelText('Address'), '12 Temple Road, Hubballi')
  await fill(screen.getByLabelText('Pincode'), '580020')
}

export const payButton = () => screen.getByRole('button', { name: /^Pay ₹|^Processing…$/ })
