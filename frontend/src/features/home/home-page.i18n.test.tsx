import { screen, waitFor, within } from '@testing-library/react'

import type { Category, Product } from '@/lib/api/types'
import enHome from '@/locales/en/home.json'
import { makeProduct } from '@/testing/fixtures'
import { expectNoneShown, plainTexts, switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

// The categories API's Kannada/Hindi subcategory names (being added): a map from the subcategory as spelt.
const categories: (Category & { subcategoryLabels?: Record<string, { kn?: string; hi?: string }> })[] = [
  { name: 'shirts', label: 'Shirts', labelKn: 'ಶರ್ಟ್‌ಗಳು', labelHi: 'शर्ट', subcategories: [] },
  { name: 'mats', label: 'Sleeping Mats', labelKn: '', labelHi: '', subcategories: [] },
  {
    name: 'fabrics',
    label: 'Fabrics',
    labelKn: 'ಬಟ್ಟೆಗಳು',
    labelHi: 'कपड़े',
    subcategories: ['silk', 'khadi'],
    subcategoryLabels: { Silk: { kn: 'ರೇಷ್ಮೆ', hi: 'रेशम' } },
  },
]

const products: Product[] = [
  makeProduct({ id: 'p1', title: 'Khadi Shirt', titleKn: 'ಖಾದಿ ಶರ್ಟ್', category: 'shirts', tags: ['shirt', 'top-collection'] }),
  makeProduct({ id: 'p2', title: 'Sleeping Mat', category: 'mats', tags: ['home'] }),
  makeProduct({ id: 'p3', title: 'Ilkal Silk', category: 'fabrics', subCategories: ['silk'], tags: ['fabric'] }),
]

/** The home page's English texts without placeholders: none of them may show in Kannada. */
const englishTexts = plainTexts(enHome)

const expectNoEnglish = () => expectNoneShown(englishTexts)

describe('home page in Kannada and Hindi (issue 18)', () => {
  it('shows the hero, panels, tiles, highlights and tag sections in Kannada', async () => {
    mockApi({
      'GET /api/v1/products': Response.json({ version: 1, products }),
      'GET /api/v1/categories': Response.json(categories),
    })
    await switchTo('kn')
    renderApp()
    expect(await screen.findByRole('heading', { level: 1, name: 'ಕೈಯಿಂದ ನೇಯ್ದ ಖಾದಿ, ಬಹುಕಾಲ ಬಾಳುವಂತೆ.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ಈಗಲೇ ಖರೀದಿಸಿ' })).toHaveAttribute('href', '/allproducts')
    expect(screen.getByRole('link', { name: 'ನಮ್ಮ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ' })).toHaveAttribute('href', '/about-us')

    const panel = within(screen.getByRole('region', { name: 'ಉತ್ಪನ್ನಗಳು' }))
    // The admin's Kannada label, else the English one; plurals through ICU.
    expect(await panel.findByRole('link', { name: 'ಶರ್ಟ್‌ಗಳು, 1 ಉತ್ಪನ್ನ' })).toHaveAttribute('href', '/category/shirts')
    expect(panel.getByRole('link', { name: 'Sleeping Mats, 1 ಉತ್ಪನ್ನ' })).toBeInTheDocument()
    const fabrics = within(screen.getByRole('region', { name: 'ಬಟ್ಟೆಗಳು' }))
    expect(fabrics.getByRole('link', { name: 'ರೇಷ್ಮೆ, 1 ಉತ್ಪನ್ನ' })).toHaveAttribute('href', '/category/fabrics/silk')
    expect(fabrics.getByRole('link', { name: 'Khadi, ಶೀಘ್ರದಲ್ಲೇ ಬರಲಿದೆ' })).toBeInTheDocument()

    expect(screen.getByRole('region', { name: 'ನಮ್ಮಲ್ಲೇ ಏಕೆ ಖರೀದಿಸಬೇಕು' })).toHaveTextContent('25+ ವರ್ಷಗಳ ಅನುಭವ')
    expect(await screen.findByRole('heading', { level: 2, name: 'ಅತ್ಯುತ್ತಮ ಸಂಗ್ರಹ' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'ಶರ್ಟ್‌ಗಳು' })).toBeInTheDocument()
    expectNoEnglish()
  })

  it('switches a page already shown to Hindi', async () => {
    mockApi({
      'GET /api/v1/products': Response.json({ version: 1, products }),
      'GET /api/v1/categories': Response.json(categories),
    })
    renderApp()
    await screen.findByRole('heading', { level: 2, name: 'Top Collection' })
    await switchTo('hi')
    expect(screen.getByRole('heading', { level: 1, name: 'हाथ से बुनी खादी, बरसों चलने के लिए।' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'खास संग्रह' })).toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'शर्ट, 1 उत्पाद' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'रेशम, 1 उत्पाद' })).toBeInTheDocument()
    expectNoEnglish()
  })
})
