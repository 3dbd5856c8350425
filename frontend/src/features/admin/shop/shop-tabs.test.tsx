import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'
import { testPages, testShop } from '@/testing/shop-fixtures'

const states = [
  { code: '29', name: 'Karnataka' },
  { code: '27', name: 'Maharashtra' },
]
const page = (items: unknown[]) => Response.json({ items, total: items.length, page: 1, pageSize: 20 })
const users = [
  { id: 'u_2', name: 'Shop Owner', email: 'owner@example.in', role: 'admin', phone: '9876500000', time: '2025-01-02T03:04:05Z' },
  { id: 'u_meera', name: 'Meera Rao', email: 'meera@example.in', role: 'user', phone: '9876543210', time: '2025-03-05T10:00:00Z' },
]

function api(overrides: Record<string, Response | ((call: ApiCall) => Response)> = {}) {
  return mockApi({
    'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }),
    'GET /api/v1/shop/states': Response.json(states),
    'GET /api/v1/admin/users?page=1&pageSize=20': page(users),
    ...overrides,
  })
}

async function openTab(tab: string) {
  const view = renderApp({ path: `/dashboard?tab=${tab}`, user: admin })
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  return view
}

describe('Settings tab (issue 13)', () => {
  it('saves the edited name and phone with the version it loaded, and the footer follows', async () => {
    const saved = { ...testShop, name: 'Dharwad Khadi', phone: '+91 99000 11122', phoneLink: 'tel:+919900011122', version: 4 }
    const calls = api({ 'PUT /api/v1/admin/shop': Response.json(saved) })
    await openTab('settings')
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }))
    const name = form.getByLabelText('Shop name')
    await userEvent.clear(name)
    await fill(name, 'Dharwad Khadi')
    const phone = form.getByLabelText('Phone')
    await userEvent.clear(phone)
    await fill(phone, '+91 99000 11122')
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))

    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument()
    const [put] = calls.callsTo('PUT', '/api/v1/admin/shop')
    expect(put?.body).toMatchObject({ version: 3, name: 'Dharwad Khadi', phone: '+91 99000 11122', state: 'Karnataka', logoKey: '' })
    const footer = within(screen.getByRole('contentinfo'))
    expect(await footer.findByRole('link', { name: '+91 99000 11122' })).toHaveAttribute('href', 'tel:+919900011122')
    expect(footer.getByText(/© \d{4} Dharwad Khadi/)).toBeInTheDocument()
  })

  it("shows each refused field's message", async () => {
    api({
      'PUT /api/v1/admin/shop': apiError(422, 'validation_error', 'Please correct the highlighted fields', {
        gstin: 'GSTIN check character is wrong',
        'socialLinks.0.url': 'Link must start with https://',
      }),
    })
    await openTab('settings')
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }))
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))
    expect(await form.findByText('GSTIN check character is wrong')).toBeInTheDocument()
    expect(form.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true')
    expect(form.getByLabelText('Link 1 address')).toHaveAccessibleDescription('Link must start with https://')
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields')
  })

  it('keeps what was typed when someone else saved first, and reloads theirs on request', async () => {
    const theirs = { ...testShop, name: 'Their Name', version: 4 }
    let reads = 0
    api({
      'GET /api/v1/shop': () => Response.json(reads++ === 0 ? testShop : theirs),
      'PUT /api/v1/admin/shop': apiError(409, 'edit_conflict', 'Someone else saved the shop settings after you opened them.'),
    })
    await openTab('settings')
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }))
    await userEvent.type(form.getByLabelText('Tagline'), ' and more')
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))
    expect(await form.findByText('Someone else saved the shop settings after you opened them.')).toBeInTheDocument()
    expect(form.getByLabelText('Tagline')).toHaveValue('Handspun in Gadag and more')
    await userEvent.click(form.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Shop name')).toHaveValue('Their Name'))
  })

  it('asks admins to set up a fresh shop, and opens the Settings tab', async () => {
    api({ 'GET /api/v1/shop': Response.json({ ...testShop, configured: false, name: 'Khadi Store', email: '', phone: '' }) })
    await openTab('products')
    const notice = await screen.findByRole('region', { name: 'Set up your shop' })
    await userEvent.click(within(notice).getByRole('button', { name: 'Open Settings' }))
    expect(await screen.findByRole('form', { name: 'Shop settings' })).toBeInTheDocument()
  })
})

describe('Pages tab (issue 13)', () => {
  it('edits a FAQ answer and saves the whole page with its version', async () => {
    const calls = api({ 'PUT /api/v1/admin/pages/faq': (call) => Response.json({ ...(call.body as object), version: 2, updatedAt: null }) })
    await openTab('pages')
    await userEvent.selectOptions(await screen.findByLabelText('Page'), 'FAQ')
    const form = within(await screen.findByRole('form', { name: 'FAQ' }))
    await userEvent.click(form.getByRole('button', { name: 'Remove question 2' }))
    const answer = form.getByLabelText('Answer')
    await userEvent.clear(answer)
    await fill(answer, 'From 1 to 30 metres.')
    await userEvent.click(form.getByRole('button', { name: 'Save page' }))
    expect(await screen.findByText('Page saved')).toBeInTheDocument()
    const blank = [{ question: '', answer: '' }] // the removed question's translations went with it
    expect(calls.callsTo('PUT', '/api/v1/admin/pages/faq')[0]?.body).toEqual({
      version: 1,
      items: [{ question: 'How are fabrics sold?', answer: 'From 1 to 30 metres.' }],
      kn: { items: blank },
      hi: { items: blank },
    })
  })

  it('previews Markdown safely: a script is text and a javascript: link is no link', async () => {
    api()
    await openTab('pages')
    const form = within(await screen.findByRole('form', { name: 'About Us' }))
    const mission = form.getByLabelText('Our Mission')
    await userEvent.clear(mission)
    await fill(mission, '<script>alert(1)</script> [go](javascript:alert(1))')
    await userEvent.click(form.getByRole('button', { name: 'Preview Our Mission' }))
    expect(form.getByText(/<script>alert\(1\)<\/script>/, { selector: 'p' })).toBeInTheDocument()
    expect(form.queryByRole('link', { name: 'go' })).not.toBeInTheDocument()
    expect(document.querySelector('form script')).toBeNull()
  })

  it('keeps the eleven Terms sections fixed', async () => {
    api()
    await openTab('pages')
    await userEvent.selectOptions(await screen.findByLabelText('Page'), 'terms')
    const form = within(await screen.findByRole('form', { name: 'Terms & Conditions' }))
    expect(form.getAllByLabelText('Title')).toHaveLength(testPages.terms.sections?.length ?? 0)
    expect(form.queryByRole('button', { name: /Add a section|Remove section/ })).not.toBeInTheDocument()
  })
})

describe('Users tab roles (issue 13)', () => {
  it('makes a user an admin after confirming, and never offers to change your own role', async () => {
    const calls = api({ 'PUT /api/v1/admin/users/u_meera/role': Response.json({ ...users[1], role: 'admin' }) })
    await openTab('users')
    const table = within(await screen.findByRole('table', { name: 'Users' }))
    const [ownerRow, meeraRow] = table.getAllByRole('row').slice(1)
    expect(within(ownerRow as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    expect(within(ownerRow as HTMLElement).getByText('You')).toBeInTheDocument()
    await userEvent.click(within(meeraRow as HTMLElement).getByRole('button', { name: 'Make admin' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Make Meera Rao an admin?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Make admin' }))
    expect(await screen.findByText('Meera Rao is now an admin')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/users/u_meera/role')[0]?.body).toEqual({ role: 'admin' })
  })

  it("shows the server's refusal (the last admin)", async () => {
    api({
      'GET /api/v1/admin/users?page=1&pageSize=20': page([{ ...users[1], id: 'u_other', role: 'admin' }]),
      'PUT /api/v1/admin/users/u_other/role': apiError(409, 'last_admin', 'The store must keep at least one admin.'),
    })
    await openTab('users')
    const table = within(await screen.findByRole('table', { name: 'Users' }))
    await userEvent.click(await table.findByRole('button', { name: 'Remove admin' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove admin' }))
    expect(await screen.findByText('The store must keep at least one admin.')).toBeInTheDocument()
  })
})
