// Issue 30: the owner sets how long a closed payment window keeps its stock (default 0: back at once).
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'
import { testShop } from '@/testing/shop-fixtures'

describe('the grace of a closed payment window (issue 30)', () => {
  it('shows 0 by default and saves the minutes the owner types', async () => {
    const calls = mockApi({
      'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }),
      'GET /api/v1/shop/states': Response.json([{ code: '29', name: 'Karnataka' }]),
      'PUT /api/v1/admin/shop': Response.json({ ...testShop, dismissedHoldMinutes: 5, version: 4 }),
    })
    renderApp({ path: '/dashboard?tab=settings', user: admin })
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }))
    const grace = form.getByLabelText('Keep stock after a closed payment window (minutes)')
    expect(grace).toHaveValue(0)
    expect(grace).toHaveAccessibleDescription(/go back on sale after this long \(0–60; 0, the default, gives them back at once\)/)
    await userEvent.clear(grace)
    await userEvent.type(grace, '5')
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/shop')[0]?.body).toMatchObject({ dismissedHoldMinutes: 5 })
  })
})
