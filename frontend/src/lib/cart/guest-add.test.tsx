// Issue 30 (spec §6): a guest's Add to Cart goes to /login, and after login — or sign-up, then login — comes back to
// that product with that size, type and quantity in the cart, added once.
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Product } from '@/lib/api/types'
import { setStoredUser } from '@/lib/stored-user'
import { makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

import { PENDING_ADD_TTL_MS, readPendingAdd } from './pending-add'

const shirt = makeProduct({
  id: 'p_shirt',
  title: 'Handspun Khadi Cotton Shirt',
  category: 'shirts',
  price: 115000,
  options: { category: 'shirts', availableSizes: ['S', 'M', 'L'], availableTypes: ['Full Sleeve', 'Half Sleeve'] },
})

function serve(products: Product[] = [shirt]) {
  return mockApi({
    ...Object.fromEntries(products.map((product) => [`GET /api/v1/products/${product.id}`, Response.json(product)])),
    'POST /api/v1/cart/lines': Response.json({
      lines: [],
      summary: { subTotal: 0, tax: 0, discount: 0, total: 0, taxRate: 10, discountRate: 5 },
      cartTotalItems: 1,
      message: 'Product added to cart',
    }),
  })
}

describe("a guest's Add to Cart survives login (issue 30)", () => {
  it('goes to /login with the product and its choice, then adds that line once when the user is signed in', async () => {
    const api = serve()
    const { router } = renderApp({ path: '/productInfo/p_shirt' })
    await screen.findByRole('heading', { level: 1, name: 'Handspun Khadi Cotton Shirt' })
    await userEvent.click(await screen.findByRole('radio', { name: /^S\b/ }))
    await userEvent.click(screen.getByRole('radio', { name: 'Half Sleeve' }))
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const next = new URLSearchParams(router.state.location.search).get('next')
    expect(next).toBe('/productInfo/p_shirt?size=S&type=Half+Sleeve')
    expect(api.callsTo('POST', '/api/v1/cart/lines')).toHaveLength(0)
    const pending = readPendingAdd()
    expect(pending?.line).toEqual({ productId: 'p_shirt', size: 'S', type: 'Half Sleeve', quantity: 2 })

    // The login form stores the user (twice, as a double submit would): the line is added once, with the key
    // the press was given, and the shopper is back on the product.
    act(() => setStoredUser(shopper))
    act(() => setStoredUser({ ...shopper }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/productInfo/p_shirt'))
    expect(await screen.findByText('Product added to cart')).toBeInTheDocument()
    const calls = api.callsTo('POST', '/api/v1/cart/lines')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ productId: 'p_shirt', size: 'S', type: 'Half Sleeve', quantity: 2 })
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(pending?.attempt)
    expect(readPendingAdd()).toBeNull()
  })

  it('forgets a press older than half an hour', () => {
    const at = Date.now() - PENDING_ADD_TTL_MS - 1
    sessionStorage.setItem('pendingAdd', JSON.stringify({ line: { productId: 'p', size: '', type: '', quantity: 1 }, attempt: 'add-x', at }))
    expect(readPendingAdd()).toBeNull()
    expect(sessionStorage.getItem('pendingAdd')).toBeNull()
  })
})
