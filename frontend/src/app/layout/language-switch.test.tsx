import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'

import { AppProviders, createQueryClient } from '@/app/providers'
import { useLogin } from '@/features/auth/api/login'
import { useSignup } from '@/features/auth/api/signup'
import type { SignupInput } from '@/features/auth/api/types'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: /Main|ಮುಖ್ಯ|मुख्य/ }))
}

afterEach(async () => {
  await act(() => setLanguage('en'))
  localStorage.clear()
})

describe('language switch (issue 18)', () => {
  it('names each language in its own script, with its lang', async () => {
    renderApp()
    const select = await screen.findByRole('combobox', { name: 'Language' })
    const options = within(select).getAllByRole('option')
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['ಕನ್ನಡ', 'kn'],
      ['हिन्दी', 'hi'],
    ])
    expect(select).toHaveValue('en')
  })

  it('turns the navbar and footer into Kannada, then Hindi, and keeps a guest’s choice in this browser only', async () => {
    const api = mockApi()
    renderApp()
    const user = userEvent.setup()
    expect((await mainNav()).getByRole('link', { name: 'All Products' })).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'kn')
    await waitFor(() => expect(currentLanguage()).toBe('kn'))
    const nav = await mainNav()
    expect(nav.getByRole('link', { name: 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು' })).toBeInTheDocument()
    expect(nav.getByRole('link', { name: 'ಆರ್ಡರ್‌ಗಳು' })).toBeInTheDocument()
    expect(nav.getByRole('link', { name: 'ಲಾಗಿನ್' })).toBeInTheDocument()
    expect(screen.getByText('ತ್ವರಿತ ಕೊಂಡಿಗಳು')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು' })).toBeInTheDocument()
    expect(screen.queryByText('All Products')).not.toBeInTheDocument()
    expect(screen.queryByText('Quick Links')).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'ಭಾಷೆ' })).toHaveValue('kn')
    expect(localStorage.getItem('lang')).toBe('kn')
    expect(document.documentElement.lang).toBe('kn')

    await user.selectOptions(screen.getByRole('combobox', { name: 'ಭಾಷೆ' }), 'hi')
    await waitFor(() => expect(currentLanguage()).toBe('hi'))
    expect((await mainNav()).getByRole('link', { name: 'सभी उत्पाद' })).toBeInTheDocument()
    expect(screen.getByText('उपयोगी लिंक')).toBeInTheDocument()
    expect(screen.queryByText('ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು')).not.toBeInTheDocument()
    expect(localStorage.getItem('lang')).toBe('hi')

    // Signed out: nothing is sent to an account.
    expect(api.callsTo('PATCH', '/api/v1/account')).toHaveLength(0)
  })

  it('saves a signed-in shopper’s choice on the account', async () => {
    const api = mockApi({
      'PATCH /api/v1/account': Response.json({ ...shopperOut, language: 'hi' }),
    })
    renderApp({ user: shopper })
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi')
    await waitFor(() => expect(api.callsTo('PATCH', '/api/v1/account')).toHaveLength(1))
    expect(api.callsTo('PATCH', '/api/v1/account')[0]?.body).toEqual({ language: 'hi' })
    expect((await mainNav()).getByRole('button', { name: 'लॉगआउट' })).toBeInTheDocument()
    expect(localStorage.getItem('lang')).toBe('hi')
  })

  it('the side menu has the switch too', async () => {
    renderApp()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    await user.selectOptions(within(menu).getByRole('combobox', { name: 'Language' }), 'kn')
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'ಮುಖಪುಟ' })).toBeInTheDocument())
    expect(within(menu).getByText('ಅತಿಥಿ')).toBeInTheDocument()
  })
})

const shopperOut = { uid: shopper.uid, name: shopper.name, email: shopper.email, phone: '', role: 'user' }

describe("the account's saved language (issue 18)", () => {
  it('is applied when the shopper signs in on a browser where no language was chosen', async () => {
    await act(() => setLanguage('hi', { remember: false })) // the server's pick from Accept-Language
    mockApi({ 'POST /api/v1/auth/login': Response.json({ ...shopperOut, language: 'kn' }) })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
    )
    const { result } = renderHook(() => useLogin(), { wrapper })
    await act(() => result.current.mutateAsync({ email: shopper.email, password: 'secret1' }))
    await waitFor(() => expect(currentLanguage()).toBe('kn'))
    expect(localStorage.getItem('lang')).toBe('kn')
  })

  it('keeps a choice made in this browser at sign-in, and saves it on the account', async () => {
    await act(() => setLanguage('hi')) // picked before signing in
    const api = mockApi({
      'POST /api/v1/auth/login': Response.json({ ...shopperOut, language: 'kn' }),
      'PATCH /api/v1/account': Response.json({ ...shopperOut, language: 'hi' }),
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
    )
    const { result } = renderHook(() => useLogin(), { wrapper })
    await act(() => result.current.mutateAsync({ email: shopper.email, password: 'secret1' }))
    await waitFor(() => expect(api.callsTo('PATCH', '/api/v1/account')).toHaveLength(1))
    expect(api.callsTo('PATCH', '/api/v1/account')[0]?.body).toEqual({ language: 'hi' })
    expect(currentLanguage()).toBe('hi')
  })

  it('is applied when a stored session is restored at start-up', async () => {
    mockApi({ 'GET /api/v1/auth/me': Response.json({ ...shopperOut, language: 'hi' }) })
    renderApp({ user: shopper })
    await waitFor(() => expect(currentLanguage()).toBe('hi'))
    expect((await mainNav()).getByRole('link', { name: 'सभी उत्पाद' })).toBeInTheDocument()
  })

  it('is not taken from a sign-up, which does not sign in', async () => {
    await act(() => setLanguage('kn'))
    mockApi({ 'POST /api/v1/auth/signup': Response.json({ ...shopperOut, language: 'en' }, { status: 201 }) })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
    )
    const { result } = renderHook(() => useSignup(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ name: shopper.name, email: shopper.email, password: 'secret12' } as SignupInput)
    })
    expect(currentLanguage()).toBe('kn')
  })
})
