import { screen, waitFor } from '@testing-library/react'

import { cartQueryKey } from '@/lib/cart/get-cart'
import { emptyCart, makeCart, makeCartLine, makeFabricLine } from '@/testing/cart-fixtures'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

describe('cart badge (spec §2)', () => {
  it('is hidden for a guest, who is never asked for a cart', async () => {
    const api = mockApi()
    renderApp()
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart')
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/v1/cart')).toHaveLength(0)
  })

  it('is hidden at zero cart lines', async () => {
    const api = mockApi({ 'GET /api/v1/cart': Response.json(emptyCart) })
    renderApp({ user: shopper })
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/cart')).toHaveLength(1))
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument()
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
  })

  it('shows the number of cart lines (not units) and follows the cart as it changes', async () => {
    mockApi({ 'GET /api/v1/cart': Response.json(makeCart([makeCartLine({ quantity: 5 }), makeFabricLine()])) })
    const { queryClient } = renderApp({ user: shopper })
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('2')
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()

    queryClient.setQueryData(cartQueryKey, makeCart([makeCartLine()]))
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('1'))
    queryClient.setQueryData(cartQueryKey, emptyCart)
    await waitFor(() => expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument())
  })
})
