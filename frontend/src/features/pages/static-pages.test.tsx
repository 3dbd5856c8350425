import { screen, within } from '@testing-library/react'

import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

describe('/terms-and-conditions (spec §2, §9)', () => {
  it('has the eleven sections in order as cards', async () => {
    renderApp({ path: '/terms-and-conditions' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument()
    await screen.findByRole('heading', { level: 2, name: /Introduction/ })
    const titles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent.replace(/^\d+/, ''))
    expect(titles).toEqual([
      'Introduction',
      'Use of the Site',
      'Accounts & Registration',
      'Products & Orders',
      'Pricing & Payment',
      'Shipping & Delivery',
      'Returns & Refunds',
      'Intellectual Property',
      'Limitation of Liability',
      'Governing Law',
      'Contact Us',
    ])
  })

  it("states the shop's policies with its own name and contact details filled in", async () => {
    renderApp({ path: '/terms-and-conditions' })
    const main = within(await screen.findByRole('main'))
    await main.findByText(/ship orders within 2–3 business days/)
    expect(main.getByText(/within 10 days of delivery for defective or damaged items only/)).toBeInTheDocument()
    expect(main.getByText(/prices are in Indian Rupees \(₹\) and include all taxes/i)).toBeInTheDocument()
    expect(main.getByText('Welcome to Gadag Khadi Sangha. These terms apply to everyone who visits this website.')).toBeInTheDocument()
    expect(main.getByRole('link', { name: 'hello@gadagkhadi.in' })).toHaveAttribute('href', 'mailto:hello@gadagkhadi.in')
    expect(main.getByText(/courts of Karnataka/)).toBeInTheDocument()
  })

  it('offers a way to try again when the page cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/pages/terms?lang=en': apiError(503, 'unavailable', 'Try later') })
    renderApp({ path: '/terms-and-conditions' })
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('/about-us (spec §2)', () => {
  it('has mission, vision, the six core values and four team members', async () => {
    renderApp({ path: '/about-us' })
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(screen.getByText('Gadag Khadi Sangha', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByText('To keep the charkha alive.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument()
    const values = within(screen.getByRole('region', { name: 'Core Values' }))
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sustainability',
      'Authenticity',
      'Community',
      'Quality',
      'Innovation',
      'Customer First',
    ])
    const team = within(screen.getByRole('region', { name: 'Our Team' }))
    expect(team.getAllByRole('listitem')).toHaveLength(4)
  })
})

describe('/careers and /faq', () => {
  it('lists open positions with a way to apply', async () => {
    renderApp({ path: '/careers' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument()
    const apply = await screen.findAllByRole('link', { name: /^Apply for / })
    expect(apply).toHaveLength(2)
    expect(apply[0]).toHaveAttribute('href', 'mailto:hello@gadagkhadi.in?subject=Application%3A%20Weaver')
    expect(screen.getByRole('heading', { level: 3, name: 'Handloom Weaver' })).toBeInTheDocument()
  })

  it('answers common questions in disclosure widgets', async () => {
    renderApp({ path: '/faq' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument()
    expect(await screen.findByText('How are fabrics sold?')).toBeInTheDocument()
    expect(screen.getByText(/from 1 to 30 metres in steps of 0.25 m/)).toBeInTheDocument()
    expect(screen.getByText('defective', { selector: 'em' })).toBeInTheDocument()
  })
})
