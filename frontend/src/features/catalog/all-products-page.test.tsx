import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Product } from '@/lib/api/types'
import { makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

import { URL_WRITE_DELAY_MS } from './use-product-filters'

const products: Product[] = [
  makeProduct({ id: 'shirt', title: 'Indigo Khadi Shirt', description: 'Blue.', category: 'shirts', price: 135000, subCategories: [], tags: ['shirt'] }),
  makeProduct({ id: 'kurta', title: 'Khadi Silk Kurta', description: 'Festive.', category: 'kurta', price: 320000, subCategories: ['silk'], tags: ['kurta'] }),
  makeProduct({ id: 'silk', title: 'Ilkal Silk Fabric', description: 'Border.', category: 'fabrics', price: 88000, subCategories: ['silk'], tags: ['fabric'] }),
  makeProduct({ id: 'linen', title: 'Khadi Linen Fabric', description: 'Crisp.', category: 'fabrics', price: 62000, subCategories: ['lenin'], tags: ['fabric'] }),
  makeProduct({ id: 'mat', title: 'Cotton Sleeping Mat', description: 'Rolls up.', category: 'mats', price: 75000, subCategories: [], tags: ['home'] }),
]

function serve() {
  return mockApi({
    'GET /api/v1/products': Response.json({ version: 1, products }),
    'GET /api/v1/categories': Response.json([
      { name: 'mats', label: 'Sleeping Mats', subcategories: [] },
      { name: 'fabrics', label: 'Fabrics', subcategories: ['silk'] },
    ]),
  })
}

async function titles() {
  const list = await screen.findByRole('list', { name: 'Products' })
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
}

/** The grid settles on these titles (filtering may render a moment after the input changes). */
async function expectTitles(expected: string[]) {
  await waitFor(async () => expect(await titles()).toEqual(expected))
}

const search = (router: { state: { location: { search: string } } }) => router.state.location.search

describe('/allproducts (spec §2)', () => {
  it('lists products up to the default ₹2,000 with the filter controls', async () => {
    serve()
    renderApp({ path: '/allproducts' })
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument()
    await expectTitles(['Indigo Khadi Shirt', 'Ilkal Silk Fabric', 'Khadi Linen Fabric', 'Cotton Sleeping Mat'])

    const slider = screen.getByRole('slider', { name: 'Up to' })
    expect(slider).toHaveAttribute('min', '0')
    expect(slider).toHaveAttribute('max', '5000')
    expect(slider).toHaveValue('2000')
    expect(slider).toHaveAttribute('aria-valuetext', '₹2,000')
    expect(screen.getByTestId('price-value')).toHaveTextContent('₹2,000')

    const categories = within(screen.getByRole('group', { name: 'Category' }))
    expect(categories.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Fabrics2',
      'Kurta1',
      'Shirts1',
      'Sleeping Mats1',
    ])
    const fabrics = within(screen.getByRole('group', { name: 'Fabric' }))
    expect(fabrics.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'silk',
      'lenin',
      'khadi',
      'cotton',
    ])
  })

  it('filters by category and writes it to the URL', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Fabrics' }))
    await expectTitles(['Ilkal Silk Fabric', 'Khadi Linen Fabric'])
    expect(search(router)).toBe('?category=fabrics')
    expect(screen.getByText('2 products')).toBeInTheDocument()
  })

  it('filters by fabric', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    await userEvent.click(await screen.findByRole('checkbox', { name: 'lenin' }))
    await expectTitles(['Khadi Linen Fabric'])
    expect(search(router)).toBe('?fabric=lenin')
  })

  it('filters by price, writing the value to the URL after a pause', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    const slider = await screen.findByRole('slider', { name: 'Up to' })
    fireEvent.change(slider, { target: { value: '5000' } })
    expect(screen.getByTestId('price-value')).toHaveTextContent('₹5,000 and above')
    expect(slider).toHaveAttribute('aria-valuetext', '₹5,000 and above')
    expect(await titles()).toContain('Khadi Silk Kurta')
    await waitFor(() => expect(search(router)).toBe('?max=5000'))
    fireEvent.change(slider, { target: { value: '700' } })
    await expectTitles(['Khadi Linen Fabric'])
    await waitFor(() => expect(search(router)).toBe('?max=700'))
  })

  it('finds a ₹3,200 silk kurta by searching, whatever the unmoved slider says (issue 28)', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'silk kurta')
    await expectTitles(['Khadi Silk Kurta'])
    await waitFor(() => expect(search(router)).toBe('?q=silk+kurta'))
    expect(screen.queryByTestId('hidden-by-price')).not.toBeInTheDocument()
  })

  it('says how many products the price limit hides and shows them in one click (issue 28)', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    const note = await screen.findByTestId('hidden-by-price')
    expect(note).toHaveTextContent('1 product over ₹2,000 is hidden by the price limit.')
    await userEvent.click(within(note).getByRole('button', { name: 'Show all prices' }))
    await expectTitles(['Indigo Khadi Shirt', 'Khadi Silk Kurta', 'Ilkal Silk Fabric', 'Khadi Linen Fabric', 'Cotton Sleeping Mat'])
    expect(search(router)).toBe('?max=5000')
    expect(screen.getByTestId('price-value')).toHaveTextContent('₹5,000 and above')
    expect(screen.queryByTestId('hidden-by-price')).not.toBeInTheDocument()
  })

  it('searches title, description and tags', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'rolls')
    await expectTitles(['Cotton Sleeping Mat'])
    await waitFor(() => expect(search(router)).toBe('?q=rolls'))
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('rolls') // no flicker
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search(router)).toBe('')
  })

  it('keeps a letter typed just as the search reaches the URL', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    const box = await screen.findByRole('searchbox', { name: 'Search products' })
    await titles()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(box, { target: { value: 'ro' } })
    // The pause ends and 'ro' goes to the URL while the shopper types the next letter (a slow phone).
    act(() => {
      vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
      fireEvent.change(box, { target: { value: 'rol' } })
    })
    expect(box).toHaveValue('rol')
    act(() => {
      vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    })
    vi.useRealTimers()
    expect(search(router)).toBe('?q=rol')
    expect(box).toHaveValue('rol')
  })

  it('reads every filter from the URL (a shared link or a reload) and combines them', async () => {
    serve()
    renderApp({ path: '/allproducts?category=fabrics&category=kurta&fabric=silk&max=5000' })
    await expectTitles(['Khadi Silk Kurta', 'Ilkal Silk Fabric'])
    expect(screen.getByRole('checkbox', { name: 'Fabrics' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Kurta' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'silk' })).toBeChecked()
    expect(screen.getByRole('slider', { name: 'Up to' })).toHaveValue('5000')
  })

  it("says 'No products match your filters.' and clears them", async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts?category=mats&fabric=silk' })
    expect(await screen.findByText('No products match your filters.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(search(router)).toBe('')
    expect(await titles()).toHaveLength(4)
  })

  it('follows the URL when it changes from outside (Back, a link)', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts?category=mats' })
    await expectTitles(['Cotton Sleeping Mat'])
    await act(() => router.navigate('/allproducts?category=shirts'))
    await expectTitles(['Indigo Khadi Shirt'])
    expect(screen.getByRole('checkbox', { name: 'Shirts' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Sleeping Mats' })).not.toBeChecked()
  })

  it('shows and hides the filters on small screens with a labelled toggle', async () => {
    serve()
    renderApp({ path: '/allproducts?fabric=silk' })
    const toggle = await screen.findByRole('button', { name: 'Show filters (1)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide filters (1)' })).toHaveAttribute('aria-expanded', 'true')
  })
})
