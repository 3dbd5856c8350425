import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { apiError, deferred, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

const created = { uid: 'u_new', name: 'Meera Rao', email: 'meera@example.in', phone: '9876543210', role: 'user' }

async function openSignup(path = '/signup') {
  const view = renderApp({ path })
  await screen.findByRole('heading', { level: 1, name: 'Create your account' })
  return view
}

const field = {
  name: () => screen.getByLabelText('Name'),
  phone: () => screen.getByLabelText('Phone number'),
  email: () => screen.getByLabelText('Email'),
  password: () => screen.getByLabelText('Password'),
  confirm: () => screen.getByLabelText('Confirm password'),
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }))

async function fillValid() {
  await fill(field.name(), 'Meera Rao')
  await fill(field.phone(), '9876543210')
  await fill(field.email(), 'meera@example.in')
  await fill(field.password(), 'khadi123')
  await fill(field.confirm(), 'khadi123')
}

/** The message shown for a field, found through its aria-describedby. */
function messageOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('/signup (spec §2, §5, §8)', () => {
  it('has the five labelled fields and links to the terms and to login', async () => {
    await openSignup()
    expect(field.name()).toHaveAttribute('autocomplete', 'name')
    expect(field.phone()).toHaveAttribute('type', 'tel')
    expect(field.email()).toHaveAttribute('type', 'email')
    expect(field.password()).toHaveAttribute('type', 'password')
    expect(field.confirm()).toHaveAttribute('type', 'password')
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions')
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  })

  it('shows each required message next to its field and focuses the first', async () => {
    const { calls } = mockApi()
    await openSignup()
    await submit()
    expect(messageOf(field.name())).toBe('Name is required')
    expect(messageOf(field.phone())).toBe('Phone number is required')
    expect(messageOf(field.email())).toBe('Email is required')
    expect(messageOf(field.password())).toBe('Password is required')
    for (const input of [field.name(), field.phone(), field.email(), field.password()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true')
    }
    expect(field.confirm()).not.toHaveAttribute('aria-invalid')
    expect(field.name()).toHaveFocus()
    expect(calls.filter((call) => call.path === '/api/v1/auth/signup')).toHaveLength(0)
  })

  it('takes a phone written with spaces, dashes or +91, and keeps the expected format under a wrong one (issue 28)', async () => {
    const api = mockApi({ 'POST /api/v1/auth/signup': Response.json(created, { status: 201 }) })
    await openSignup()
    await fillValid()
    const format = '10-digit mobile number, e.g. 98450 12345 or +91 98450 12345'
    expect(screen.getByText(format)).toBeInTheDocument()

    await userEvent.clear(field.phone())
    await fill(field.phone(), '+91 58450 12345')
    await submit()
    expect(messageOf(field.phone())).toBe('Please enter a valid phone number')
    expect(screen.getByText(format)).toBeInTheDocument() // the format stays in view under the message

    for (const written of ['98450 12345', '098450-12345']) {
      await userEvent.clear(field.phone())
      await fill(field.phone(), written)
      expect(field.phone()).not.toHaveAttribute('aria-invalid')
    }
    await userEvent.clear(field.phone())
    await fill(field.phone(), '+91 98450 12345')
    await submit()
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/auth/signup')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/v1/auth/signup')[0]?.body).toMatchObject({ phone: '+91 98450 12345' })
  })

  it('shows the three rule messages of spec §5 exactly, and clears each as its field is edited', async () => {
    await openSignup()
    await fillValid()
    await userEvent.clear(field.phone())
    await fill(field.phone(), '12345')
    await userEvent.clear(field.password())
    await fill(field.password(), 'khadi')
    await userEvent.clear(field.confirm())
    await fill(field.confirm(), 'khadi1')
    await submit()

    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument()
    expect(messageOf(field.phone())).toBe('Please enter a valid phone number')
    expect(messageOf(field.password())).toBe('Password must be at least 6 characters')
    expect(messageOf(field.confirm())).toBe('Passwords do not match.')
    expect(field.phone()).toHaveFocus()

    await userEvent.type(field.phone(), '6')
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument()
    expect(field.phone()).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()

    await userEvent.type(field.password(), '1')
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument()
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument()

    await userEvent.type(field.confirm(), '{Backspace}')
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument()
  })

  it("toasts 'Creating account...' then 'Account created successfully' and goes to /login with the e-mail filled in", async () => {
    const answer = deferred<Response>()
    const { callsTo } = mockApi({ 'POST /api/v1/auth/signup': () => answer.promise })
    const { router } = await openSignup()
    await fillValid()
    await submit()
    expect(await screen.findByText('Creating account...')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/auth/signup')[0]?.body).toEqual({
      name: 'Meera Rao',
      phone: '9876543210',
      email: 'meera@example.in',
      password: 'khadi123',
      confirmPassword: 'khadi123',
    })
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled()

    answer.resolve(Response.json(created, { status: 201 }))
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument()
    expect(screen.queryByText('Creating account...')).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByLabelText('Email')).toHaveValue('meera@example.in')
    expect(localStorage.getItem('user')).toBeNull() // sign-up does not sign in (spec §4)
  })

  it("shows 'Email is already in use.' for a registered e-mail (409)", async () => {
    mockApi({ 'POST /api/v1/auth/signup': apiError(409, 'email_in_use', 'Email is already in use.') })
    const { router } = await openSignup()
    await fillValid()
    await submit()
    // Once in the toast, once next to the e-mail field.
    await waitFor(() => expect(screen.getAllByText('Email is already in use.')).toHaveLength(2))
    expect(messageOf(field.email())).toBe('Email is already in use.')
    expect(field.email()).toHaveFocus()
    expect(router.state.location.pathname).toBe('/signup')
  })

  it("shows the server's message when there were too many sign-ups (429)", async () => {
    const message = 'Too many attempts. Please try again in 42 minutes.'
    mockApi({ 'POST /api/v1/auth/signup': apiError(429, 'too_many_requests', message) })
    const { router } = await openSignup()
    await fillValid()
    await submit()
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByText('Failed to create account')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/signup')
  })

  it("shows the server's field messages from a 422 and toasts 'Failed to create account'", async () => {
    mockApi({
      'POST /api/v1/auth/signup': apiError(422, 'invalid_input', 'Please enter a valid phone number', {
        phone: 'Please enter a valid phone number',
      }),
    })
    await openSignup()
    await fillValid()
    await submit()
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument()
    expect(messageOf(field.phone())).toBe('Please enter a valid phone number')
    expect(field.phone()).toHaveFocus()
  })

  it("toasts 'Failed to create account' when the server fails", async () => {
    mockApi({ 'POST /api/v1/auth/signup': apiError(500, 'internal_error', 'Something went wrong. Please try again.') })
    const { router } = await openSignup()
    await fillValid()
    await submit()
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/signup')
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled()
  })

  it('passes a same-site ?next= on to the login page', async () => {
    mockApi({ 'POST /api/v1/auth/signup': Response.json(created, { status: 201 }) })
    const { router } = await openSignup('/signup?next=%2Fwishlist')
    await fillValid()
    await submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?next=%2Fwishlist')
  })
})
