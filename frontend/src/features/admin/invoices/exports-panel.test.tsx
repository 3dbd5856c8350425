import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

describe('Tax exports tab (issue 17)', () => {
  it('links the three CSV exports for the days chosen', async () => {
    mockApi({ 'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }) })
    renderApp({ path: '/dashboard?tab=tax', user: admin })
    const panel = within(await screen.findByRole('region', { name: 'Tax exports' }))
    const from = panel.getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-04-01')
    const to = panel.getByLabelText('To')
    await userEvent.clear(to)
    await userEvent.type(to, '2026-06-30')
    expect(panel.getByRole('link', { name: 'Download Sales (CSV)' })).toHaveAttribute('href', '/api/v1/admin/exports/sales.csv?from=2026-04-01&to=2026-06-30')
    expect(panel.getByRole('link', { name: 'Download GSTR-1 B2C summary (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/admin/exports/gstr1-b2c.csv?from=2026-04-01&to=2026-06-30',
    )
    expect(panel.getByRole('link', { name: 'Download HSN summary (CSV)' })).toHaveAttribute('href', '/api/v1/admin/exports/hsn.csv?from=2026-04-01&to=2026-06-30')
  })

  it('offers no download while the last day is before the first', async () => {
    mockApi({ 'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }) })
    renderApp({ path: '/dashboard?tab=tax', user: admin })
    const panel = within(await screen.findByRole('region', { name: 'Tax exports' }))
    const from = panel.getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-06-30')
    const to = panel.getByLabelText('To')
    await userEvent.clear(to)
    await userEvent.type(to, '2026-04-01')
    expect(panel.getByLabelText('To')).toHaveAccessibleDescription('The last day must not be before the first')
    expect(panel.queryByRole('link')).not.toBeInTheDocument()
  })
})
