import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'
import { testShop } from '@/testing/shop-fixtures'

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

  it("has the shop's contact e-mail, phone, map link, social links and credit from its settings", async () => {
    renderApp()
    const footer = within(await screen.findByRole('contentinfo'))
    expect(await footer.findByRole('link', { name: 'hello@gadagkhadi.in' })).toHaveAttribute(
      'href',
      'mailto:hello@gadagkhadi.in',
    )
    expect(footer.getByRole('link', { name: '+91 94480 12345' })).toHaveAttribute('href', 'tel:+919448012345')
    expect(footer.getByRole('link', { name: /Station Road, Gadag, Karnataka 582101/ })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=Gadag',
    )
    expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/gadagkhadi')
    expect(footer.getByRole('link', { name: 'Gadag Web Works' })).toHaveAttribute('href', 'https://gadagweb.example.com')
    expect(footer.getByText(/© \d{4} Gadag Khadi Sangha\. All rights reserved\./)).toBeInTheDocument()
  })

  it('leaves out what the shop has not set, and the chat button without a WhatsApp number', async () => {
    mockApi({
      'GET /api/v1/shop': Response.json({
        ...testShop,
        configured: false,
        email: '',
        phone: '',
        phoneLink: '',
        whatsappNumber: '',
        address: '',
        mapUrl: '',
        socialLinks: [],
        developerText: '',
      }),
    })
    renderApp()
    const footer = within(await screen.findByRole('contentinfo'))
    await footer.findByText(/© \d{4} Gadag Khadi Sangha/)
    expect(footer.queryByRole('link', { name: /@|\+91|Developed/ })).not.toBeInTheDocument()
    expect(footer.queryByText(/Developed by/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument()
  })

  it('subscribes from the newsletter form (POST /api/v1/newsletter) with a thank-you toast', async () => {
    const api = mockApi({ 'POST /api/v1/newsletter': Response.json({ message: 'Thanks for subscribing!' }) })
    renderApp()
    const input = await screen.findByPlaceholderText('Enter email...')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAccessibleName('Email address')
    await fill(input, 'reader@example.in')
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
    await fill(input, 'reader@example')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()
    expect(input).toHaveValue('reader@example')
  })

  it("shows the chat button for the shop's WhatsApp number with the prefilled text", async () => {
    renderApp({ path: '/nowhere' })
    const chat = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' })
    await waitFor(() =>
      expect(chat).toHaveAttribute(
        'href',
        'https://wa.me/919448012345?text=Hi%2C%20I%20have%20a%20query%20about%20your%20products.',
      ),
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
