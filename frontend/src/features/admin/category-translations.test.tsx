import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

const essentials = {
  name: 'essentials',
  label: 'Essentials',
  labelKn: '',
  labelHi: 'ज़रूरी सामान',
  subcategories: ['soap', 'perfumes'],
  subcategoryLabels: { perfumes: { kn: '', hi: 'इत्र' } },
  products: 1,
  subcategoryProducts: { soap: 1, perfumes: 0 },
  soldByMetre: false,
}

describe('Categories in Kannada and Hindi (issue 18)', () => {
  it('sends the Kannada name typed for a category and for a subcategory, keeping the Hindi ones', async () => {
    const { callsTo } = mockApi({
      'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 1, totalSales: 0 }),
      'GET /api/v1/admin/categories': Response.json([essentials]),
      'PATCH /api/v1/admin/categories/essentials': (call) => Response.json({ ...essentials, ...(call.body as object) }),
    })
    renderApp({ path: '/dashboard?tab=categories', user: admin })
    const list = await screen.findByRole('list', { name: 'Categories' })
    const card = within(list).getByRole('listitem', { name: 'Essentials' })
    expect(card).toHaveTextContent('ज़रूरी सामान')
    expect(within(card).getByRole('list', { name: 'Subcategories of Essentials' })).toHaveTextContent('perfumes · इत्र · 0')
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Essentials' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Essentials' }))

    await userEvent.click(dialog.getByLabelText('Name in ಕನ್ನಡ'))
    await userEvent.paste('ಅಗತ್ಯ ವಸ್ತುಗಳು')
    const soap = dialog.getByLabelText('soap in ಕನ್ನಡ')
    expect(soap).toHaveAttribute('placeholder', 'soap')
    await userEvent.click(soap)
    await userEvent.paste('ಸಾಬೂನು')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Category saved')).toBeInTheDocument()
    expect(callsTo('PATCH', '/api/v1/admin/categories/essentials')[0]?.body).toEqual({
      label: 'Essentials',
      labelKn: 'ಅಗತ್ಯ ವಸ್ತುಗಳು',
      labelHi: 'ज़रूरी सामान',
      subcategories: ['soap', 'perfumes'],
      subcategoryLabels: { soap: { kn: 'ಸಾಬೂನು', hi: '' }, perfumes: { kn: '', hi: 'इत्र' } },
    })
  })

  it('drops the names of a subcategory removed from the list', async () => {
    const { callsTo } = mockApi({
      'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 1, totalSales: 0 }),
      'GET /api/v1/admin/categories': Response.json([essentials]),
      'PATCH /api/v1/admin/categories/essentials': (call) => Response.json({ ...essentials, ...(call.body as object) }),
    })
    renderApp({ path: '/dashboard?tab=categories', user: admin })
    const list = await screen.findByRole('list', { name: 'Categories' })
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Essentials' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Essentials' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Remove subcategory perfumes' }))
    expect(dialog.queryByLabelText('perfumes in हिन्दी')).not.toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Category saved')).toBeInTheDocument()
    expect(callsTo('PATCH', '/api/v1/admin/categories/essentials')[0]?.body).toMatchObject({
      subcategories: ['soap'],
      subcategoryLabels: { soap: { kn: '', hi: '' } },
    })
  })
})
