import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { fill } from '@/testing/fill'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

const ANSWER = 'If an account uses that e-mail, we have sent it a link to choose a new password. The link works once, for 30 minutes.'

describe('forgot password (issue 14)', () => {
  it("is linked from /login and shows the server's answer, whatever the address", async () => {
    const api = mockApi({ 'POST /api/v1/auth/forgot-password': Response.json({ message: ANSWER }) })
    const { router } = renderApp({ path: '/login' })
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'))
    await fill(await screen.findByLabelText('Email'), 'meera@example.in')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(ANSWER)
    expect(api.callsTo('POST', '/api/v1/auth/forgot-password')[0]?.body).toEqual({ email: 'meera@example.in' })
  })

  it("words the server's coded answer in Kannada (issue 28)", async () => {
    mockApi({ 'POST /api/v1/auth/forgot-password': Response.json({ message: ANSWER, reason: 'accounts.reset_link_sent', params: { minutes: 30 } }) })
    await act(() => setLanguage('kn'))
    renderApp({ path: '/forgot-password' })
    await fill(await screen.findByLabelText('ಇಮೇಲ್'), 'meera@example.in')
    await userEvent.click(screen.getByRole('button', { name: /ಲಿಂಕ್/ }))
    const answer = await screen.findByRole('status')
    expect(answer).toHaveTextContent('30 ನಿಮಿಷಗಳವರೆಗೆ')
    expect(answer.textContent).not.toMatch(/[A-Za-z]{3,}/)
    await act(() => setLanguage('en'))
  })

  it('shows the limit message', async () => {
    mockApi({
      'POST /api/v1/auth/forgot-password': apiError(429, 'too_many_requests', 'Too many reset requests for this e-mail. Please try again in 42 minutes.'),
    })
    renderApp({ path: '/forgot-password' })
    await fill(await screen.findByLabelText('Email'), 'meera@example.in')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Too many reset requests for this e-mail. Please try again in 42 minutes.')).toBeInTheDocument()
  })
})

describe('reset password (issue 14)', () => {
  it('sends the token with the new password and goes to /login', async () => {
    const api = mockApi({
      'POST /api/v1/auth/reset-password': Response.json({ message: 'Your password was changed. Please log in with the new one.' }),
    })
    const { router } = renderApp({ path: '/reset-password?token=tok_123' })
    await fill(await screen.findByLabelText('New password'), 'new-secret-9')
    await fill(screen.getByLabelText('Confirm new password'), 'new-secret-9')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText('Your password was changed. Please log in with the new one.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/v1/auth/reset-password')[0]?.body).toEqual({
      token: 'tok_123',
      password: 'new-secret-9',
      confirmPassword: 'new-secret-9',
    })
  })

  it("shows a refused password next to its field and a spent link as an alert", async () => {
    let calls = 0
    mockApi({
      'POST /api/v1/auth/reset-password': () =>
        calls++ === 0
          ? apiError(422, 'validation_error', 'Password must be at least 6 characters', { password: 'Password must be at least 6 characters' })
          : apiError(422, 'validation_error', 'This link has expired or was already used. Ask for a new one.', {
              token: 'This link has expired or was already used. Ask for a new one.',
            }),
    })
    renderApp({ path: '/reset-password?token=tok_123' })
    await userEvent.type(await screen.findByLabelText('New password'), 'abc')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Ask for a new one.')
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
  })
})
