import { screen, within } from '@testing-library/react'

import { makeProduct } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

function serveCatalogue(products = [makeProduct()]) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ version: 3, products }))))
}

describe('home page', () => {
  it("has the hero's 'Shop Now' and 'Learn More' links", async () => {
    renderApp()
    expect(await screen.findByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/allproducts')
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about-us')
  })

  it('shows a spinner while products load, then the product cards', async () => {
    serveCatalogue([
      makeProduct(),
      makeProduct({ id: 'p_fab', title: 'Bengal Khadi Fabric', category: 'fabrics', price: 32050 }),
    ])
    renderApp()
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products…')

    const list = await screen.findByRole('list', { name: 'Products' })
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(fetch).toHaveBeenCalledWith('/api/v1/products', expect.objectContaining({ credentials: 'same-origin' }))

    const kurta = screen.getByRole('link', { name: 'Indigo Handloom Kurta' })
    expect(kurta).toHaveAttribute('href', '/productInfo/p_kurta01')
    expect(screen.getByText('₹1,499.00')).toBeInTheDocument()
    // Fabrics are priced per metre.
    expect(within(cards[1] as HTMLElement).getByText(/₹320\.50/).parentElement).toHaveTextContent('₹320.50 / metre')
  })

  it('uses the responsive variants with width and height, lazy below the fold', async () => {
    serveCatalogue(Array.from({ length: 6 }, (_, i) => makeProduct({ id: `p_${i}`, title: `Kurta ${i}` })))
    renderApp()
    const images = await screen.findAllByRole('img', { name: /^Kurta / })
    const first = images[0] as HTMLImageElement
    expect(first).toHaveAttribute(
      'srcset',
      '/media/products/kurta-1-400.webp 400w, /media/products/kurta-1-800.webp 800w, /media/products/kurta-1.webp 1200w',
    )
    expect(first).toHaveAttribute('width', '1200')
    expect(first).toHaveAttribute('height', '1500')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(images[5]).toHaveAttribute('loading', 'lazy')
  })

  it("labels unavailable products, 'Out of Stock' winning over 'Coming Soon'", async () => {
    serveCatalogue([
      makeProduct({ id: 'a', title: 'Sold out shawl', outOfStock: true, comingSoon: true }),
      makeProduct({ id: 'b', title: 'New honey', comingSoon: true }),
    ])
    renderApp()
    const [shawl, honey] = await screen.findAllByRole('article')
    expect(within(shawl as HTMLElement).getByText('Out of Stock')).toBeInTheDocument()
    expect(within(shawl as HTMLElement).queryByText('Coming Soon')).not.toBeInTheDocument()
    expect(within(honey as HTMLElement).getByText('Coming Soon')).toBeInTheDocument()
  })

  it('offers to try again when the catalogue cannot load', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ error: 'x', message: 'down', fields: {} }, { status: 503 }))))
    renderApp()
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the products.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
