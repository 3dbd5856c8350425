import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

const LIST = 'GET /api/v1/admin/categories'

const shirts = { name: 'shirts', label: 'Shirts', subcategories: [], products: 2, subcategoryProducts: {}, soldByMetre: false }
const pants = { name: 'pants', label: 'Pants', subcategories: [], products: 0, subcategoryProducts: {}, soldByMetre: false }
const essentials = {
  name: 'essentials',
  label: 'Essentials',
  subcategories: ['soap', 'perfumes'],
  products: 1,
  subcategoryProducts: { soap: 1, perfumes: 0 },
  soldByMetre: false,
}
const fabrics = {
  name: 'fabrics',
  label: 'Fabrics',
  subcategories: ['silk'],
  products: 3,
  subcategoryProducts: { silk: 3 },
  soldByMetre: true,
}
const all = [shirts, pants, essentials, fabrics]

function api(overrides: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 6, totalUsers: 2, totalSales: 0 }),
    'GET /api/v1/categories': Response.json(all.map(({ name, label, subcategories }) => ({ name, label, subcategories }))),
    [LIST]: Response.json(all),
    ...overrides,
  })
}

async function openCategories() {
  renderApp({ path: '/dashboard?tab=categories', user: admin })
  return screen.findByRole('list', { name: 'Categories' })
}

function card(list: HTMLElement, label: string): HTMLElement {
  return within(list).getByRole('listitem', { name: label })
}

describe('Categories tab (issue 13)', () => {
  it('lists every category with its product count and subcategories; Fabrics cannot be deleted', async () => {
    api()
    const list = await openCategories()
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true')
    expect(card(list, 'Shirts')).toHaveTextContent('2 products')
    expect(card(list, 'Pants')).toHaveTextContent('0 products')
    const subs = within(card(list, 'Essentials')).getByRole('list', { name: 'Subcategories of Essentials' })
    expect(within(subs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['soap · 1', 'perfumes · 0'])
    expect(within(card(list, 'Fabrics')).queryByRole('button', { name: 'Delete Fabrics' })).not.toBeInTheDocument()
    expect(card(list, 'Fabrics')).toHaveTextContent('Sold by the metre: Fabrics cannot be deleted.')
    expect(within(card(list, 'Shirts')).getByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/category/shirts')
  })

  it('renames a category and edits its subcategories, then shows the new list', async () => {
    let saved = false
    const { callsTo } = api({
      [LIST]: () => Response.json(saved ? [shirts, pants, { ...essentials, label: 'Daily Needs', subcategories: ['soap', 'perfumes', 'incense'] }, fabrics] : all),
      'PATCH /api/v1/admin/categories/essentials': (call) => {
        saved = true
        return Response.json({ ...essentials, ...(call.body as object) })
      },
    })
    const list = await openCategories()
    await userEvent.click(within(card(list, 'Essentials')).getByRole('button', { name: 'Edit Essentials' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Essentials' })
    expect(dialog).toHaveAccessibleDescription('Its link (/category/essentials) stays the same.')
    const name = within(dialog).getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Daily Needs')
    await userEvent.type(within(dialog).getByLabelText('Subcategories'), 'incense{Enter}')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Category saved')).toBeInTheDocument()
    expect(callsTo('PATCH', '/api/v1/admin/categories/essentials')[0]?.body).toEqual({
      label: 'Daily Needs',
      labelKn: '',
      labelHi: '',
      subcategories: ['soap', 'perfumes', 'incense'],
      subcategoryLabels: { soap: { kn: '', hi: '' }, perfumes: { kn: '', hi: '' }, incense: { kn: '', hi: '' } },
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await within(list).findByRole('listitem', { name: 'Daily Needs' })).toBeInTheDocument()
  })

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const refused = '1 product uses the subcategory soap. Give them another subcategory first.'
    api({ 'PATCH /api/v1/admin/categories/essentials': apiError(409, 'conflict', refused, { subcategories: refused }) })
    const list = await openCategories()
    await userEvent.click(within(card(list, 'Essentials')).getByRole('button', { name: 'Edit Essentials' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Essentials' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove subcategory soap' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(refused)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Subcategories')).toHaveAttribute('aria-invalid', 'true')
  })

  it('refuses an empty name before asking the server', async () => {
    const { callsTo } = api()
    const list = await openCategories()
    await userEvent.click(within(card(list, 'Pants')).getByRole('button', { name: 'Edit Pants' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Pants' })
    await userEvent.clear(within(dialog).getByLabelText('Name'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Category name is required')
    expect(callsTo('PATCH', '/api/v1/admin/categories/pants')).toHaveLength(0)
  })

  it('deletes an empty category after a confirmation', async () => {
    let deleted = false
    const { callsTo } = api({
      [LIST]: () => Response.json(deleted ? [shirts, essentials, fabrics] : all),
      'DELETE /api/v1/admin/categories/pants': () => {
        deleted = true
        return new Response(null, { status: 204 })
      },
    })
    const list = await openCategories()
    await userEvent.click(within(card(list, 'Pants')).getByRole('button', { name: 'Delete Pants' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Pants"?' })
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Pants deleted')).toBeInTheDocument()
    expect(callsTo('DELETE', '/api/v1/admin/categories/pants')).toHaveLength(1)
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Pants' })).not.toBeInTheDocument())
  })

  it("shows the server's message for a category in use, and moves its products to the chosen category", async () => {
    const inUse = '2 products are in Shirts. Move them to another category first.'
    const { callsTo } = api({
      'DELETE /api/v1/admin/categories/shirts': apiError(409, 'conflict', inUse),
      'DELETE /api/v1/admin/categories/shirts?moveTo=pants': new Response(null, { status: 204 }),
    })
    const list = await openCategories()
    await userEvent.click(within(card(list, 'Shirts')).getByRole('button', { name: 'Delete Shirts' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Shirts"?' })
    expect(dialog).toHaveAccessibleDescription('2 products are in Shirts. Choose a category to move them to first.')
    const target = within(dialog).getByRole('combobox', { name: 'Move 2 products to' })
    // Fabrics is sold by the metre: never offered
    expect(within(target).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a category', 'Pants', 'Essentials'])

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(inUse)

    await userEvent.selectOptions(target, 'Pants')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and delete' }))
    expect(await screen.findByText('Shirts deleted')).toBeInTheDocument()
    expect(callsTo('DELETE', '/api/v1/admin/categories/shirts?moveTo=pants')).toHaveLength(1)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
