// Issue 18: the dashboard's texts follow the language switch; the catalogue's data stays as the admin
// entered it (English titles in the Products and Low stock lists).
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

const kurta = {
  ...makeProduct({ titleKn: 'ನೀಲಿ ಕೈಮಗ್ಗದ ಕುರ್ತಾ', titleHi: 'नील हथकरघा कुर्ता' }),
  imageKeys: ['products/kurta-1.webp'],
  tracked: true,
  stockUnit: 'piece',
  stockLevels: [],
  stockTotal: 2,
  stockLow: true,
}
const page = (items: unknown[]) => Response.json({ items, total: items.length, page: 1, pageSize: 20 })

function api() {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 1234, totalUsers: 56, totalSales: 12345678 }),
    'GET /api/v1/categories': Response.json([{ name: 'kurta', label: 'Kurta', subcategories: [] }]),
    'GET /api/v1/admin/products?page=1&pageSize=20': page([kurta]),
    'GET /api/v1/admin/products?page=1&pageSize=20&q=zzz': page([]),
    'GET /api/v1/admin/stock/low': Response.json({
      threshold: 3,
      items: [{ productId: kurta.id, title: kurta.title, size: 'M', type: '', onHand: 2, unit: 'piece' }],
    }),
  })
}

async function openDashboardInKannada(path = '/dashboard') {
  renderApp({ path, user: admin })
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  await act(() => setLanguage('kn'))
  await screen.findByRole('heading', { level: 1, name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' })
}

describe('the dashboard in ಕನ್ನಡ (issue 18)', () => {
  it('shows the header, totals and tabs in Kannada', async () => {
    api()
    await openDashboardInKannada()
    expect(screen.getByRole('link', { name: 'ಉತ್ಪನ್ನ ಸೇರಿಸಿ' })).toBeInTheDocument()
    const totals = screen.getByRole('region', { name: 'ಒಟ್ಟು ಮೊತ್ತಗಳು' })
    expect(within(totals).getByText('ಒಟ್ಟು ಉತ್ಪನ್ನಗಳು')).toBeInTheDocument()
    expect(within(totals).getByText('ಒಟ್ಟು ಮಾರಾಟ')).toBeInTheDocument()
    expect(within(totals).getByText('₹1,23,456.78')).toBeInTheDocument() // prices stay en-IN rupees
    const tabs = screen.getByRole('tablist', { name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ಪಟ್ಟಿಗಳು' })
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'ಉತ್ಪನ್ನಗಳು',
      'ವರ್ಗಗಳು',
      'ಬಳಕೆದಾರರು',
      'ಆರ್ಡರ್‌ಗಳು',
      'ಮಾರಾಟ',
      'ಗ್ರಾಹಕರು',
      'ಕಡಿಮೆ ದಾಸ್ತಾನು',
      'ಸೆಟ್ಟಿಂಗ್‌ಗಳು',
      'ಡೆಲಿವರಿ',
      'ಪುಟಗಳು',
      'ಮೇಲ್',
      'ತೆರಿಗೆ ರಫ್ತುಗಳು',
      'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ',
      'ರಿಯಾಯಿತಿ ಕೋಡ್‌ಗಳು',
    ])
    expect(document.title).toMatch(/^ಡ್ಯಾಶ್‌ಬೋರ್ಡ್/)
    for (const english of ['Dashboard', 'Add Product', 'Total Products', 'Products', 'Users', 'Low stock', 'Tax exports']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument()
    }
  })

  it('shows the Products tab in Kannada, with the titles as the admin entered them (English)', async () => {
    api()
    await openDashboardInKannada()
    const table = await screen.findByRole('region', { name: 'ಉತ್ಪನ್ನಗಳು ಕೋಷ್ಟಕ' })
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['ಚಿತ್ರ', 'ಶೀರ್ಷಿಕೆ', 'ವರ್ಗ', 'ಬೆಲೆ', 'ದಾಸ್ತಾನು', 'ಸ್ಥಿತಿ', 'ಕ್ರಿಯೆಗಳು'])
    // the product's own title, not its Kannada one: the dashboard keeps the admin's data in English
    expect(within(table).getByRole('link', { name: 'Indigo Handloom Kurta' })).toBeInTheDocument()
    expect(within(table).queryByText('ನೀಲಿ ಕೈಮಗ್ಗದ ಕುರ್ತಾ')).not.toBeInTheDocument()
    expect(within(table).getByRole('link', { name: 'Indigo Handloom Kurta ಸಂಪಾದಿಸಿ' })).toHaveTextContent('ಸಂಪಾದಿಸಿ')
    expect(within(table).getByRole('button', { name: 'Indigo Handloom Kurta ಅಳಿಸಿ' })).toHaveTextContent('ಅಳಿಸಿ')
    expect(within(table).getByRole('button', { name: 'Indigo Handloom Kurta ದಾಸ್ತಾನು: 2 ಕಡಿಮೆ' })).toBeInTheDocument()
    expect(within(table).getByText('ದಾಸ್ತಾನಿನಲ್ಲಿದೆ')).toBeInTheDocument()
    expect(screen.getByText('1 ಉತ್ಪನ್ನಗಳಲ್ಲಿ 1–1 ತೋರಿಸಲಾಗುತ್ತಿದೆ')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ಹುಡುಕಿ' })).toHaveAttribute('placeholder', 'ಶೀರ್ಷಿಕೆ, ವರ್ಗ ಅಥವಾ ಟ್ಯಾಗ್ ಹುಡುಕಿ')
    expect(screen.getByRole('link', { name: 'CSV ರಫ್ತು ಮಾಡಿ' })).toBeInTheDocument()
    for (const english of ['Edit', 'Delete', 'Export CSV', 'Import CSV', 'Title', 'In stock', 'Rows per page']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument()
    }

    // the delete question, and an empty search, in Kannada too
    await userEvent.click(within(table).getByRole('button', { name: 'Indigo Handloom Kurta ಅಳಿಸಿ' }))
    const dialog = screen.getByRole('alertdialog', { name: '"Indigo Handloom Kurta" ಅಳಿಸಬೇಕೇ?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' }))
    await userEvent.type(screen.getByRole('searchbox'), 'zzz')
    expect(await screen.findByText('“zzz” ಗೆ ಹೊಂದುವ ಉತ್ಪನ್ನಗಳು ಇಲ್ಲ')).toBeInTheDocument()
    expect(screen.getByText('ನಿಮ್ಮ ಹುಡುಕಾಟಕ್ಕೆ ಹೊಂದುವ ಉತ್ಪನ್ನಗಳು ಇಲ್ಲ.')).toBeInTheDocument()
  })

  it('shows the Low stock tab in Kannada, with the English titles', async () => {
    api()
    await openDashboardInKannada('/dashboard?tab=stock')
    expect(await screen.findByRole('heading', { level: 2, name: 'ಕಡಿಮೆ ದಾಸ್ತಾನು' })).toBeInTheDocument()
    expect(await screen.findByText('Indigo Handloom Kurta')).toBeInTheDocument()
    expect(screen.getByText('2 ಉಳಿದಿದೆ')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Indigo Handloom Kurta ದಾಸ್ತಾನು ನಿರ್ವಹಿಸಿ' })).toHaveTextContent('ನಿರ್ವಹಿಸಿ')
    expect(screen.queryByText('Manage')).not.toBeInTheDocument()
    expect(screen.queryByText(/left/)).not.toBeInTheDocument()
  })

  it('switches back to English', async () => {
    api()
    await openDashboardInKannada()
    await act(() => setLanguage('en'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Products' })).toBeInTheDocument())
  })
})
