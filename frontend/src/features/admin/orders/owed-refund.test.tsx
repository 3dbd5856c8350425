// Issue 30: a returned cash-on-delivery order's refund has no payment to go back to. The order page says it is
// owed, takes how the owner sent it (UPI or bank transfer) and its reference, and then shows it sent.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { apiError, mockApi } from '@/testing/mock-api'
import { makeAdminOrderDetail } from '@/testing/order-fixtures'
import { admin, renderApp } from '@/testing/render-app'

import type { AdminOrderDetail } from './api'

const PATH = '/api/v1/admin/orders/o_paid'
const owed: AdminOrderDetail['refunds'][number] = {
  id: 'rf_owed',
  amount: 89_900,
  status: 'requested',
  reason: 'Return r_1',
  failure: '',
  createdAt: '2026-11-20T10:00:00Z',
  byOwner: true,
  sentByMethod: null,
  sentReference: null,
  sentAt: null,
}

it('records an owed refund as sent by UPI with its reference, after the server names a bad reference', async () => {
  let current = makeAdminOrderDetail({ refunds: [owed], refundedAmount: 89_900, refundable: 0 })
  const api = mockApi({
    [`GET ${PATH}`]: () => Response.json(current),
    [`POST ${PATH}/refunds/rf_owed/sent`]: (call) => {
      const body = call.body as { method: string; reference: string }
      if (body.reference.trim() === '') {
        return apiError(422, 'invalid_refund', 'Enter the UPI or bank transfer reference', { reference: 'Enter the UPI or bank transfer reference' })
      }
      current = { ...current, refunds: [{ ...owed, status: 'processed', sentByMethod: 'upi', sentReference: body.reference, sentAt: '2026-11-21T10:00:00Z' }] }
      return Response.json(current)
    },
  })
  renderApp({ path: '/dashboard/orders/o_paid', user: admin })
  const form = within(await screen.findByRole('form', { name: 'Record the refund you sent' }, { timeout: 30_000 }))
  expect(form.getByText('Cash on delivery: send ₹899.00 to the shopper by UPI or bank transfer, then record it here.')).toBeInTheDocument()
  await userEvent.click(form.getByRole('button', { name: 'Record as sent' }))
  expect(await form.findByText('Enter the UPI or bank transfer reference')).toBeInTheDocument()

  await userEvent.type(form.getByLabelText('UPI or bank reference'), '432109876543')
  await userEvent.click(form.getByRole('button', { name: 'Record as sent' }))
  expect(await screen.findByTestId('refund-sent', {}, { timeout: 30_000 })).toHaveTextContent('Sent by UPI · reference 432109876543')
  expect(api.callsTo('POST', `${PATH}/refunds/rf_owed/sent`).at(-1)?.body).toEqual({ method: 'upi', reference: '432109876543' })
  expect(screen.queryByRole('form', { name: 'Record the refund you sent' })).toBeNull()
})

it('says so in Kannada', async () => {
  mockApi({ [`GET ${PATH}`]: Response.json(makeAdminOrderDetail({ refunds: [owed], refundedAmount: 89_900, refundable: 0 })) })
  await act(() => setLanguage('kn'))
  renderApp({ path: '/dashboard/orders/o_paid', user: admin })
  expect(await screen.findByText(/₹899.00 ಅನ್ನು ಗ್ರಾಹಕರಿಗೆ UPI ಅಥವಾ ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆಯ ಮೂಲಕ ಕಳುಹಿಸಿ/, {}, { timeout: 30_000 })).toBeInTheDocument()
  await act(() => setLanguage('en'))
})
