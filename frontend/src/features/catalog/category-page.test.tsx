import { screen, within } from '@testing-library/react'

import type { Product } from '@/lib/api/types'
import { makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

const products: Product[] = [
  makeProduct({ id: 'silk', title: 'Ilkal Silk Fabric', category: 'fabrics', subCategories: ['silk'] }),
  makeProduct({ id: 'poly', title: 'Poly Khadi Fabric', category: 'Fabrics', subCategories: ['Polyester'] }),
  makeProduct({ id: 'jacket', title: 'Nehru Jacket', category: 'nehru-jacket', subCategories: [] }),
]

function serve() {
  mockApi({
    'GET /api/v1/products': Response.json({ version: 1, products }),
    'GET /api/v1/categories': Response.json([
      { name: 'fabrics', label: 'Fabrics', subcategories: ['khadi', 'silk', 'Polyester'] },
    ]),
  })
}

describe('/category/{category}[/{subCategory}] (spec §2)', () => {
  it('lists the category, matched case-insensitively, under a title-cased heading', async () => {
    serve()
    renderApp({ path: '/category/FABRICS' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Fabrics' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Ilkal Silk Fabric' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Poly Khadi Fabric' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Nehru Jacket' })).not.toBeInTheDocument()
  })

  it("joins category and subcategory with ' / '", async () => {
    serve()
    renderApp({ path: '/category/fabrics/silk' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Fabrics / Silk' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Ilkal Silk Fabric' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Poly Khadi Fabric' })).not.toBeInTheDocument()
    const types = within(screen.getByRole('navigation', { name: 'Fabrics types' }))
    expect(types.getByRole('link', { name: 'Silk' })).toHaveAttribute('aria-current', 'page')
    expect(types.getByRole('link', { name: 'All Fabrics' })).toHaveAttribute('href', '/category/fabrics')
  })

  it('matches a subcategory in any case and title-cases hyphenated names', async () => {
    serve()
    renderApp({ path: '/category/fabrics/polyester' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Fabrics / Polyester' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Poly Khadi Fabric' })).toBeInTheDocument()
  })

  it("says 'No products found in this category.' when nothing matches", async () => {
    serve()
    renderApp({ path: '/category/fabrics/khadi' })
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/allproducts')
  })

  it("names a renamed category by the owner's name in its heading, breadcrumb and cards (issue 28)", async () => {
    mockApi({
      'GET /api/v1/products': Response.json({ version: 1, products }),
      'GET /api/v1/categories': Response.json([
        { name: 'nehru-jacket', label: 'Bandhgala Jackets', labelKn: 'ಬಂದ್‌ಗಲಾ ಜಾಕೆಟ್‌ಗಳು', subcategories: [] },
      ]),
    })
    renderApp({ path: '/category/nehru-jacket' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Bandhgala Jackets' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByText('Bandhgala Jackets')).toBeInTheDocument()
    const card = (await screen.findByRole('link', { name: 'Nehru Jacket' })).closest('article')
    expect(card).not.toBeNull()
    expect(within(card as HTMLElement).getByText('Bandhgala Jackets')).toBeInTheDocument()
    expect(screen.queryByText('Nehru Jacket', { selector: 'h1, p' })).not.toBeInTheDocument()
  })

  it('title-cases a hyphenated category the shop does not list', async () => {
    serve()
    renderApp({ path: '/category/nehru-jacket' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Nehru Jacket' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Nehru Jacket' })).toHaveAttribute('href', '/productInfo/jacket')
  })
})
