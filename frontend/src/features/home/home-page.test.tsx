import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Category, Product } from '@/lib/api/types'
import { makeProduct } from '@/testing/fixtures'
import { deferred, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

const categories: Category[] = [
  { name: 'shirts', label: 'Shirts', subcategories: [] },
  { name: 'pants', label: 'Pants', subcategories: [] },
  { name: 'kurta', label: 'Kurta', subcategories: [] },
  { name: 'dhoti', label: 'Dhoti', subcategories: [] },
  { name: 'towel', label: 'Towel', subcategories: [] },
  { name: 'mats', label: 'Sleeping Mats', subcategories: [] },
  { name: 'fabrics', label: 'Fabrics', subcategories: ['khadi', 'lenin', 'silk', 'cotton', 'wool', 'Polyester'] },
]

function serve(products: Product[], cats: Category[] = categories) {
  return mockApi({
    'GET /api/v1/products': Response.json({ version: 1, products }),
    'GET /api/v1/categories': Response.json(cats),
  })
}

const catalogue = [
  makeProduct({ id: 'p1', title: 'Khadi Shirt', category: 'shirts', tags: ['shirt', 'top-collection'] }),
  makeProduct({ id: 'p2', title: 'Cotton Trousers', category: 'pants', tags: ['pant'] }),
  makeProduct({ id: 'p3', title: 'Sleeping Mat', category: 'mats', tags: ['home'] }),
  makeProduct({ id: 'p4', title: 'Ilkal Silk', category: 'fabrics', subCategories: ['silk'], tags: ['fabric'] }),
]

describe('home page (spec §2)', () => {
  it("has the hero's 'Shop Now' and 'Learn More' links", async () => {
    serve(catalogue)
    renderApp()
    expect(await screen.findByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/allproducts')
    const learnMore = screen.getByRole('link', { name: 'Learn More about us' })
    expect(learnMore).toHaveAttribute('href', '/about-us')
    expect(learnMore).toHaveTextContent(/^Learn More/)
  })

  it('shows a spinner while the products load', async () => {
    const pending = deferred<Response>()
    mockApi({ 'GET /api/v1/products': () => pending.promise, 'GET /api/v1/categories': Response.json(categories) })
    renderApp()
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products…')
    pending.resolve(Response.json({ version: 1, products: catalogue }))
    expect(await screen.findByRole('heading', { name: 'Top Collection' })).toBeInTheDocument()
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument()
  })

  it("shows the highlights '25+ Experience', 'Premium Product', 'Customer Trust'", async () => {
    serve(catalogue)
    renderApp()
    const strip = await screen.findByRole('region', { name: 'Why shop with us' })
    for (const text of ['25+ Experience', 'Premium Product', 'Customer Trust']) {
      expect(within(strip).getByText(text)).toBeInTheDocument()
    }
  })

  it('has a Products panel of 4 category tiles, stocked first, and a Fabrics panel of fabric subcategories', async () => {
    serve(catalogue)
    renderApp()
    const products = within(await screen.findByRole('region', { name: 'Products' }))
    await waitFor(() => expect(products.getAllByRole('link')).toHaveLength(4))
    expect(products.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/category/shirts',
      '/category/pants',
      '/category/mats',
      '/category/kurta',
    ])
    expect(products.getByRole('link', { name: 'Shirts, 1 product' })).toBeInTheDocument()
    expect(products.getByRole('link', { name: 'Sleeping Mats, 1 product' })).toBeInTheDocument()
    // No product yet: last of the stocked-first order, with a woven placeholder instead of a picture.
    expect(products.getByRole('link', { name: 'Kurta, Coming soon' })).toBeInTheDocument()
    const fabrics = within(screen.getByRole('region', { name: 'Fabrics' }))
    expect(fabrics.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/category/fabrics/silk',
      '/category/fabrics/khadi',
      '/category/fabrics/lenin',
      '/category/fabrics/cotton',
    ])
  })

  it("opens every item in a modal from 'View all →', closing with Escape back to the button", async () => {
    serve(catalogue)
    renderApp()
    const panel = within(await screen.findByRole('region', { name: 'Fabrics' }))
    const viewAll = panel.getByRole('button', { name: 'View all →' })
    await waitFor(() => expect(viewAll).toBeEnabled())
    await userEvent.click(viewAll)
    const dialog = within(screen.getByRole('dialog', { name: 'Fabrics' }))
    expect(dialog.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/category/fabrics/silk',
      '/category/fabrics/khadi',
      '/category/fabrics/lenin',
      '/category/fabrics/cotton',
      '/category/fabrics/wool',
      '/category/fabrics/Polyester',
    ])
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(viewAll).toHaveFocus()
  })

  it('shows one section per home tag that some product has, and none for the others', async () => {
    serve([
      ...catalogue,
      makeProduct({ id: 'p5', title: 'Plain Kurta', category: 'kurta', tags: ['KURTA'], outOfStock: true, comingSoon: true }),
    ])
    renderApp()
    await screen.findByRole('heading', { name: 'Top Collection' })
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Products',
      'Fabrics',
      'Top Collection',
      'Shirts',
      'Pants',
      'Kurtas',
    ])
    const kurtas = within(screen.getByRole('list', { name: 'Kurtas' }))
    const card = within(kurtas.getByRole('article'))
    expect(card.getByRole('link', { name: 'Plain Kurta' })).toHaveAttribute('href', '/productInfo/p5')
    expect(card.getByText('Out of Stock')).toBeInTheDocument()
    expect(card.queryByText('Coming Soon')).not.toBeInTheDocument()
  })

  it('hides a tag section when no product has the tag', async () => {
    serve([makeProduct({ id: 'only', title: 'Only Shirt', tags: ['shirt'] })])
    renderApp()
    expect(await screen.findByRole('heading', { name: 'Shirts' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Top Collection' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Pants' })).not.toBeInTheDocument()
  })

  it('uses the responsive image variants with width and height', async () => {
    serve(Array.from({ length: 6 }, (_, i) => makeProduct({ id: `p_${i}`, title: `Kurta ${i}`, tags: ['kurta'] })))
    renderApp()
    const first = await screen.findByRole<HTMLImageElement>('img', { name: 'Kurta 0' })
    expect(first).toHaveAttribute(
      'srcset',
      '/media/products/kurta-1-400.webp 400w, /media/products/kurta-1-800.webp 800w, /media/products/kurta-1.webp 1200w',
    )
    expect(first).toHaveAttribute('width', '1200')
    expect(first).toHaveAttribute('height', '1500')
  })

  it('offers to try again when the catalogue cannot load', async () => {
    mockApi({
      'GET /api/v1/products': Response.json({ error: 'x', message: 'down', fields: {} }, { status: 503 }),
      'GET /api/v1/categories': Response.json(categories),
    })
    renderApp()
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the products.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('hero carousel on small screens (spec §2)', () => {
  it('shows three slides, one at a time, with a button per slide and a pause switch', async () => {
    serve(catalogue)
    renderApp()
    const carousel = within(await screen.findByRole('region', { name: 'Featured collections' }))
    const slides = carousel.getAllByRole('group', { hidden: true })
    expect(slides).toHaveLength(3)
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true'])
    await userEvent.click(carousel.getByRole('button', { name: /^Show slide 3/ }))
    expect(carousel.getAllByRole('group', { hidden: true }).map((s) => s.getAttribute('aria-hidden'))).toEqual([
      'true',
      'true',
      'false',
    ])
    expect(carousel.getByRole('button', { name: /^Show slide 3/ })).toHaveAttribute('aria-current', 'true')
    await userEvent.click(carousel.getByRole('button', { name: 'Pause slides' }))
    expect(carousel.getByRole('button', { name: 'Play slides' })).toBeInTheDocument()
  })
})
