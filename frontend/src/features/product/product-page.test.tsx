import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Product, SizeChart } from '@/lib/api/types'
import { makeProduct } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const shirtChart: SizeChart = {
  key: 'shirts',
  label: 'Shirts',
  types: ['Full Sleeve', 'Half Sleeve'],
  sizes: ['XS 36', 'S 38', 'M 40', 'L 42', 'XL 44', '2XL 46'].map((pair) => {
    const [primary = '', secondary = ''] = pair.split(' ')
    return { primary, secondary, value: Number(secondary), unit: 'piece' as const }
  }),
}

const shirt = makeProduct({
  id: 'p_shirt',
  title: 'Handspun Khadi Cotton Shirt',
  description: 'Everyday shirt in soft handspun khadi.',
  category: 'shirts',
  price: 115000,
  tags: ['shirt', 'top-collection'],
  options: { category: 'shirts', availableSizes: ['S', 'M', 'L'], availableTypes: ['Full Sleeve', 'Half Sleeve'] },
})
const fabric = makeProduct({
  id: 'p_fabric',
  title: 'Ilkal Silk Fabric',
  category: 'fabrics',
  subCategories: ['silk'],
  price: 88050,
  options: { category: null, availableSizes: [], availableTypes: [] },
})

function serve(products: Product[] = [shirt, fabric], extra: Parameters<typeof mockApi>[0] = {}) {
  const answers: Parameters<typeof mockApi>[0] = {
    'GET /api/v1/size-charts': Response.json([shirtChart]),
    ...extra,
  }
  for (const product of products) answers[`GET /api/v1/products/${product.id}`] = Response.json(product)
  return mockApi(answers)
}

const addButton = () => screen.getByRole('button', { name: 'Add to Cart' })

describe('/productInfo/{id} (spec §2)', () => {
  it('loads the product by id and shows title, description, tags and price', async () => {
    serve()
    renderApp({ path: '/productInfo/p_shirt' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Handspun Khadi Cotton Shirt' })).toBeInTheDocument()
    expect(screen.getByText('Everyday shirt in soft handspun khadi.')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Shirt',
      'Top Collection',
    ])
    expect(screen.getByTestId('unit-price')).toHaveTextContent('₹1,150.00')
    expect(screen.getByRole('img', { name: 'Handspun Khadi Cotton Shirt' })).toBeInTheDocument()
  })

  it("shows 'Product data not available.' for an unknown id, with a way back", async () => {
    serve([])
    renderApp({ path: '/productInfo/nope' })
    expect(await screen.findByRole('heading', { name: 'Product data not available.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to All Products' })).toHaveAttribute('href', '/allproducts')
  })

  it('offers only the available sizes, labelled from the size chart, and the available types', async () => {
    serve()
    renderApp({ path: '/productInfo/p_shirt' })
    const sizes = within(await screen.findByRole('group', { name: 'Size' }))
    await waitFor(() => expect(sizes.getByRole('radio', { name: 'M (40)' })).toBeInTheDocument())
    expect(sizes.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['S (38)', 'M (40)', 'L (42)'])
    const types = within(screen.getByRole('group', { name: 'Type' }))
    expect(types.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Full Sleeve', 'Half Sleeve'])
  })

  it('keeps Add to Cart disabled until the required size and type are picked', async () => {
    serve()
    const { router } = renderApp({ path: '/productInfo/p_shirt' })
    await screen.findByRole('heading', { level: 1 })
    expect(addButton()).toBeDisabled()
    expect(screen.getByText('Please choose a size')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('radio', { name: 'M (40)' }))
    expect(addButton()).toBeDisabled()
    expect(screen.getByText('Please choose a type')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Half Sleeve' }))
    expect(addButton()).toBeEnabled()
    // The pick goes into the link, so it can be shared.
    expect(router.state.location.search).toBe('?size=M&type=Half+Sleeve')
  })

  it('starts from ?size=&type= in the link', async () => {
    serve()
    renderApp({ path: '/productInfo/p_shirt?size=L&type=Full%20Sleeve' })
    expect(await screen.findByRole('radio', { name: 'L (42)' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Full Sleeve' })).toBeChecked()
    expect(addButton()).toBeEnabled()
  })

  it('starts from the size and type handed over by the previous screen', async () => {
    serve()
    const { router } = renderApp({ path: '/allproducts' })
    await act(() => router.navigate('/productInfo/p_shirt', { state: { size: 'S', type: 'Full Sleeve' } }))
    expect(await screen.findByRole('radio', { name: 'S (38)' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Full Sleeve' })).toBeChecked()
    // A later pick keeps the rest of what was handed over.
    await userEvent.click(screen.getByRole('radio', { name: 'L (42)' }))
    expect(screen.getByRole('radio', { name: 'Full Sleeve' })).toBeChecked()
  })

  it('ignores a size in the link that the product does not offer', async () => {
    serve()
    renderApp({ path: '/productInfo/p_shirt?size=XS' })
    await screen.findByRole('radio', { name: 'S (38)' })
    expect(screen.queryByRole('radio', { name: 'XS (36)' })).not.toBeInTheDocument()
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0)
    expect(addButton()).toBeDisabled()
  })

  it('has a quantity control with a minimum of 1', async () => {
    serve()
    renderApp({ path: '/productInfo/p_shirt?size=M&type=Half%20Sleeve' })
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' })
    expect(quantity).toHaveValue(1)
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(quantity).toHaveValue(3)
    expect(screen.getByTestId('total-price')).toHaveTextContent('₹3,450.00')
    fireEvent.change(quantity, { target: { value: '0' } })
    expect(quantity).toHaveValue(1)
  })

  it("shows 'Out of Stock' over 'Coming Soon' and disables pickers, quantity and the button", async () => {
    serve([{ ...shirt, outOfStock: true, comingSoon: true }])
    renderApp({ path: '/productInfo/p_shirt?size=M&type=Half%20Sleeve' })
    expect(await screen.findByTestId('availability-notice')).toHaveTextContent(/^Out of Stock$/)
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument()
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
    expect(addButton()).toBeDisabled()
  })

  it("disables a size with none left ('M (40) — sold out') and shows 'Only 2 left' for the chosen one (issue 15)", async () => {
    const variant = (size: string, type: string, available: boolean, left: number | null = null) => ({ size, type, available, left })
    serve([
      {
        ...shirt,
        stock: {
          soldOut: false,
          variants: [
            variant('S', 'Full Sleeve', true),
            variant('S', 'Half Sleeve', true, 2),
            variant('M', 'Full Sleeve', false),
            variant('M', 'Half Sleeve', false),
            variant('L', 'Full Sleeve', false),
            variant('L', 'Half Sleeve', true),
          ],
        },
      },
    ])
    renderApp({ path: '/productInfo/p_shirt?type=Half%20Sleeve' })
    expect(await screen.findByRole('radio', { name: 'M (40) — sold out' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'L (42)' })).toBeEnabled()
    expect(screen.queryByTestId('stock-left')).not.toBeInTheDocument()

    await userEvent.click(screen.getByText('S (38)'))
    expect(screen.getByTestId('stock-left')).toHaveTextContent(/^Only 2 left$/)
    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    await userEvent.click(increase)
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2)
    expect(increase).toBeDisabled()
    expect(addButton()).toBeEnabled()
  })

  it("shows 'Coming Soon' alone and disables the same controls", async () => {
    serve([{ ...fabric, comingSoon: true }])
    renderApp({ path: '/productInfo/p_fabric' })
    expect(await screen.findByTestId('availability-notice')).toHaveTextContent(/^Coming Soon$/)
    expect(screen.getByRole('slider', { name: 'Length (metres)' })).toBeDisabled()
    expect(addButton()).toBeDisabled()
  })

  it('sells Fabrics by length: 1–30 m in 0.25 m steps, priced per metre, total rounded half up', async () => {
    serve()
    renderApp({ path: '/productInfo/p_fabric' })
    const slider = await screen.findByRole('slider', { name: 'Length (metres)' })
    expect(slider).toHaveAttribute('min', '1')
    expect(slider).toHaveAttribute('max', '30')
    expect(slider).toHaveAttribute('step', '0.25')
    expect(slider).toHaveValue('1')
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument()
    expect(screen.getByTestId('unit-price')).toHaveTextContent('₹880.50 per metre')
    expect(screen.getByTestId('total-price')).toHaveTextContent('₹880.50')

    await userEvent.click(screen.getByRole('button', { name: 'Longer by 0.25 m' }))
    expect(screen.getByTestId('fabric-length')).toHaveTextContent('1.25 m')
    expect(screen.getByTestId('total-price')).toHaveTextContent('₹1,100.63') // 1100.625 rounds up
    fireEvent.change(slider, { target: { value: '2.5' } })
    expect(screen.getByTestId('total-price')).toHaveTextContent('₹2,201.25')
    fireEvent.change(slider, { target: { value: '30' } })
    expect(screen.getByTestId('total-price')).toHaveTextContent('₹26,415.00')
    expect(screen.getByRole('button', { name: 'Longer by 0.25 m' })).toBeDisabled()
    expect(addButton()).toBeEnabled()
  })

  it('sends a guest to /login from Add to Cart and from the wishlist heart', async () => {
    const api = serve()
    const { router } = renderApp({ path: '/productInfo/p_fabric' })
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(addButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(api.callsTo('POST', '/api/v1/cart/lines')).toHaveLength(0)
  })

  it('adds to the cart for a stored user and says so', async () => {
    const api = serve([shirt, fabric], {
      'POST /api/v1/cart/lines': Response.json({
        lines: [],
        summary: { subTotal: 0, tax: 0, discount: 0, total: 0, taxRate: 10, discountRate: 5 },
        cartTotalItems: 2,
        message: 'Product added to cart',
      }),
    })
    renderApp({ path: '/productInfo/p_fabric', user: shopper })
    await userEvent.click(await screen.findByRole('button', { name: 'Longer by 0.25 m' }))
    await userEvent.click(addButton())
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/v1/cart/lines')[0]?.body).toEqual({
      productId: 'p_fabric',
      size: null,
      type: null,
      quantity: 1.25,
    })
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()
  })

  it('a double click on Add to Cart sends one request, with a key the server adds once for (issue 28)', async () => {
    const api = serve([shirt], {
      'POST /api/v1/cart/lines': Response.json({
        lines: [],
        summary: { subTotal: 0, tax: 0, discount: 0, total: 0, taxRate: 10, discountRate: 5 },
        cartTotalItems: 1,
        message: 'Product added to cart',
      }),
    })
    renderApp({ path: '/productInfo/p_shirt?size=M&type=Half%20Sleeve', user: shopper })
    const button = await screen.findByRole('button', { name: 'Add to Cart' })
    // two clicks in one go, before React re-renders the button disabled
    act(() => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument()
    const calls = api.callsTo('POST', '/api/v1/cart/lines')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/)

    // the next click is another attempt, with another key
    await waitFor(() => expect(addButton()).toBeEnabled())
    await userEvent.click(addButton())
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/cart/lines')).toHaveLength(2))
    const [first, second] = api.callsTo('POST', '/api/v1/cart/lines')
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'))
  })

  it("a double click's second half adds nothing even when the first has come back (issue 28)", async () => {
    const api = serve([shirt], {
      'POST /api/v1/cart/lines': Response.json({
        lines: [],
        summary: { subTotal: 0, tax: 0, discount: 0, total: 0, taxRate: 10, discountRate: 5 },
        cartTotalItems: 1,
        message: 'Product added to cart',
      }),
    })
    renderApp({ path: '/productInfo/p_shirt?size=M&type=Half%20Sleeve', user: shopper })
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }), { detail: 1 })
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument()
    await waitFor(() => expect(addButton()).toBeEnabled())
    // a slow phone: the browser delivers the second click (detail 2) after the line came back
    fireEvent.click(addButton(), { detail: 2 })
    await waitFor(() => expect(addButton()).toBeEnabled())
    expect(api.callsTo('POST', '/api/v1/cart/lines')).toHaveLength(1)
  })

  it("shows the server's reason when adding fails, else 'Failed to add to cart'", async () => {
    serve([shirt], {
      'POST /api/v1/cart/lines': apiError(409, 'unavailable', 'This product is out of stock'),
    })
    renderApp({ path: '/productInfo/p_shirt?size=M&type=Half%20Sleeve', user: shopper })
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }))
    expect(await screen.findByText('This product is out of stock')).toBeInTheDocument()

    vi.mocked(fetch).mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    await userEvent.click(addButton())
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument()
  })
})
