import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { emptyCart } from '@/testing/cart-fixtures'
import { fill } from '@/testing/fill'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const account = { uid: shopper.uid, name: shopper.name, email: shopper.email, phone: '9876543210', role: 'user' }

function baseApi() {
  return {
    'GET /api/v1/cart': Response.json(emptyCart),
    'GET /api/v1/account': Response.json(account),
  }
}

async function openAccount() {
  const view = renderApp({ path: '/account', user: shopper })
  await screen.findByRole('heading', { level: 1, name: 'My Account' })
  await screen.findByLabelText('Name')
  return view
}

const details = () => within(screen.getByRole('form', { name: 'Your details' }))
const password = () => within(screen.getByRole('form', { name: 'Change password' }))

async function retype(label: string, value: string, form = details()) {
  const input = form.getByLabelText(label)
  await userEvent.clear(input)
  if (value) await fill(input, value)
}

describe('/account (issue 14)', () => {
  it("shows the account's details", async () => {
    mockApi(baseApi())
    await openAccount()
    expect(details().getByLabelText('Name')).toHaveValue('Meera Rao')
    expect(details().getByLabelText('Phone number')).toHaveValue('9876543210')
    expect(details().getByText(shopper.email)).toBeInTheDocument()
    expect(details().getByRole('button', { name: 'Save details' })).toBeDisabled() // nothing changed yet
  })

  it('saves a new name and shows it in the menus (the stored user follows)', async () => {
    const api = mockApi({
      ...baseApi(),
      'PATCH /api/v1/account': Response.json({ ...account, name: 'Meera Devi', phone: '7012345678' }),
    })
    await openAccount()
    await retype('Name', 'Meera Devi')
    await retype('Phone number', '7012345678')
    await userEvent.click(details().getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText('Your details were saved')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/v1/account')[0]?.body).toEqual({ name: 'Meera Devi', phone: '7012345678' })
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ uid: shopper.uid, name: 'Meera Devi' })
    const nav = within(screen.getByRole('navigation', { name: 'Main' }))
    expect(nav.getByRole('link', { name: 'My Account: Meera Devi' })).toBeInTheDocument()
  })

  it.each([
    ['Name', '', 'Name is required'],
    ['Phone number', '', 'Phone number is required'],
    ['Phone number', '12345', 'Please enter a valid phone number'],
  ])('%s %j: %s, and nothing is sent', async (label, value, message) => {
    const api = mockApi(baseApi())
    await openAccount()
    await retype(label, value)
    await userEvent.click(details().getByRole('button', { name: 'Save details' }))
    expect(await details().findByText(message)).toBeInTheDocument()
    expect(details().getByLabelText(label)).toHaveFocus()
    expect(api.callsTo('PATCH', '/api/v1/account')).toHaveLength(0)
  })

  it.each([
    [{ current: '', next: 'new-pass-1', confirm: 'new-pass-1' }, 'Current password', 'Current password is required'],
    [{ current: 'old-pass', next: '', confirm: '' }, 'New password', 'Password is required'],
    [{ current: 'old-pass', next: 'abc', confirm: 'abc' }, 'New password', 'Password must be at least 6 characters'],
    [{ current: 'old-pass', next: 'new-pass-1', confirm: 'other' }, 'Confirm new password', 'Passwords do not match.'],
  ])('password rules: %j → %s says %s', async (values, label, message) => {
    const api = mockApi(baseApi())
    await openAccount()
    const form = password()
    if (values.current) await fill(form.getByLabelText('Current password'), values.current)
    if (values.next) await fill(form.getByLabelText('New password'), values.next)
    if (values.confirm) await fill(form.getByLabelText('Confirm new password'), values.confirm)
    await userEvent.click(form.getByRole('button', { name: 'Change password' }))
    expect(await form.findByText(message)).toBeInTheDocument()
    expect(form.getByLabelText(label)).toHaveFocus()
    expect(api.callsTo('POST', '/api/v1/account/password')).toHaveLength(0)
  })

  async function fillPassword(current = 'old-pass-1') {
    const form = password()
    await fill(form.getByLabelText('Current password'), current)
    await fill(form.getByLabelText('New password'), 'new-pass-1')
    await fill(form.getByLabelText('Confirm new password'), 'new-pass-1')
    await userEvent.click(form.getByRole('button', { name: 'Change password' }))
  }

  it('a wrong current password is shown next to its field', async () => {
    const message = 'Current password is incorrect'
    mockApi({
      ...baseApi(),
      'POST /api/v1/account/password': apiError(422, 'validation_error', message, { currentPassword: message }),
    })
    await openAccount()
    await fillPassword('wrong-pass')
    await waitFor(() => expect(password().getByLabelText('Current password')).toHaveFocus())
    expect(password().getByLabelText('Current password')).toHaveAccessibleDescription(message)
    expect(localStorage.getItem('user')).not.toBeNull() // still signed in
  })

  it('a change says how many other devices were signed out, and clears the form', async () => {
    const api = mockApi({ ...baseApi(), 'POST /api/v1/account/password': Response.json({ otherSessionsEnded: 2 }) })
    const { router } = await openAccount()
    await fillPassword()
    expect(await password().findByRole('status')).toHaveTextContent('Password changed. 2 other devices were signed out.')
    expect(api.callsTo('POST', '/api/v1/account/password')[0]?.body).toEqual({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    })
    expect(password().getByLabelText('Current password')).toHaveValue('')
    expect(router.state.location.pathname).toBe('/account')
  })

  it("shows the server's message when there were too many attempts (429)", async () => {
    const message = 'Too many attempts. Please try again in 15 minutes.'
    mockApi({ ...baseApi(), 'POST /api/v1/account/password': apiError(429, 'too_many_requests', message) })
    await openAccount()
    await fillPassword()
    expect(await screen.findByText(message)).toBeInTheDocument()
  })
})
