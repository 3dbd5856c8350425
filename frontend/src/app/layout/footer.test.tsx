import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

describe('footer and global layout (spec §2)', () => {
  it('has the quick links in order', async () => {
    renderApp()
    const quick = within(await screen.findByRole('navigation', { name: 'Quick Links' }))
    expect(quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Careers', '/careers'],
      ['FAQ', '/faq'],
      ['Terms & Conditions', '/terms-and-conditions'],
      ['About Us', '/about-us'],
    ])
  })

  it('has contact e-mail, phone and a map link', async () => {
    renderApp()
    const footer = within(await screen.findByRole('contentinfo'))
    expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
    expect(footer.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91/))
    expect(footer.getByRole('link', { name: /Karnataka \d{6}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\//),
    )
  })

  it('subscribes from the newsletter form (POST /api/v1/newsletter) with a thank-you toast', async () => {
    const api = mockApi({ 'POST /api/v1/newsletter': Response.json({ message: 'Thanks for subscribing!' }) })
    renderApp()
    const input = await screen.findByPlaceholderText('Enter email...')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAccessibleName('Email address')
    await userEvent.type(input, 'reader@example.in')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/v1/newsletter')[0]?.body).toEqual({ email: 'reader@example.in' })
    expect(input).toHaveValue('')
  })

  it("shows the server's message when the address is refused", async () => {
    mockApi({
      'POST /api/v1/newsletter': apiError(422, 'validation_error', 'Please enter a valid email', {
        email: 'Please enter a valid email',
      }),
    })
    renderApp()
    const input = await screen.findByPlaceholderText('Enter email...')
    await userEvent.type(input, 'reader@example')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()
    expect(input).toHaveValue('reader@example')
  })

  it('always shows the chat button with the prefilled text', async () => {
    renderApp({ path: '/nowhere' })
    const chat = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' })
    expect(chat).toHaveAttribute(
      'href',
      'https://wa.me/919876543210?text=Hi%2C%20I%20have%20a%20query%20about%20your%20products.',
    )
    expect(chat).toHaveAttribute('target', '_blank')
  })

  it('scrolls to the top on a route change', async () => {
    const { router } = renderApp()
    await screen.findByRole('heading', { name: 'Products' })
    vi.mocked(window.scrollTo).mockClear()
    await act(() => router.navigate('/nowhere'))
    await screen.findByRole('heading', { name: 'Page Not Found' })
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
