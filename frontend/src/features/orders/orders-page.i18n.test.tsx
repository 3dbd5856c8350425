// Issue 18: the shopper's orders, a paid order's popup and its returns in Kannada; the products' titles from
// the catalogue while they are still sold, the stored ones otherwise; a return reason is sent as its value.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Order, OrderItem } from '@/lib/orders/get-orders'
import { makeProduct } from '@/testing/fixtures'
import { switchTo } from '@/testing/languages'
import { mockApi, type ApiCall } from '@/testing/mock-api'
import { makeShopperOrder } from '@/testing/order-fixtures'
import { renderApp, shopper } from '@/testing/render-app'

import type { OrderReturn } from './api/return-types'
import { itemLabel } from './order-display'

const shirt: OrderItem = {
  productId: 'p_shirt',
  title: 'Indigo Khadi Shirt',
  category: 'shirts',
  unitPrice: 135000,
  size: 'L',
  type: 'Full Sleeve',
  quantity: 2,
  unit: 'piece',
  lineTotal: 270000,
  discount: 0,
  productExists: true,
}
const gone: OrderItem = { ...shirt, productId: 'p_gone', title: 'Old Khadi Cap', quantity: 1, lineTotal: 40000, productExists: false }
const catalogue = { version: 1, products: [makeProduct({ id: 'p_shirt', title: 'Indigo Khadi Shirt', titleKn: 'ನೀಲಿ ಖಾದಿ ಶರ್ಟ್' })] }

const accepted: OrderReturn = {
  id: 'ret_1',
  status: 'accepted',
  reason: 'Damaged',
  note: 'Torn at the seam',
  lines: [{ line: 0, title: 'Indigo Khadi Shirt', size: 'L', type: 'Full Sleeve', quantity: 1, unit: 'piece', amount: 135000 }],
  amount: 135000,
  photos: [],
  declineReason: '',
  requestedAt: '2025-03-10T05:30:00Z',
  decidedAt: null,
  receivedAt: null,
  refund: null,
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

function paidOrder(overrides: Partial<Order> = {}): Order {
  return makeShopperOrder({
    amount: 310000,
    cartTotalItems: 2,
    items: [shirt, gone],
    fulfilment: 'delivered',
    tracking: { courier: 'India Post', number: 'EK123456789IN', url: 'https://track.example.in/EK123456789IN' },
    returns: [accepted],
    returnableUntil: inDays(8),
    returnable: [{ line: 0, quantity: 1 }],
    ...overrides,
  })
}
const failed = makeShopperOrder({ id: 'o_failed', status: 'failed', paidAt: null, cartTotalItems: 1, paymentInfo: { amount: 40000, paymentId: null } })

const LIST = 'GET /api/v1/orders?page=1&pageSize=10'
const list = (items: Order[]) => Response.json({ items, total: items.length, page: 1, pageSize: 10 })

describe('/orders in Kannada (issue 18)', () => {
  it('lists the orders with Kannada statuses and plurals, and opens a paid order in Kannada', async () => {
    mockApi({ [LIST]: list([paidOrder(), failed]), 'GET /api/v1/products': Response.json(catalogue) })
    renderApp({ path: '/orders', user: shopper })
    const rows = await screen.findAllByTestId('order-row')
    await switchTo('kn')

    expect(await screen.findByRole('heading', { level: 1, name: 'ನನ್ನ ಆರ್ಡರ್‌ಗಳು' })).toBeInTheDocument()
    expect(screen.getByText('2 ಆರ್ಡರ್‌ಗಳು')).toBeInTheDocument()
    const [first, second] = rows.map((row) => within(row))
    expect(first?.getAllByText('2 ವಸ್ತುಗಳು').length).toBeGreaterThan(0)
    expect(first?.getByTestId('order-status')).toHaveTextContent('ಯಶಸ್ವಿ')
    expect(first?.getByTestId('order-status')).toHaveAttribute('data-status', 'SUCCESS')
    expect(second?.getAllByText('1 ವಸ್ತು').length).toBeGreaterThan(0)
    expect(second?.getByTestId('order-status')).toHaveTextContent('ವಿಫಲ')
    expect(first?.getByRole('button')).toHaveAccessibleName(/ರ ಆರ್ಡರ್, ₹3,100.00, 2 ವಸ್ತುಗಳು, ಯಶಸ್ವಿ$/)

    await userEvent.click(first?.getByRole('button') as HTMLElement)
    const popup = within(await screen.findByRole('dialog', { name: 'ಆರ್ಡರ್ ವಿವರಗಳು' }))
    // Still sold: the catalogue's Kannada title; no longer sold: the title stored with the order.
    expect(await popup.findByText('ನೀಲಿ ಖಾದಿ ಶರ್ಟ್ × 2')).toBeInTheDocument()
    expect(popup.getByText('Old Khadi Cap × 1')).toBeInTheDocument()
    expect(popup.getByText(/ಈಗ ಮಾರಾಟದಲ್ಲಿಲ್ಲ/)).toBeInTheDocument()
    expect(popup.getByRole('heading', { name: 'ವಿತರಣೆ · ತಲುಪಿಸಲಾಗಿದೆ' })).toBeInTheDocument()
    expect(popup.getByText(/India Post, ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ/)).toHaveTextContent('India Post, ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ EK123456789IN')
    expect(popup.getByRole('link', { name: 'ನಿಮ್ಮ ಪಾರ್ಸೆಲ್ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ' })).toBeInTheDocument()
    expect(popup.getByText('ಪಿನ್‌ಕೋಡ್ 580020')).toBeInTheDocument()
    expect(popup.getByRole('link', { name: /ಇನ್‌ವಾಯ್ಸ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ/ })).toHaveAttribute('href', '/api/v1/orders/o_paid/invoice.pdf')
    expect(popup.getByTestId('return-status')).toHaveTextContent('ಹಿಂದಿರುಗಿಸುವಿಕೆ ಸ್ವೀಕರಿಸಲಾಗಿದೆ — ದಯವಿಟ್ಟು ವಸ್ತುಗಳನ್ನು ಕಳುಹಿಸಿ')
    expect(popup.getByText(/ವಿನಂತಿಸಿದ ದಿನ .* · ಹಾನಿಗೊಂಡಿದೆ/)).toBeInTheDocument()
    expect(popup.getByText(/^ದೋಷ ಅಥವಾ ಹಾನಿ ಇದೆಯೇ\? .* ರವರೆಗೆ ಹಿಂದಿರುಗಿಸಬಹುದು\.$/)).toBeInTheDocument()

    const dialog = screen.getByRole('dialog')
    // issue 28: the returned line's size chart type in Kannada too
    expect(popup.getByText('ನೀಲಿ ಖಾದಿ ಶರ್ಟ್ (L, ಪೂರ್ಣ ತೋಳು) × 1')).toBeInTheDocument()
    for (const english of ['Order details', 'Items', 'Shipping address', 'Payment ID', 'Order ID', 'Download invoice', 'Returns', 'Damaged', 'Track your parcel', 'No longer sold', 'Indigo Khadi Shirt', 'Full Sleeve']) {
      expect(dialog).not.toHaveTextContent(new RegExp(`\\b${english}\\b`))
    }
  })

  it('asks for a return in Kannada and still sends the reason as Defective or Damaged', async () => {
    const api = mockApi({
      [LIST]: list([paidOrder({ returns: [] })]),
      'GET /api/v1/products': Response.json(catalogue),
      'POST /api/v1/orders/o_paid/returns': ({ body }: ApiCall) => Response.json({ ...accepted, status: 'requested', ...(body as object) }, { status: 201 }),
    })
    renderApp({ path: '/orders', user: shopper })
    await switchTo('kn')
    await userEvent.click(await screen.findByRole('button', { name: /ರ ಆರ್ಡರ್/ }))
    const popup = within(await screen.findByRole('dialog', { name: 'ಆರ್ಡರ್ ವಿವರಗಳು' }))
    await userEvent.click(popup.getByRole('button', { name: 'ವಸ್ತುಗಳನ್ನು ಹಿಂದಿರುಗಿಸಿ' }))

    const form = within(await screen.findByRole('form', { name: 'ವಸ್ತುಗಳನ್ನು ಹಿಂದಿರುಗಿಸಿ' }))
    await userEvent.click(form.getByRole('button', { name: 'ಹಿಂದಿರುಗಿಸಲು ವಿನಂತಿಸಿ' }))
    const box = await form.findByRole('checkbox', { name: /ನೀಲಿ ಖಾದಿ ಶರ್ಟ್ × 1/ })
    expect(box).toHaveAccessibleDescription('ಹಿಂದಿರುಗಿಸಲು ಕನಿಷ್ಠ ಒಂದು ವಸ್ತುವನ್ನು ಆರಿಸಿ')
    expect(form.getByRole('radio', { name: /ದೋಷಯುಕ್ತ/ })).toHaveAccessibleDescription('ದೋಷಯುಕ್ತ ಅಥವಾ ಹಾನಿಗೊಂಡಿದೆ ಎಂದು ಆರಿಸಿ')
    // The messages follow a switch of language while they show.
    await switchTo('hi')
    expect(box).toHaveAccessibleDescription('लौटाने के लिए कम से कम एक वस्तु चुनें')
    expect(form.getByRole('radio', { name: /ख़राब/ })).toHaveAccessibleDescription('ख़राब या क्षतिग्रस्त में से चुनें')
    await switchTo('kn')

    await userEvent.click(box)
    await userEvent.click(form.getByRole('radio', { name: /ಹಾನಿಗೊಂಡಿದೆ/ }))
    await userEvent.click(form.getByRole('button', { name: 'ಹಿಂದಿರುಗಿಸಲು ವಿನಂತಿಸಿ' }))
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/v1/orders/o_paid/returns')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/v1/orders/o_paid/returns')[0]?.body).toMatchObject({ reason: 'Damaged', lines: [{ line: 0, quantity: 1 }] })
  })

  // issue 28: an ordered length reads with the language's word for a metre, not the Latin 'm'
  it('writes an ordered length in ಮೀ and मी', async () => {
    const linen: OrderItem = { ...shirt, title: 'Khadi Linen Fabric', category: 'fabrics', size: '', type: '', quantity: 2.5, unit: 'metre' }
    await switchTo('kn')
    expect(itemLabel(linen)).toBe('Khadi Linen Fabric × 2.5 ಮೀ')
    await switchTo('hi')
    expect(itemLabel(linen)).toBe('Khadi Linen Fabric × 2.5 मी')
    await switchTo('en')
    expect(itemLabel(linen)).toBe('Khadi Linen Fabric × 2.5 m')
  })
})
