// Issue 18: the cart in Kannada — its texts, plurals and the products' Kannada titles from the catalogue.
import { screen, within } from '@testing-library/react'

import { makeCart, makeCartLine, makeFabricLine } from '@/testing/cart-fixtures'
import { makeProduct } from '@/testing/fixtures'
import { expectNoWords, switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const kurta = makeProduct({ titleKn: 'ಇಂಡಿಗೊ ಕೈಮಗ್ಗದ ಕುರ್ತಾ', titleHi: 'इंडिगो हथकरघा कुर्ता' })

function cartApi(lines = [makeCartLine(), makeFabricLine()]) {
  return mockApi({
    'GET /api/v1/cart': Response.json(makeCart(lines)),
    'GET /api/v1/products': Response.json({ version: 1, products: [kurta] }),
  })
}

describe('/cart in Kannada and Hindi (issue 18)', () => {
  it('shows the page, its lines and summary in Kannada, with the catalogue’s Kannada title', async () => {
    cartApi()
    renderApp({ path: '/cart', user: shopper })
    await screen.findAllByTestId('cart-line')
    await switchTo('kn')

    expect(await screen.findByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಕಾರ್ಟ್' })).toBeInTheDocument()
    expect(screen.getByText('2 ವಸ್ತುಗಳು')).toBeInTheDocument()
    const kurtaLink = await screen.findByRole('link', { name: 'ಇಂಡಿಗೊ ಕೈಮಗ್ಗದ ಕುರ್ತಾ' })
    const line = within(kurtaLink.closest('li') as HTMLElement)
    expect(line.getByRole('button', { name: 'ಇಂಡಿಗೊ ಕೈಮಗ್ಗದ ಕುರ್ತಾ ಪ್ರಮಾಣ ಕಡಿಮೆ ಮಾಡಿ' })).toBeEnabled()
    expect(line.getByTestId('unit-price')).toHaveTextContent('ಒಂದಕ್ಕೆ ₹1,499.00')
    expect(line.getByText('ಪೂರ್ಣ ತೋಳು')).toBeInTheDocument() // the size chart's type, not 'Full Sleeve'
    // A product without a Kannada title keeps its English one.
    expect(screen.getByRole('link', { name: 'Mangalagiri Cotton Fabric' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '0.25 ಮೀ ಹೆಚ್ಚು: Mangalagiri Cotton Fabric' })).toBeEnabled()
    // issue 28: a length reads in metres as the catalogue words them, not with the Latin 'm'
    const fabric = within(screen.getByRole('link', { name: 'Mangalagiri Cotton Fabric' }).closest('li') as HTMLElement)
    expect(fabric.getByTestId('line-quantity')).toHaveTextContent('2.75 ಮೀ')
    expect(fabric.getByTestId('line-quantity')).not.toHaveTextContent(/\d m\b/)

    const summary = within(screen.getByRole('region', { name: 'ಆರ್ಡರ್ ಸಾರಾಂಶ' }))
    expect(summary.getByText('ಉಪ-ಮೊತ್ತ')).toBeInTheDocument()
    expect(summary.getByText('ತೆರಿಗೆ (10%)')).toBeInTheDocument()
    expect(summary.getByText('ರಿಯಾಯಿತಿ (5%)')).toBeInTheDocument()
    expect(summary.getByRole('link', { name: 'ಚೆಕ್‌ಔಟ್' })).toHaveAttribute('href', '/checkout')
    expect(document.title).toContain('ಕಾರ್ಟ್')

    expectNoWords(['Your Cart', 'items', 'Order Summary', 'Sub-total', 'Tax', 'Checkout', 'Remove', 'each', 'Indigo Handloom Kurta', 'Full Sleeve'])
  })

  it('says one or many in Kannada: the count, the left-out lines and a stock flag', async () => {
    const gone = makeCartLine({ productId: 'p_gone', product: null, available: false, unitPrice: null, lineTotal: null })
    cartApi([makeCartLine({ stockLeft: 1 }), gone])
    renderApp({ path: '/cart', user: shopper })
    await screen.findAllByTestId('cart-line')
    await switchTo('kn')

    expect(await screen.findByText('2 ವಸ್ತುಗಳು')).toBeInTheDocument()
    expect(screen.getByText('ಲಭ್ಯವಿಲ್ಲದ ಒಂದು ವಸ್ತುವನ್ನು ಒಟ್ಟು ಮೊತ್ತ ಮತ್ತು ಚೆಕ್‌ಔಟ್‌ನಿಂದ ಹೊರಗಿಡಲಾಗಿದೆ.')).toBeInTheDocument()
    expect(screen.getByText('ಈ ಉತ್ಪನ್ನ ಈಗ ಲಭ್ಯವಿಲ್ಲ', { selector: 'h2' })).toBeInTheDocument()
    expect(screen.getByTestId('stock-flag')).toHaveTextContent('ಕೇವಲ 1 ಉಳಿದಿದೆ — ಪ್ರಮಾಣ ಕಡಿಮೆ ಮಾಡಿ')
    expect(screen.getByTestId('checkout-blocked')).toHaveTextContent('ಕೆಲವು ವಸ್ತುಗಳು ನೀವು ಕೇಳಿದಷ್ಟು ಉಳಿದಿಲ್ಲ')
  })

  it('shows the empty cart in Hindi', async () => {
    cartApi([])
    renderApp({ path: '/cart', user: shopper })
    await switchTo('hi')
    expect(await screen.findByRole('heading', { name: 'आपका कार्ट खाली है' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'उत्पाद देखें' })).toHaveAttribute('href', '/allproducts')
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument()
  })
})
