// Issue 18: login, sign-up and the password pages in Kannada, login in Hindi; the rules' messages (written
// in English in lib/account/rules.ts and sent so by the server) show in the shopper's language.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { expectNoWords, messageOf, switchTo } from '@/testing/languages'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'


const expectNoEnglish = expectNoWords

describe('sign-in pages in Kannada and Hindi (issue 18)', () => {
  it('shows /login in Kannada with its messages', async () => {
    mockApi({ 'POST /api/v1/auth/login': apiError(401, 'invalid_credentials', 'Invalid credentials') })
    renderApp({ path: '/login' })
    await screen.findByRole('heading', { level: 1, name: 'Login' })
    await switchTo('kn')

    const main = within(screen.getByRole('main'))
    expect(await main.findByRole('heading', { level: 1, name: 'ಲಾಗಿನ್' })).toBeInTheDocument()
    expect(main.getByRole('link', { name: 'ಖಾತೆ ತೆರೆಯಿರಿ' })).toHaveAttribute('href', '/signup')
    expect(main.getByRole('link', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?' })).toBeInTheDocument()
    expect(main.getByRole('button', { name: 'ಪಾಸ್‌ವರ್ಡ್ ತೋರಿಸಿ' })).toBeInTheDocument()
    await userEvent.click(main.getByRole('button', { name: 'ಲಾಗಿನ್' }))
    expect(messageOf(main.getByLabelText('ಇಮೇಲ್'))).toContain('ಇಮೇಲ್ ಅಗತ್ಯವಿದೆ')
    expect(messageOf(main.getByLabelText('ಪಾಸ್‌ವರ್ಡ್'))).toContain('ಪಾಸ್‌ವರ್ಡ್ ಅಗತ್ಯವಿದೆ')

    await fill(main.getByLabelText('ಇಮೇಲ್'), 'meera@example.in')
    await fill(main.getByLabelText('ಪಾಸ್‌ವರ್ಡ್'), 'wrong1')
    await userEvent.click(main.getByRole('button', { name: 'ಲಾಗಿನ್' }))
    expect(await screen.findByText('ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ')).toBeInTheDocument()
    expectNoEnglish(['Login', 'Email', 'Password', 'Sign up', 'Forgot', 'account', 'required', 'Invalid', 'Welcome'])
  })

  it('shows /signup in Kannada: labels, hints, the rules’ messages and the terms link', async () => {
    const api = mockApi()
    renderApp({ path: '/signup' })
    await screen.findByRole('heading', { level: 1, name: 'Create your account' })
    await switchTo('kn')

    const main = within(screen.getByRole('main'))
    expect(await main.findByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಖಾತೆ ತೆರೆಯಿರಿ' })).toBeInTheDocument()
    expect(main.getByRole('link', { name: 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳಿಗೆ' })).toHaveAttribute('href', '/terms-and-conditions')
    await fill(main.getByLabelText('ಫೋನ್ ಸಂಖ್ಯೆ'), '12345')
    await fill(main.getByLabelText('ಇಮೇಲ್'), 'meera@')
    await fill(main.getByLabelText('ಪಾಸ್‌ವರ್ಡ್'), 'khadi')
    await fill(main.getByLabelText('ಪಾಸ್‌ವರ್ಡ್ ದೃಢೀಕರಿಸಿ'), 'other')
    await userEvent.click(main.getByRole('button', { name: 'ಖಾತೆ ತೆರೆಯಿರಿ' }))
    expect(messageOf(main.getByLabelText('ಹೆಸರು'))).toBe('ಹೆಸರು ಅಗತ್ಯವಿದೆ')
    expect(messageOf(main.getByLabelText('ಫೋನ್ ಸಂಖ್ಯೆ'))).toBe('ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ')
    expect(messageOf(main.getByLabelText('ಇಮೇಲ್'))).toBe('ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ನಮೂದಿಸಿ')
    expect(messageOf(main.getByLabelText('ಪಾಸ್‌ವರ್ಡ್'))).toBe('ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 6 ಅಕ್ಷರಗಳಿರಬೇಕು')
    expect(api.callsTo('POST', '/api/v1/auth/signup')).toHaveLength(0)
    expectNoEnglish(['Create', 'Name', 'Phone', 'Email', 'Password', 'Terms', 'required', 'valid', 'Login', 'characters'])
  })

  it('shows the forgot and reset password pages in Kannada', async () => {
    mockApi()
    const { router } = renderApp({ path: '/forgot-password' })
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' })
    await switchTo('kn')
    const main = within(screen.getByRole('main'))
    expect(await main.findByRole('heading', { level: 1, name: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೇನೆ' })).toBeInTheDocument()
    await userEvent.click(main.getByRole('button', { name: 'ಮರುಹೊಂದಿಸುವ ಲಿಂಕ್ ಕಳುಹಿಸಿ' }))
    expect(messageOf(main.getByLabelText('ಇಮೇಲ್'))).toBe('ಇಮೇಲ್ ಅಗತ್ಯವಿದೆ')
    expectNoEnglish(['Forgot', 'Email', 'Send', 'login', 'required'])

    await act(() => router.navigate('/reset-password'))
    expect(await main.findByRole('heading', { level: 1, name: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ' })).toBeInTheDocument()
    expect(main.getByRole('alert')).toHaveTextContent('ಈ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ ಅಥವಾ ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ. ಹೊಸದನ್ನು ಕೇಳಿ.')
    expectNoEnglish(['Choose', 'link', 'expired'])
  })

  it('shows /login in Hindi', async () => {
    mockApi()
    renderApp({ path: '/login' })
    await screen.findByRole('heading', { level: 1, name: 'Login' })
    await switchTo('hi')
    const main = within(screen.getByRole('main'))
    expect(await main.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument()
    expect(main.getByLabelText('ईमेल')).toBeInTheDocument()
    expect(main.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/signup')
    await userEvent.click(main.getByRole('button', { name: 'लॉग इन' }))
    expect(messageOf(main.getByLabelText('पासवर्ड'))).toContain('पासवर्ड ज़रूरी है')
    expectNoEnglish(['Login', 'Email', 'Password', 'Sign up', 'required'])
  })
})
