// Issue 31: the owner sets how long a cart is left before its one reminder, and sees how many carts came back.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'
import { testShop } from '@/testing/shop-fixtures'

afterEach(async () => {
  await act(() => setLanguage('en'))
})

describe('cart reminders on the Settings tab (issue 31)', () => {
  it('shows the counts and the 6-hour default, and saves the hours the owner types', async () => {
    const calls = mockApi({
      'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }),
      'GET /api/v1/shop/states': Response.json([{ code: '29', name: 'Karnataka' }]),
      'GET /api/v1/admin/cart-reminders': Response.json({ sent: 12, recovered: 5, hours: 6 }),
      'PUT /api/v1/admin/shop': Response.json({ ...testShop, cartReminderHours: 24, version: 4 }),
    })
    renderApp({ path: '/dashboard?tab=settings', user: admin })
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }))
    const hours = form.getByLabelText('Remind of a cart left for (hours)')
    expect(hours).toHaveValue(6)
    expect(await form.findByTestId('reminders-sent')).toHaveTextContent('12')
    expect(form.getByTestId('carts-recovered')).toHaveTextContent('5')
    expect(form.getByText('Carts recovered')).toBeInTheDocument()
    await userEvent.clear(hours)
    await userEvent.type(hours, '24')
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/shop')[0]?.body).toMatchObject({ cartReminderHours: 24 })
  })
})
