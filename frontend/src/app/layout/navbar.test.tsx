import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { admin, renderApp, shopper } from '@/testing/render-app'

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }))
}

describe('navbar visibility (spec §2)', () => {
  it('shows a guest All Products, Orders and Login — no Wishlist, Admin or Logout', async () => {
    renderApp()
    const nav = await mainNav()
    expect(nav.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/allproducts')
    expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders')
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(nav.queryByRole('link', { name: 'Wishlist' })).not.toBeInTheDocument()
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    expect(nav.queryByRole('link', { name: /My Account/ })).not.toBeInTheDocument()
  })

  it('shows a stored user Wishlist and Logout but not Admin', async () => {
    renderApp({ user: shopper })
    const nav = await mainNav()
    expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
  })

  it('shows a stored user a link to /account with their name', async () => {
    renderApp({ user: shopper })
    const nav = await mainNav()
    const account = nav.getByRole('link', { name: `My Account: ${shopper.name}` })
    expect(account).toHaveAttribute('href', '/account')
    expect(account).toHaveTextContent(shopper.name)
  })

  it('shows a stored admin the Admin link to /dashboard', async () => {
    renderApp({ user: admin })
    const nav = await mainNav()
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard')
    expect(nav.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument()
  })

  it('logout ends the server session, removes the stored user and goes to /login', async () => {
    const { router } = renderApp({ user: shopper })
    const nav = await mainNav()
    vi.mocked(fetch).mockClear()
    vi.mocked(fetch).mockResolvedValueOnce(new Response(null, { status: 204 }))
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }))
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST' }))
    expect(localStorage.getItem('user')).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(nav.getByRole('link', { name: 'Login' })).toBeInTheDocument()
  })

  it('shows the logo and shop name linking home', async () => {
    renderApp({ path: '/nowhere' })
    const banner = within(await screen.findByRole('banner'))
    expect(await banner.findByRole('link', { name: 'Gadag Khadi Sangha' })).toHaveAttribute('href', '/')
  })
})

describe('side menu (spec §2)', () => {
  it("opens with 'Guest' and the guest links, and closes with Escape", async () => {
    renderApp()
    await mainNav()
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }))
    expect(menu.getByText('Guest')).toBeInTheDocument()
    const names = menu.getAllByRole('link').map((link) => link.textContent)
    expect(names).toEqual(['Gadag Khadi Sangha', 'Home', 'All Products', 'Orders', 'About Us', 'Login'])
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  })

  it("shows an admin's name, e-mail and every link", async () => {
    renderApp({ user: admin })
    await mainNav()
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }))
    expect(menu.getByText('Shop Owner')).toBeInTheDocument()
    expect(menu.getByText('owner@example.in')).toBeInTheDocument()
    const names = menu.getAllByRole('link').map((link) => link.textContent)
    expect(names).toEqual(['Gadag Khadi Sangha', 'Home', 'All Products', 'Orders', 'Admin', 'Wishlist', 'My Account', 'Saved addresses', 'About Us'])
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })
})
