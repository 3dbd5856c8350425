import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Order, OrderItem } from '@/lib/orders/get-orders'
import { fill } from '@/testing/fill'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

import type { OrderReturn } from './api/return-types'

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
const silk: OrderItem = {
  productId: 'p_silk',
  title: 'Ilkal Silk Fabric',
  category: 'fabrics',
  unitPrice: 88050,
  size: '',
  type: '',
  quantity: 2.5,
  unit: 'metre',
  lineTotal: 220125,
  discount: 0,
  productExists: true,
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o_delivered',
    number: '',
    status: 'paid',
    amount: 490125,
    currency: 'INR',
    placedAt: { seconds: 1741166640, nanoseconds: 0 },
    placedAtIso: '2025-03-05T09:24:00Z',
    paidAt: '2025-03-05T09:24:30Z',
    paymentInfo: { amount: 490125, paymentId: 'pay_sbx_123' },
    providerOrderId: 'order_sbx_1',
    cartTotalItems: 2,
    items: [shirt, silk],
    address: { name: 'Meera Rao', address: '12 Temple Road\nHubballi', pincode: '580020', mobile: '+919876543210', house: '', locality: '', city: '', district: '', state: '' },
    refundedAmount: 0,
    deliveryFee: 0,
    discountCode: '',
    discountAmount: 0,
    paymentMethod: 'online',
    codFee: 0,
    codState: '',
    codCollectedAt: null,
    hasInvoice: true,
    fulfilment: 'delivered',
    tracking: null,
    timeline: [],
    returns: [],
    returnableUntil: inDays(8),
    returnable: [
      { line: 0, quantity: 2 },
      { line: 1, quantity: 2.5 },
    ],
    ...overrides,
  }
}

function makeReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  return {
    id: 'ret_1',
    status: 'requested',
    reason: 'Damaged',
    note: 'Torn at the seam',
    lines: [{ line: 0, title: 'Indigo Khadi Shirt', size: 'L', type: 'Full Sleeve', quantity: 1, unit: 'piece', amount: 135000 }],
    amount: 135000,
    photos: [{ id: 'ph_1', url: '/api/v1/return-photos/ph_1' }],
    declineReason: '',
    requestedAt: '2025-03-10T05:30:00Z',
    decidedAt: null,
    receivedAt: null,
    refund: null,
    ...overrides,
  }
}

const LIST = 'GET /api/v1/orders?page=1&pageSize=10'
const RETURNS = '/api/v1/orders/o_delivered/returns'
const list = (order: Order) => Response.json({ items: [order], total: 1, page: 1, pageSize: 10 })
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' })

async function openPopup() {
  renderApp({ path: '/orders', user: shopper })
  await userEvent.click(await screen.findByRole('button', { name: /^Order of/ }))
  return screen.findByRole('dialog', { name: 'Order details' })
}

describe('returns in the order popup (issue 16)', () => {
  it('asks for a line and a reason, uploads photos as chosen, and sends one request with one key across retries', async () => {
    let current = makeOrder()
    let attempts = 0
    let photoCount = 0
    const api = mockApi({
      [LIST]: () => list(current),
      'POST /api/v1/return-photos': ({ form }: ApiCall) => {
        const file = form?.get('file')
        if (file instanceof File && file.name === 'huge.jpg') return apiError(413, 'image_too_large', 'Image is larger than 10 MB')
        photoCount += 1
        return Response.json({ id: `ph_${photoCount}`, url: `/api/v1/return-photos/ph_${photoCount}` }, { status: 201 })
      },
      [`POST ${RETURNS}`]: ({ body }: ApiCall) => {
        attempts += 1
        if (attempts === 1) return apiError(503, 'unavailable', 'The shop is busy. Please try again.')
        const request = body as { lines: { line: number; quantity: number }[] }
        const created = makeReturn({ amount: 135000 * (request.lines[0]?.quantity ?? 0) })
        current = makeOrder({ returns: [created], returnable: [{ line: 0, quantity: 1 }, { line: 1, quantity: 2.5 }] })
        return Response.json(created, { status: 201 })
      },
    })
    const popup = within(await openPopup())
    expect(popup.getByText(/Returns possible until/)).toBeInTheDocument()
    await userEvent.click(popup.getByRole('button', { name: 'Return items' }))

    const form = within(await screen.findByRole('form', { name: 'Return items' }))
    const shirtBox = form.getByRole('checkbox', { name: /Indigo Khadi Shirt × 2/ })
    expect(shirtBox).toHaveFocus()
    expect(form.getByRole('checkbox', { name: /Ilkal Silk Fabric × 2.5 m/ })).toHaveAccessibleName(/whole length/)

    await userEvent.click(form.getByRole('button', { name: 'Request the return' }))
    expect(shirtBox).toHaveAccessibleDescription('Choose at least one item to return')
    expect(form.getByRole('radio', { name: /Defective/ })).toHaveAccessibleDescription('Choose Defective or Damaged')
    await waitFor(() => expect(shirtBox).toHaveFocus())
    expect(api.callsTo('POST', RETURNS)).toHaveLength(0)

    await userEvent.click(shirtBox)
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'How many of Indigo Khadi Shirt' }), '1')
    await userEvent.click(form.getByRole('radio', { name: /Damaged/ }))
    await fill(form.getByRole('textbox', { name: 'What is wrong with it?' }), 'Torn at the seam')

    const photos = form.getByLabelText('Add photos')
    await userEvent.upload(photos, [jpeg('seam.jpg'), jpeg('huge.jpg')])
    expect(await form.findByText('Image is larger than 10 MB')).toBeInTheDocument()
    expect(await form.findByText('Uploaded')).toBeInTheDocument()
    await userEvent.click(form.getByRole('button', { name: 'Request the return' }))
    expect(photos).toHaveAccessibleDescription('Remove the photos that could not be uploaded')
    await userEvent.click(form.getByRole('button', { name: 'Remove huge.jpg' }))
    expect(form.queryByText('Image is larger than 10 MB')).toBeNull()

    await userEvent.click(form.getByRole('button', { name: 'Request the return' }))
    expect(await form.findByRole('alert')).toHaveTextContent('The shop is busy. Please try again.')
    await userEvent.click(form.getByRole('button', { name: 'Request the return' }))

    const dialog = within(await screen.findByRole('dialog', { name: 'Order details' }))
    const sent = api.callsTo('POST', RETURNS)
    expect(sent).toHaveLength(2)
    expect(sent[1]?.body).toEqual({ lines: [{ line: 0, quantity: 1 }], reason: 'Damaged', note: 'Torn at the seam', photoIds: ['ph_1'] })
    const key = sent[0]?.headers.get('Idempotency-Key')
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(key)
    expect(await dialog.findByTestId('return-status')).toHaveTextContent('Return requested')
    expect(dialog.getByTestId('return-amount')).toHaveTextContent('₹1,350.00')
    expect(dialog.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', '/api/v1/return-photos/ph_1')
  })

  it("shows each return's state in the shopper's words, with the refund to the paisa", async () => {
    const refund = { id: 'rf_1', amount: 220125, status: 'processed' as const, reason: 'Return', failure: '', createdAt: '2025-03-14T05:30:00Z' }
    mockApi({
      [LIST]: list(
        makeOrder({
          returnableUntil: inDays(-1),
          refundedAmount: 220125,
          returns: [
            makeReturn({ id: 'r1' }),
            makeReturn({ id: 'r2', status: 'accepted' }),
            makeReturn({ id: 'r3', status: 'declined', declineReason: 'Worn and washed' }),
            makeReturn({
              id: 'r4',
              status: 'received',
              amount: 220125,
              lines: [{ line: 1, title: 'Ilkal Silk Fabric', size: '', type: '', quantity: 2.5, unit: 'metre', amount: 220125 }],
              refund,
            }),
          ],
        }),
      ),
    })
    const popup = within(await openPopup())
    expect(popup.queryByRole('button', { name: 'Return items' })).toBeNull() // the 10 days are over
    expect(popup.getAllByTestId('return-status').map((status) => status.textContent)).toEqual([
      'Return requested',
      'Return accepted — please send the items back',
      'Return declined: Worn and washed',
      'Returned — refund ₹2,201.25',
    ])
    const received = within(popup.getAllByTestId('order-return')[3] as HTMLElement)
    expect(received.getByText('Ilkal Silk Fabric × 2.5 m')).toBeInTheDocument()
    expect(received.getByTestId('return-amount')).toHaveTextContent('₹2,201.25')
    expect(popup.getByTestId('refunded')).toHaveTextContent('₹2,201.25')
  })

  it('offers no return before delivery', async () => {
    mockApi({ [LIST]: list(makeOrder({ fulfilment: 'shipped', returnableUntil: null, returnable: [] })) })
    const popup = within(await openPopup())
    expect(popup.queryByRole('button', { name: 'Return items' })).toBeNull()
    expect(popup.queryByRole('heading', { name: 'Returns' })).toBeNull()
  })

  it('takes at most three photos and says so', async () => {
    let count = 0
    mockApi({
      [LIST]: list(makeOrder()),
      'POST /api/v1/return-photos': () => {
        count += 1
        return Response.json({ id: `ph_${count}`, url: `/api/v1/return-photos/ph_${count}` }, { status: 201 })
      },
    })
    const popup = within(await openPopup())
    await userEvent.click(popup.getByRole('button', { name: 'Return items' }))
    const form = within(await screen.findByRole('form', { name: 'Return items' }))
    const input = form.getByLabelText('Add photos')
    await userEvent.upload(input, ['a', 'b', 'c', 'd'].map((name) => jpeg(`${name}.jpg`)))
    expect(input).toHaveAccessibleDescription('You can add up to 3 photos')
    expect(within(form.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(3)
    expect(input).toBeDisabled()
    await waitFor(() => expect(count).toBe(3))
  })

  it('goes back to the order without sending', async () => {
    const api = mockApi({ [LIST]: list(makeOrder()) })
    const popup = within(await openPopup())
    await userEvent.click(popup.getByRole('button', { name: 'Return items' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the order' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Return items' })).toHaveFocus())
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })
})
