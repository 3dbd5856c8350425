import { screen, within } from '@testing-library/react'

import { renderApp } from '@/testing/render-app'

describe('/terms-and-conditions (spec §2, §9)', () => {
  it('has the eleven sections in order as cards', async () => {
    renderApp({ path: '/terms-and-conditions' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument()
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

  it('states the shop policies of spec §9', async () => {
    renderApp({ path: '/terms-and-conditions' })
    const main = within(await screen.findByRole('main'))
    await main.findByText(/ship orders within 2–3 business days/)
    expect(main.getByText(/within 10 days of delivery for defective or damaged items only/)).toBeInTheDocument()
    expect(main.getByText(/in 7–10 business days/)).toBeInTheDocument()
    expect(main.getByText(/prices are in Indian Rupees \(₹\) and include all taxes/i)).toBeInTheDocument()
  })
})

describe('/about-us (spec §2)', () => {
  it('has mission, vision, the six core values and four team members', async () => {
    renderApp({ path: '/about-us' })
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
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
    const apply = screen.getAllByRole('link', { name: /^Apply for / })
    expect(apply.length).toBeGreaterThanOrEqual(3)
    expect(apply[0]).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
  })

  it('answers common questions in disclosure widgets', async () => {
    renderApp({ path: '/faq' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument()
    expect(screen.getByText('How are fabrics sold?')).toBeInTheDocument()
    expect(screen.getByText(/from 1 to 30 metres in steps of 0.25 m/)).toBeInTheDocument()
  })
})
