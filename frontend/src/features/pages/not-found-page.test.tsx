import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderApp } from '@/testing/render-app'

describe('404 page (spec §2)', () => {
  it("shows 'Page Not Found' with a 'Go Back Home' link for unknown paths", async () => {
    const { router } = renderApp({ path: '/nowhere' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    const home = screen.getByRole('link', { name: 'Go Back Home' })
    expect(home).toHaveAttribute('href', '/')
    await userEvent.click(home)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it.each(['/category/fabrics/silk/extra', '/productInfo', '/allproducts/more', '/about'])(
    'is shown for %s, which is no route of the spec',
    async (path) => {
      renderApp({ path })
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    },
  )
})
