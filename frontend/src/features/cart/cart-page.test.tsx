import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { emptyCart, makeCart, makeCartLine, makeFabricLine } from '@/testing/cart-fixtures'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const kurtaLine = makeCartLine()
const fabricLine = makeFabricLine()
const cart = makeCart([kurtaLine, fabricLine])

function lineNamed(title: string) {
  const line = screen.getAllByTestId('cart-line').find((item) => within(item).queryByText(title))
  if (!line) throw new Error(`no cart line for ${title}`)
  return within(line)
}

describe('/cart (spec §2, §9)', () => {
  it('shows each line with its link, size, type, quantity or length, unit price and line total', async () => {
    mockApi({ 'GET /api/v1/cart': Response.json(cart) })
    renderApp({ path: '/cart', user: shopper })
    await screen.findAllByTestId('cart-line')

    const kurta = lineNamed('Indigo Handloom Kurta')
    expect(kurta.getByRole('link', { name: 'Indigo Handloom Kurta' })).toHaveAttribute('href', '/productInfo/p_kurta01')
    expect(kurta.getByText('M')).toBeInTheDocument()
    expect(kurta.getByText('Full Sleeve')).toBeInTheDocument()
    expect(kurta.getByTestId('line-quantity')).toHaveTextContent('2')
    expect(kurta.getByTestId('unit-price')).toHaveTextContent('₹1,499.00 each')
    expect(kurta.getByTestId('line-total')).toHaveTextContent('₹2,998.00')
    expect(kurta.getByRole('button', { name: 'Decrease quantity of Indigo Handloom Kurta' })).toBeEnabled()
    expect(kurta.getByRole('button', { name: 'Increase quantity of Indigo Handloom Kurta' })).toBeEnabled()

    const fabric = lineNamed('Mangalagiri Cotton Fabric')
    expect(fabric.getByTestId('line-quantity')).toHaveTextContent('2.75 m')
    expect(fabric.getByTestId('unit-price')).toHaveTextContent('₹450.50 / m')
    expect(fabric.getByTestId('line-total')).toHaveTextContent('₹1,238.88')
    expect(fabric.getByRole('button', { name: 'Longer by 0.25 m: Mangalagiri Cotton Fabric' })).toBeEnabled()
    expect(fabric.getByRole('button', { name: 'Shorter by 0.25 m: Mangalagiri Cotton Fabric' })).toBeEnabled()
  })

  it("renders the server's summary with labels from its rates, in en-IN rupees", async () => {
    mockApi({ 'GET /api/v1/cart': Response.json(cart) })
    renderApp({ path: '/cart', user: shopper })
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }))
    // 2,998.00 + 1,238.88 = 4,236.88; tax 423.688 → 423.69; discount 211.844 → 211.84.
    expect(summary.getByText('Sub-total')).toBeInTheDocument()
    expect(summary.getByTestId('summary-subtotal')).toHaveTextContent('₹4,236.88')
    expect(summary.getByText('Tax (10%)')).toBeInTheDocument()
    expect(summary.getByTestId('summary-tax')).toHaveTextContent('+ ₹423.69')
    expect(summary.getByText('Discount (5%)')).toBeInTheDocument()
    expect(summary.getByTestId('summary-discount')).toHaveTextContent('− ₹211.84')
    expect(summary.getByText('Total')).toBeInTheDocument()
    expect(summary.getByTestId('summary-total')).toHaveTextContent('₹4,448.73')
    // Issue 28: the spec's Total is not what checkout charges, so the summary says what is.
    expect(summary.getByTestId('summary-charge')).toHaveTextContent(
      'At checkout you pay ₹4,236.88, the sub-total: tax and discount are not applied.',
    )
    // Issue 30: and states it plainly, as a line of its own beneath the Total
    const toPay = summary.getByTestId('summary-to-pay')
    expect(toPay).toHaveTextContent('₹4,236.88')
    expect(toPay.previousElementSibling).toHaveTextContent('To pay at checkout')
    expect(summary.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout')
  })

  it('shows the GST-inclusive summary a shop gets by default: its Total is what checkout charges (issue 28)', async () => {
    mockApi({ 'GET /api/v1/cart': Response.json(makeCart([kurtaLine, fabricLine], { style: 'gst', gst: 20166 })) })
    renderApp({ path: '/cart', user: shopper })
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }))
    expect(summary.getByTestId('summary-subtotal')).toHaveTextContent('₹4,236.88')
    expect(summary.getByText('Includes GST')).toBeInTheDocument()
    expect(summary.getByTestId('summary-gst')).toHaveTextContent('₹201.66')
    expect(summary.getByTestId('summary-total')).toHaveTextContent('₹4,236.88')
    expect(summary.queryByText('Tax (10%)')).not.toBeInTheDocument()
    expect(summary.queryByText('Discount (5%)')).not.toBeInTheDocument()
    expect(summary.queryByTestId('summary-charge')).not.toBeInTheDocument()
    expect(summary.queryByTestId('summary-to-pay')).not.toBeInTheDocument() // the Total is the charge
  })

  it('labels the summary with the configured rates', async () => {
    mockApi({ 'GET /api/v1/cart': Response.json(makeCart([kurtaLine], { taxRate: 12.5, discountRate: 0 })) })
    renderApp({ path: '/cart', user: shopper })
    expect(await screen.findByText('Tax (12.5%)')).toBeInTheDocument()
    expect(screen.getByText('Discount (0%)')).toBeInTheDocument()
  })

  it('increments, decrements and removes a line, showing the cart the server answers', async () => {
    const api = mockApi({
      'GET /api/v1/cart': Response.json(cart),
      'POST /api/v1/cart/lines/increment': Response.json({
        ...makeCart([makeCartLine({ quantity: 3, lineTotal: 449700 }), fabricLine]),
        message: 'Quantity increased',
      }),
      'POST /api/v1/cart/lines/decrement': Response.json({
        ...makeCart([kurtaLine, makeFabricLine({ quantity: 2.5, lineTotal: 112625 })]),
        message: 'Quantity decreased',
      }),
      'DELETE /api/v1/cart/lines': Response.json({ ...makeCart([fabricLine]), message: 'Item removed' }),
    })
    renderApp({ path: '/cart', user: shopper })
    await screen.findAllByTestId('cart-line')

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Indigo Handloom Kurta' }))
    await waitFor(() => expect(lineNamed('Indigo Handloom Kurta').getByTestId('line-quantity')).toHaveTextContent('3'))
    expect(api.callsTo('POST', '/api/v1/cart/lines/increment')[0]?.body).toEqual({
      productId: 'p_kurta01',
      size: 'M',
      type: 'Full Sleeve',
    })

    await userEvent.click(screen.getByRole('button', { name: 'Shorter by 0.25 m: Mangalagiri Cotton Fabric' }))
    await waitFor(() =>
      expect(lineNamed('Mangalagiri Cotton Fabric').getByTestId('line-quantity')).toHaveTextContent('2.5 m'),
    )
    expect(api.callsTo('POST', '/api/v1/cart/lines/decrement')[0]?.body).toEqual({
      productId: 'p_fabric',
      size: '',
      type: '',
    })

    await userEvent.click(screen.getByRole('button', { name: 'Remove Indigo Handloom Kurta' }))
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1))
    expect(api.callsTo('DELETE', '/api/v1/cart/lines')[0]?.body).toEqual({
      productId: 'p_kurta01',
      size: 'M',
      type: 'Full Sleeve',
    })
  })

  it.each([
    ['POST /api/v1/cart/lines/increment', 'Increase quantity of Indigo Handloom Kurta', 'Could not increase quantity'],
    ['POST /api/v1/cart/lines/decrement', 'Decrease quantity of Indigo Handloom Kurta', 'Could not decrease quantity'],
    ['DELETE /api/v1/cart/lines', 'Remove Indigo Handloom Kurta', 'Could not remove item'],
  ])("toasts spec §8's message when %s fails", async (route, button, message) => {
    mockApi({
      'GET /api/v1/cart': Response.json(cart),
      [route]: apiError(409, 'unavailable', 'This product is out of stock'),
    })
    renderApp({ path: '/cart', user: shopper })
    await userEvent.click(await screen.findByRole('button', { name: button }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('shows an unavailable or deleted line greyed with its reason: no increment, removable, left out of checkout', async () => {
    const soldOut = makeCartLine({ available: false, unavailableReason: 'This product is out of stock' })
    if (soldOut.product) soldOut.product.outOfStock = true
    const deleted = makeCartLine({
      productId: 'p_gone',
      size: '',
      type: '',
      quantity: 1,
      product: null,
      available: false,
      unavailableReason: 'This product is no longer available',
      unitPrice: null,
      lineTotal: null,
    })
    mockApi({ 'GET /api/v1/cart': Response.json(makeCart([soldOut, deleted])) })
    renderApp({ path: '/cart', user: shopper })
    await screen.findAllByTestId('cart-line')

    const line = lineNamed('Indigo Handloom Kurta')
    expect(line.getByText('This product is out of stock')).toBeInTheDocument()
    expect(line.queryByRole('button', { name: /Increase quantity/ })).not.toBeInTheDocument()
    expect(line.getByRole('button', { name: 'Remove Indigo Handloom Kurta' })).toBeEnabled()
    expect(line.getByTestId('line-total')).toHaveTextContent('Not included')

    const gone = lineNamed('Product no longer available')
    expect(gone.getByText('This product is no longer available')).toBeInTheDocument()
    expect(gone.getByRole('button', { name: 'Remove Product no longer available' })).toBeEnabled()

    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹0.00')
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled()
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument()
  })

  it('disables increase at the line limit', async () => {
    mockApi({ 'GET /api/v1/cart': Response.json(makeCart([makeCartLine({ quantity: 10, lineTotal: 1499000 })])) })
    renderApp({ path: '/cart', user: shopper })
    expect(await screen.findByRole('button', { name: 'Increase quantity of Indigo Handloom Kurta' })).toBeDisabled()
    expect(screen.getByText('Limit 10')).toBeInTheDocument()
  })

  it("flags a line holding more than is left, holds checkout back, and clears once reduced (issue 15)", async () => {
    const flagged = makeCartLine({ quantity: 3, lineTotal: 449700, stockLeft: 2 })
    mockApi({
      'GET /api/v1/cart': Response.json(makeCart([flagged, fabricLine])),
      'POST /api/v1/cart/lines/decrement': Response.json({ ...makeCart([kurtaLine, fabricLine]), message: 'Quantity decreased' }),
      'POST /api/v1/cart/lines/increment': apiError(409, 'not_enough_stock', 'Only 2 left of "Indigo Handloom Kurta" (M, Full Sleeve)'),
    })
    renderApp({ path: '/cart', user: shopper })
    await screen.findAllByTestId('cart-line')
    const kurta = lineNamed('Indigo Handloom Kurta')
    expect(kurta.getByTestId('stock-flag')).toHaveTextContent(/^Only 2 left — reduce the quantity$/)
    expect(kurta.getByRole('button', { name: 'Increase quantity of Indigo Handloom Kurta' })).toBeDisabled()
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹5,735.88') // still counted
    const checkout = screen.getByRole('button', { name: 'Checkout' })
    expect(checkout).toBeDisabled()
    expect(checkout).toHaveAccessibleDescription('Some items have less left than you asked for: reduce them to check out.')

    await userEvent.click(kurta.getByRole('button', { name: 'Decrease quantity of Indigo Handloom Kurta' }))
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeInTheDocument()
    expect(screen.queryByTestId('stock-flag')).not.toBeInTheDocument()
    expect(screen.queryByTestId('checkout-blocked')).not.toBeInTheDocument()
  })

  it("toasts the shop's own words when an increase is refused for stock", async () => {
    mockApi({
      'GET /api/v1/cart': Response.json(makeCart([kurtaLine])),
      'POST /api/v1/cart/lines/increment': apiError(409, 'not_enough_stock', 'Only 2 left of "Indigo Handloom Kurta" (M, Full Sleeve)'),
    })
    renderApp({ path: '/cart', user: shopper })
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Indigo Handloom Kurta' }))
    expect(await screen.findByText('Only 2 left of "Indigo Handloom Kurta" (M, Full Sleeve)')).toBeInTheDocument()
  })

  it('says an empty cart is empty and links to the products', async () => {
    mockApi({ 'GET /api/v1/cart': Response.json(emptyCart) })
    renderApp({ path: '/cart', user: shopper })
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/allproducts')
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument()
  })
})
