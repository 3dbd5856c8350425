import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderApp } from '@/testing/render-app'

// A page that fails to render (or whose code cannot load) is replaced by the error screen inside
// the usual layout; going to another page tries again.
vi.mock('@/features/home/home-page', () => ({
  HomePage: () => {
    throw new Error('the home page broke')
  },
}))

describe('route error boundary', () => {
  it('shows the error screen in the layout, and the next page once the shopper moves on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { router } = renderApp()

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalled()

    const nav = within(screen.getByRole('navigation', { name: 'Main' }))
    await userEvent.click(nav.getByRole('link', { name: 'All Products' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/allproducts')
  })
})
