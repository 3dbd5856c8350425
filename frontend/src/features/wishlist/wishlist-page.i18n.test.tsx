import { screen, within } from '@testing-library/react'

import enWishlist from '@/locales/en/wishlist.json'
import { makeProduct } from '@/testing/fixtures'
import { expectNoneShown, plainTexts, switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const kurta = makeProduct({ titleKn: 'ನೀಲಿ ಕೈಮಗ್ಗದ ಕುರ್ತಾ', titleHi: 'नील हथकरघा कुर्ता' })
const fabric = makeProduct({
  id: 'p_fabric',
  title: 'Mangalagiri Cotton Fabric',
  titleKn: '',
  category: 'fabrics',
  price: 45050,
  options: { category: 'fabrics', availableSizes: [], availableTypes: [] },
})

const englishTexts = plainTexts(enWishlist)

const expectNoEnglish = () => expectNoneShown(englishTexts)

describe('/wishlist in Kannada and Hindi (issue 18)', () => {
  it("shows the title, count and buttons in Kannada, naming each product by its Kannada title", async () => {
    mockApi({ 'GET /api/v1/wishlist': Response.json({ productIds: [kurta.id, fabric.id], products: [kurta, fabric] }) })
    await switchTo('kn')
    renderApp({ path: '/wishlist', user: shopper })
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Rao ಅವರ ಇಷ್ಟಪಟ್ಟಿ' })).toBeInTheDocument()
    expect(await screen.findByText('2 ಉಳಿಸಿದ ಉತ್ಪನ್ನಗಳು')).toBeInTheDocument()
    const saved = within(screen.getByRole('list', { name: 'ಉಳಿಸಿದ ಉತ್ಪನ್ನಗಳು' }))
    expect(saved.getByRole('link', { name: 'ನೀಲಿ ಕೈಮಗ್ಗದ ಕುರ್ತಾ ಗಾಗಿ ಆಯ್ಕೆಗಳನ್ನು ಆರಿಸಿ' })).toHaveTextContent('ಆಯ್ಕೆಗಳನ್ನು ಆರಿಸಿ')
    expect(saved.getByRole('button', { name: 'ನೀಲಿ ಕೈಮಗ್ಗದ ಕುರ್ತಾ ಅನ್ನು ಇಷ್ಟಪಟ್ಟಿಯಿಂದ ತೆಗೆದುಹಾಕಿ' })).toHaveTextContent('ತೆಗೆದುಹಾಕಿ')
    // No Kannada title: the English one.
    expect(saved.getByRole('button', { name: 'Mangalagiri Cotton Fabric ಅನ್ನು ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' })).toHaveTextContent('ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ')
    expect(document.title).toMatch(/^Meera Rao ಅವರ ಇಷ್ಟಪಟ್ಟಿ · /)
    expectNoEnglish()
  })

  it('shows the empty wishlist in Hindi', async () => {
    mockApi({ 'GET /api/v1/wishlist': Response.json({ productIds: [], products: [] }) })
    await switchTo('hi')
    renderApp({ path: '/wishlist', user: { ...shopper, name: '' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'आपकी विशलिस्ट खाली है' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'उत्पाद देखें' })).toHaveAttribute('href', '/allproducts')
    expectNoEnglish()
  })

  it('counts one saved product in the singular', async () => {
    mockApi({ 'GET /api/v1/wishlist': Response.json({ productIds: [kurta.id], products: [kurta] }) })
    await switchTo('kn')
    renderApp({ path: '/wishlist', user: shopper })
    expect(await screen.findByText('1 ಉಳಿಸಿದ ಉತ್ಪನ್ನ')).toBeInTheDocument()
  })
})
