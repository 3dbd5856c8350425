import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { makeCart, makeFabricLine } from '@/testing/cart-fixtures'
import { makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

import { wishlistTitle } from './wishlist-page'

const kurta = makeProduct()
const fabric = makeProduct({
  id: 'p_fabric',
  title: 'Mangalagiri Cotton Fabric',
  category: 'fabrics',
  price: 45050,
  options: { category: 'fabrics', availableSizes: [], availableTypes: [] },
})

function card(title: string) {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByRole('link', { name: title }))
  if (!item) throw new Error(`no card for ${title}`)
  return within(item)
}

describe('/wishlist (spec §2)', () => {
  it("is titled with the user's name", () => {
    expect(wishlistTitle('Asha Shopper')).toBe("Asha Shopper's Wishlist")
    expect(wishlistTitle('  ')).toBe('My Wishlist')
  })

  it("shows the saved products with remove and add-to-cart ('Added to cart')", async () => {
    const api = mockApi({
      'GET /api/v1/wishlist': Response.json({ productIds: [kurta.id, fabric.id], products: [kurta, fabric] }),
      'POST /api/v1/cart/lines': Response.json({ ...makeCart([makeFabricLine({ quantity: 1 })]), message: 'Product added to cart' }),
      'DELETE /api/v1/wishlist/p_kurta01': Response.json({ productIds: [fabric.id], products: [fabric] }),
    })
    renderApp({ path: '/wishlist', user: shopper })
    expect(await screen.findByRole('heading', { level: 1, name: "Meera Rao's Wishlist" })).toBeInTheDocument()
    await screen.findByRole('link', { name: 'Mangalagiri Cotton Fabric' })

    // A kurta needs a size and type: chosen on its page.
    expect(card('Indigo Handloom Kurta').getByRole('link', { name: 'Choose options for Indigo Handloom Kurta' })).toHaveAttribute(
      'href',
      '/productInfo/p_kurta01',
    )
    await userEvent.click(card('Mangalagiri Cotton Fabric').getByRole('button', { name: 'Add Mangalagiri Cotton Fabric to cart' }))
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/v1/cart/lines')[0]?.body).toEqual({
      productId: 'p_fabric',
      size: null,
      type: null,
      quantity: 1,
    })
    // The badge follows the cart the server answered.
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    await userEvent.click(card('Indigo Handloom Kurta').getByRole('button', { name: 'Remove Indigo Handloom Kurta from wishlist' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Indigo Handloom Kurta' })).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/v1/wishlist/p_kurta01')).toHaveLength(1)
  })

  it("disables add-to-cart for a product that cannot be bought now", async () => {
    const soldOut = { ...fabric, outOfStock: true }
    mockApi({ 'GET /api/v1/wishlist': Response.json({ productIds: [soldOut.id], products: [soldOut] }) })
    renderApp({ path: '/wishlist', user: shopper })
    expect(await screen.findByRole('button', { name: 'Add Mangalagiri Cotton Fabric to cart' })).toBeDisabled()
  })

  it("shows a message and a 'Browse Products' button when empty", async () => {
    mockApi({ 'GET /api/v1/wishlist': Response.json({ productIds: [], products: [] }) })
    const { router } = renderApp({ path: '/wishlist', user: shopper })
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Browse Products' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/allproducts'))
  })
})
