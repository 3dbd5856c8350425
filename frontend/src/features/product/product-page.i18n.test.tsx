import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Product, SizeChart } from '@/lib/api/types'
import enProduct from '@/locales/en/product.json'
import { makeProduct } from '@/testing/fixtures'
import { expectNoneShown, plainTexts, switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

const chart: SizeChart = {
  key: 'shirts',
  label: 'Shirts',
  types: ['Full Sleeve', 'Half Sleeve'],
  sizes: [
    { primary: 'S', secondary: '38', value: 38, unit: 'piece' },
    { primary: 'M', secondary: '40', value: 40, unit: 'piece' },
  ],
}

const shirt = makeProduct({
  id: 'p_shirt',
  title: 'Handspun Khadi Cotton Shirt',
  titleKn: 'ಕೈನೂಲಿನ ಖಾದಿ ಹತ್ತಿ ಶರ್ಟ್',
  titleHi: 'हाथ से कती खादी सूती शर्ट',
  description: 'Everyday shirt in soft handspun khadi.',
  descriptionKn: 'ಮೃದುವಾದ ಕೈನೂಲಿನ ಖಾದಿಯ ದಿನನಿತ್ಯದ ಶರ್ಟ್.',
  descriptionHi: '',
  category: 'shirts',
  price: 115000,
  tags: ['shirt'],
  options: { category: 'shirts', availableSizes: ['S', 'M'], availableTypes: ['Full Sleeve', 'Half Sleeve'] },
  stock: {
    soldOut: false,
    variants: [
      { size: 'S', type: 'Full Sleeve', available: true, left: 2 },
      { size: 'S', type: 'Half Sleeve', available: true, left: null },
      { size: 'M', type: 'Full Sleeve', available: false, left: null },
      { size: 'M', type: 'Half Sleeve', available: true, left: null },
    ],
  },
})
const fabric = makeProduct({
  id: 'p_fabric',
  title: 'Ilkal Silk Fabric',
  titleKn: '',
  description: 'Temple border.',
  category: 'fabrics',
  subCategories: ['silk'],
  price: 88050,
  options: { category: null, availableSizes: [], availableTypes: [] },
})

function serve(products: Product[]) {
  const answers: Parameters<typeof mockApi>[0] = {
    'GET /api/v1/size-charts': Response.json([chart]),
    'GET /api/v1/categories': Response.json([
      { name: 'shirts', label: 'Shirts', labelKn: 'ಶರ್ಟ್‌ಗಳು', labelHi: 'शर्ट', subcategories: [] },
      { name: 'fabrics', label: 'Fabrics', labelKn: 'ಬಟ್ಟೆಗಳು', labelHi: '', subcategories: ['silk'] },
    ]),
  }
  for (const product of products) answers[`GET /api/v1/products/${product.id}`] = Response.json(product)
  mockApi(answers)
}

const englishTexts = plainTexts(enProduct)

const expectNoEnglish = () => expectNoneShown(englishTexts)

describe('/productInfo/{id} in Kannada and Hindi (issue 18)', () => {
  it("shows the product's Kannada title, description and category, and the page's texts in Kannada", async () => {
    serve([shirt])
    await switchTo('kn')
    renderApp({ path: '/productInfo/p_shirt?type=Full%20Sleeve' })
    expect(await screen.findByRole('heading', { level: 1, name: 'ಕೈನೂಲಿನ ಖಾದಿ ಹತ್ತಿ ಶರ್ಟ್' })).toBeInTheDocument()
    expect(screen.getByText('ಮೃದುವಾದ ಕೈನೂಲಿನ ಖಾದಿಯ ದಿನನಿತ್ಯದ ಶರ್ಟ್.')).toBeInTheDocument()
    expect(screen.queryByText('Everyday shirt in soft handspun khadi.')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'ಕೈನೂಲಿನ ಖಾದಿ ಹತ್ತಿ ಶರ್ಟ್' })).toBeInTheDocument()
    expect(document.title).toMatch(/^ಕೈನೂಲಿನ ಖಾದಿ ಹತ್ತಿ ಶರ್ಟ್ · /)
    const crumbs = within(screen.getByRole('navigation', { name: 'ನೀವು ಇರುವ ಸ್ಥಳ' }))
    expect(crumbs.getByRole('link', { name: 'ಮುಖಪುಟ' })).toBeInTheDocument()
    expect(await crumbs.findByRole('link', { name: 'ಶರ್ಟ್‌ಗಳು' })).toHaveAttribute('href', '/category/shirts')

    expect(screen.getByText('ಎಲ್ಲಾ ತೆರಿಗೆಗಳು ಸೇರಿವೆ')).toBeInTheDocument()
    const types = within(screen.getByRole('group', { name: 'ಬಗೆ' }))
    expect(types.getByRole('radio', { name: /^ಪೂರ್ಣ ತೋಳು/ })).toBeChecked() // the size chart's type, in Kannada
    expect(types.getByRole('radio', { name: /^ಅರ್ಧ ತೋಳು/ })).toBeInTheDocument()
    const sizes = within(await screen.findByRole('group', { name: 'ಅಳತೆ' }))
    expect(sizes.getByRole('radio', { name: 'M (40) — ಮಾರಾಟವಾಗಿದೆ' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' })).toBeDisabled()
    expect(screen.getByText('ದಯವಿಟ್ಟು ಅಳತೆಯನ್ನು ಆರಿಸಿ')).toBeInTheDocument()

    await userEvent.click(screen.getByText('S (38)'))
    expect(screen.getByTestId('stock-left')).toHaveTextContent(/^ಕೇವಲ 2 ಉಳಿದಿದೆ$/)
    expect(screen.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' })).toBeEnabled()
    await userEvent.click(screen.getByRole('button', { name: 'ಪ್ರಮಾಣ ಹೆಚ್ಚಿಸಿ' }))
    expect(screen.getByRole('spinbutton', { name: 'ಪ್ರಮಾಣ' })).toHaveValue(2)
    expect(screen.getByText('ಒಟ್ಟು (2)')).toBeInTheDocument()
    expectNoEnglish()
  })

  it('falls back to the English title and description when the Kannada ones are empty; fabrics by the metre', async () => {
    serve([fabric])
    await switchTo('kn')
    renderApp({ path: '/productInfo/p_fabric' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ilkal Silk Fabric' })).toBeInTheDocument()
    expect(screen.getByText('Temple border.')).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: 'ಉದ್ದ (ಮೀಟರ್)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '0.25 ಮೀ ಹೆಚ್ಚು' })).toBeEnabled()
    expect(screen.getByText('ಪ್ರತಿ ಮೀಟರ್‌ಗೆ')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' })).toBeEnabled()
    expectNoEnglish()
  })

  it('shows the Hindi title, the English description where the Hindi one is empty, and Hindi texts', async () => {
    serve([{ ...shirt, outOfStock: true }])
    await switchTo('hi')
    renderApp({ path: '/productInfo/p_shirt' })
    expect(await screen.findByRole('heading', { level: 1, name: 'हाथ से कती खादी सूती शर्ट' })).toBeInTheDocument()
    expect(screen.getByText('Everyday shirt in soft handspun khadi.')).toBeInTheDocument()
    expect(screen.getByTestId('availability-notice')).toHaveTextContent('स्टॉक में नहीं')
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeDisabled()
    expect(screen.getByText('सभी टैक्स सहित')).toBeInTheDocument()
    expectNoEnglish()
  })

  it("says 'product data not available' in Kannada for an unknown id", async () => {
    mockApi({})
    await switchTo('kn')
    renderApp({ path: '/productInfo/nope' })
    expect(await screen.findByRole('heading', { level: 1, name: 'ಉತ್ಪನ್ನದ ಮಾಹಿತಿ ಲಭ್ಯವಿಲ್ಲ.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳಿಗೆ ಹಿಂತಿರುಗಿ' })).toHaveAttribute('href', '/allproducts')
    expectNoEnglish()
  })
})
