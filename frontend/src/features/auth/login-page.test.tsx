import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { apiError, deferred, mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const meera = { uid: 'u_1', name: 'Meera Rao', email: 'meera@example.in', phone: '9876543210', role: 'user' }

async function openLogin(path = '/login') {
  const view = renderApp({ path })
  await screen.findByRole('heading', { level: 1, name: 'Login' })
  return view
}

const emailInput = () => screen.getByLabelText('Email')
const passwordInput = () => screen.getByLabelText('Password')
const submit = () => userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }))

async function logIn(email = 'meera@example.in', password = 'khadi123') {
  await fill(emailInput(), email)
  await fill(passwordInput(), password)
  await submit()
}

describe('/login (spec §2, §8)', () => {
  it('has e-mail and password fields and a link to sign up', async () => {
    await openLogin()
    expect(emailInput()).toHaveAttribute('type', 'email')
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password')
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
  })

  it('shows and hides the password with a labelled toggle', async () => {
    await openLogin()
    await fill(passwordInput(), 'khadi123')
    expect(passwordInput()).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(passwordInput()).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(passwordInput()).toHaveAttribute('type', 'password')
    expect(passwordInput()).toHaveValue('khadi123')
  })

  it('asks for both fields before calling the server, and clears a message as its field is edited', async () => {
    const { callsTo } = mockApi()
    await openLogin()
    await submit()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(emailInput()).toHaveFocus()
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(emailInput(), 'm')
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/auth/login')).toHaveLength(0)
  })

  it("toasts 'Logging in...' then 'Logged in successfully', stores the spec's user with the mode, and goes home", async () => {
    localStorage.setItem('theme', 'dark')
    const answer = deferred<Response>()
    const { callsTo } = mockApi({ 'POST /api/v1/auth/login': () => answer.promise })
    const { router } = await openLogin()
    await logIn()
    expect(await screen.findByText('Logging in...')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/auth/login')[0]?.body).toEqual({ email: 'meera@example.in', password: 'khadi123' })

    answer.resolve(Response.json(meera))
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      uid: 'u_1',
      email: 'meera@example.in',
      name: 'Meera Rao',
      role: 'user',
      mode: 'dark',
    })
    // The navbar re-reads the stored user.
    const nav = within(screen.getByRole('navigation', { name: 'Main' }))
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(nav.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument()
  })

  it('returns to the page a guard sent the shopper from', async () => {
    mockApi({ 'POST /api/v1/auth/login': Response.json(meera) })
    const { router } = await openLogin('/login?next=%2Fwishlist%3Fsort%3Dnew')
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fwishlist%3Fsort%3Dnew',
    )
    await logIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'))
    expect(router.state.location.search).toBe('?sort=new')
  })

  it('ignores a ?next= that leaves the site', async () => {
    mockApi({ 'POST /api/v1/auth/login': Response.json(meera) })
    const { router } = await openLogin('/login?next=%2F%2Fevil.example%2Fphish')
    await logIn()
    await waitFor(() => expect(localStorage.getItem('user')).not.toBeNull())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it("toasts 'Invalid credentials' for a wrong pair and stays, keeping the e-mail", async () => {
    const handler = vi.fn()
    const { setUnauthorizedHandler } = await import('@/lib/api/client')
    mockApi({ 'POST /api/v1/auth/login': apiError(401, 'invalid_credentials', 'Invalid credentials') })
    const { router } = await openLogin()
    const restore = setUnauthorizedHandler(handler)
    await logIn('meera@example.in', 'wrong-one')
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(emailInput()).toHaveValue('meera@example.in')
    expect(passwordInput()).toHaveFocus()
    expect(localStorage.getItem('user')).toBeNull()
    expect(handler).not.toHaveBeenCalled() // a wrong password is not an ended session
    restore()
  })

  it("shows the server's message when the login limit is reached (429)", async () => {
    const message = 'Too many failed login attempts. Please try again in 15 minutes.'
    mockApi({ 'POST /api/v1/auth/login': apiError(429, 'too_many_requests', message) })
    await openLogin()
    await logIn()
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument()
  })

  it('asks for the e-mailed code when the account is under attack, and logs in with it (issue 29)', async () => {
    const refusal = (error: string, reason: string, status = 401) =>
      Response.json({ error, message: 'words in English', fields: {}, reason, params: {} }, { status })
    const codeAnswers = [refusal('login_code_refused', 'accounts.login_code_refused'), Response.json(meera)]
    const { callsTo } = mockApi({
      'POST /api/v1/auth/login': () => refusal('login_code_required', 'accounts.login_code_sent'),
      'POST /api/v1/auth/login/code': () => codeAnswers.shift() ?? Response.json(meera),
    })
    const { router } = await openLogin()
    await logIn()

    expect(await screen.findByText(/we have e-mailed a 6-digit code/)).toBeInTheDocument()
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument()
    const code = screen.getByLabelText('Code from the e-mail')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    const send = () => userEvent.click(screen.getByRole('button', { name: 'Log in with the code' }))
    await send()
    expect(screen.getByText('Enter the 6-digit code from the e-mail')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/auth/login/code')).toHaveLength(0)

    await userEvent.type(code, '123455')
    await send()
    expect(await screen.findByText(/That code is not right or no longer works/)).toBeInTheDocument()
    expect(localStorage.getItem('user')).toBeNull()

    await userEvent.clear(code)
    await userEvent.type(code, '123456')
    await send()
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/auth/login/code').map((call) => call.body)).toEqual([
      { code: '123455' },
      { code: '123456' },
    ])
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'meera@example.in' })
  })

  it('goes back from the code step to the password', async () => {
    mockApi({
      'POST /api/v1/auth/login': () =>
        Response.json(
          { error: 'login_code_required', message: 'x', fields: {}, reason: 'accounts.login_code_sent', params: {} },
          { status: 401 },
        ),
    })
    await openLogin()
    await logIn()
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the password' }))
    expect(emailInput()).toHaveValue('meera@example.in')
    expect(passwordInput()).toHaveValue('')
  })

  it('sends a user already stored in the browser to /', async () => {
    const { router } = renderApp({ path: '/login', user: shopper })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument()
  })
})
