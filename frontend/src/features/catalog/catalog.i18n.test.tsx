import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

import type { Category, Product } from '@/lib/api/types'
import enCatalog from '@/locales/en/catalog.json'
import { makeProduct } from '@/testing/fixtures'
import { expectNoneShown, expectNoWords, plainTexts, switchTo } from '@/testing/languages'
import { deferred, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

import { filterProducts, DEFAULT_FILTERS } from './filters'
import { subcategoryLabel } from './subcategory-label'

const shirt = makeProduct({
  id: 'shirt',
  title: 'Indigo Khadi Shirt',
  titleKn: 'ನೀಲಿ ಖಾದಿ ಶರ್ಟ್',
  titleHi: 'नील खादी शर्ट',
  description: 'Blue.',
  category: 'shirts',
  price: 135000,
  subCategories: [],
  tags: ['shirt'],
})
const silk = makeProduct({
  id: 'silk',
  title: 'Ilkal Silk Fabric',
  titleKn: 'ಇಳಕಲ್ ರೇಷ್ಮೆ ಬಟ್ಟೆ',
  titleHi: '',
  description: 'Border.',
  category: 'fabrics',
  price: 88000,
  subCategories: ['silk'],
  tags: ['fabric'],
})
const mat = makeProduct({ id: 'mat', title: 'Cotton Sleeping Mat', category: 'mats', price: 75000, subCategories: [], tags: [] })
const products: Product[] = [shirt, silk, mat]

const categories: (Category & { subcategoryLabels?: Record<string, { kn?: string; hi?: string }> })[] = [
  { name: 'shirts', label: 'Shirts', labelKn: 'ಶರ್ಟ್‌ಗಳು', labelHi: 'शर्ट', subcategories: [] },
  { name: 'mats', label: 'Sleeping Mats', labelKn: 'ಚಾಪೆಗಳು', labelHi: 'चटाइयाँ', subcategories: [] },
  {
    name: 'fabrics',
    label: 'Fabrics',
    labelKn: 'ಬಟ್ಟೆಗಳು',
    labelHi: 'कपड़े',
    subcategories: ['silk', 'khadi'],
    subcategoryLabels: { silk: { kn: 'ರೇಷ್ಮೆ', hi: 'रेशम' }, khadi: { kn: '', hi: 'खादी' } },
  },
]

function serve() {
  mockApi({
    'GET /api/v1/products': Response.json({ version: 1, products }),
    'GET /api/v1/categories': Response.json(categories),
  })
}

const englishTexts = plainTexts(enCatalog)

const expectNoEnglish = () => expectNoneShown(englishTexts, ['aria-label', 'placeholder'])

/** The product links of the listing's grid (the cards' own texts belong to the shared card). */
async function listed(): Promise<(string | null)[]> {
  const grid = await screen.findByRole('list', { name: /ಉತ್ಪನ್ನಗಳು|Products|उत्पाद/ })
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').querySelector('a')?.getAttribute('href') ?? null)
}

describe('/allproducts in Kannada (issue 18)', () => {
  it('shows the heading, filters, sorted category labels, fabric chips and ICU plurals in Kannada', async () => {
    serve()
    await switchTo('kn')
    renderApp({ path: '/allproducts' })
    expect(await screen.findByRole('heading', { level: 1, name: 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು' })).toBeInTheDocument()
    expect(await screen.findByText('3 ಉತ್ಪನ್ನಗಳು')).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: 'ಗರಿಷ್ಠ ಬೆಲೆ' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ಹುಡುಕಿ' })).toHaveAttribute(
      'placeholder',
      'ಶರ್ಟ್, ರೇಷ್ಮೆ, ಜೇನುತುಪ್ಪ ಹುಡುಕಿ…',
    )
    const group = within(screen.getByRole('group', { name: 'ವರ್ಗ' }))
    // Kannada labels in Kannada alphabetical order: ಚ, ಬ, ಶ.
    expect(group.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'ಚಾಪೆಗಳು1',
      'ಬಟ್ಟೆಗಳು1',
      'ಶರ್ಟ್‌ಗಳು1',
    ])
    const fabric = within(screen.getByRole('group', { name: 'ಬಟ್ಟೆ' }))
    expect(fabric.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'ರೇಷ್ಮೆ',
      'ಲಿನನ್',
      'ಖಾದಿ',
      'ಹತ್ತಿ',
    ])
    await userEvent.click(fabric.getByRole('checkbox', { name: 'ರೇಷ್ಮೆ' }))
    expect(await screen.findByText('1 ಉತ್ಪನ್ನ')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಫಿಲ್ಟರ್‌ಗಳನ್ನು ತೆರವುಗೊಳಿಸಿ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಫಿಲ್ಟರ್‌ಗಳನ್ನು ತೋರಿಸಿ (1)' })).toBeInTheDocument()
    expectNoEnglish()
  })

  it('names no category in English while the shop’s categories are still on their way', async () => {
    const late = deferred<Response>()
    mockApi({
      'GET /api/v1/products': Response.json({ version: 1, products }),
      'GET /api/v1/categories': () => late.promise,
    })
    await switchTo('kn')
    renderApp({ path: '/allproducts' })
    await waitFor(async () => expect(await listed()).toHaveLength(3))
    expect(screen.getByRole('link', { name: 'ನೀಲಿ ಖಾದಿ ಶರ್ಟ್' })).toBeInTheDocument()
    // Before: the boxes and the cards' category line read 'Shirts', 'Mats' and 'Fabrics' title-cased from slugs.
    expectNoWords(['Shirts', 'Mats', 'Fabrics', 'shirts', 'mats', 'fabrics'])

    late.resolve(Response.json(categories))
    const group = within(await screen.findByRole('group', { name: 'ವರ್ಗ' }))
    expect(await group.findByRole('checkbox', { name: /ಚಾಪೆಗಳು/ })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'ಉತ್ಪನ್ನಗಳು' })).getAllByText('ಶರ್ಟ್‌ಗಳು')).toHaveLength(1)
  })

  it('finds a product by its Kannada name and by its Hindi name, whatever the language shown', async () => {
    serve()
    await switchTo('kn')
    renderApp({ path: '/allproducts' })
    await waitFor(async () => expect(await listed()).toHaveLength(3))
    const box = screen.getByRole('searchbox', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ಹುಡುಕಿ' })
    await userEvent.type(box, 'ರೇಷ್ಮೆ ಬಟ್ಟೆ')
    await waitFor(async () => expect(await listed()).toEqual(['/productInfo/silk']))

    await userEvent.clear(box)
    await userEvent.type(box, 'नील')
    await waitFor(async () => expect(await listed()).toEqual(['/productInfo/shirt']))

    // The English listing finds it by its Kannada name too.
    await switchTo('en')
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search products' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ಖಾದಿ ಶರ್ಟ್')
    await waitFor(async () => expect(await listed()).toEqual(['/productInfo/shirt']))
    expect(screen.getByText('1 product')).toBeInTheDocument()
  })
})

describe('search over the catalogue in three languages (issue 18)', () => {
  it('matches English, Kannada and Hindi titles, ignoring case and the joiners Kannada text carries', () => {
    const finds = (product: Product, search: string) => filterProducts([product], { ...DEFAULT_FILTERS, search }).length === 1
    expect(finds(shirt, 'INDIGO shirt')).toBe(true)
    expect(finds(shirt, 'ನೀಲಿ')).toBe(true)
    expect(finds(shirt, 'खादी शर्ट')).toBe(true)
    // 'ಶರ್ಟ್‌ಗಳು' is written with a zero-width non-joiner; typed without it, it still matches.
    expect(finds(makeProduct({ titleKn: 'ಖಾದಿ ಶರ್ಟ್‌ಗಳು' }), 'ಶರ್ಟ್ಗಳು')).toBe(true)
    expect(finds(silk, 'नील')).toBe(false)
    expect(filterProducts(products, { ...DEFAULT_FILTERS, search: 'ಇಳಕಲ್' })).toEqual([silk])
  })

  it('keeps up with 10,000 products', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeProduct({ id: `p${i}`, title: `Khadi piece ${i}`, titleKn: `ಖಾದಿ ವಸ್ತು ${i}`, titleHi: `खादी वस्तु ${i}`, price: 1000 }),
    )
    filterProducts(many, { ...DEFAULT_FILTERS, search: 'warm' }) // the first search folds each product's text once
    const queries = ['ಖ', 'ಖಾದಿ', 'ಖಾದಿ ವ', 'ಖಾದಿ ವಸ್ತು 99', 'खादी वस्तु 9999']
    const normalize = vi.spyOn(String.prototype, 'normalize')
    for (const query of queries) {
      filterProducts(many, { ...DEFAULT_FILTERS, search: query })
    }
    // Typing folds only what was typed: the 10,000 products' texts are not folded again per keystroke.
    // (How fast a search is belongs in a benchmark, not here.)
    expect(normalize.mock.calls.length).toBeLessThanOrEqual(queries.length)
    normalize.mockRestore()
    expect(filterProducts(many, { ...DEFAULT_FILTERS, search: 'ವಸ್ತು 9999' })).toHaveLength(1)
  })
})

describe('/category in Kannada and Hindi (issue 18)', () => {
  it("shows the category's and subcategory's Kannada names, chips, breadcrumbs and plurals", async () => {
    serve()
    await switchTo('kn')
    renderApp({ path: '/category/fabrics/silk' })
    expect(await screen.findByRole('heading', { level: 1, name: 'ಬಟ್ಟೆಗಳು / ರೇಷ್ಮೆ' })).toBeInTheDocument()
    expect(await screen.findByText('1 ಉತ್ಪನ್ನ')).toBeInTheDocument()
    const chips = within(screen.getByRole('navigation', { name: 'ಬಟ್ಟೆಗಳು ಬಗೆಗಳು' }))
    expect(chips.getByRole('link', { name: 'ಎಲ್ಲಾ ಬಟ್ಟೆಗಳು' })).toHaveAttribute('href', '/category/fabrics')
    expect(chips.getByRole('link', { name: 'ರೇಷ್ಮೆ' })).toHaveAttribute('aria-current', 'page')
    // No Kannada name given: the subcategory as spelt, title-cased.
    expect(chips.getByRole('link', { name: 'Khadi' })).toHaveAttribute('href', '/category/fabrics/khadi')
    const crumbs = within(screen.getByRole('navigation', { name: 'ನೀವು ಇರುವ ಸ್ಥಳ' }))
    expect(crumbs.getByRole('link', { name: 'ಮುಖಪುಟ' })).toHaveAttribute('href', '/')
    expect(crumbs.getByRole('link', { name: 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು' })).toHaveAttribute('href', '/allproducts')
    expect(crumbs.getByRole('link', { name: 'ಬಟ್ಟೆಗಳು' })).toHaveAttribute('href', '/category/fabrics')
    expect(document.title).toMatch(/^ಬಟ್ಟೆಗಳು \/ ರೇಷ್ಮೆ · /)
    expectNoEnglish()
  })

  it('says there is nothing in a category, in Hindi', async () => {
    serve()
    await switchTo('hi')
    renderApp({ path: '/category/fabrics/khadi' })
    expect(await screen.findByRole('heading', { level: 1, name: 'कपड़े / खादी' })).toBeInTheDocument()
    expect(await screen.findByText('इस श्रेणी में कोई उत्पाद नहीं मिला।')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'सभी उत्पाद देखें' })).toHaveAttribute('href', '/allproducts')
    expect(screen.getByText('0 उत्पाद')).toBeInTheDocument()
    expectNoEnglish()
  })

  it('names a subcategory from the category map in any case, else as spelt', () => {
    const fabrics = categories[2]
    expect(subcategoryLabel(fabrics, 'SILK', 'kn')).toBe('ರೇಷ್ಮೆ')
    expect(subcategoryLabel(fabrics, 'khadi', 'kn')).toBe('Khadi')
    expect(subcategoryLabel(fabrics, 'khadi', 'hi')).toBe('खादी')
    expect(subcategoryLabel(fabrics, 'silk', 'en')).toBe('Silk')
    expect(subcategoryLabel(undefined, 'nehru-jacket', 'kn')).toBe('Nehru Jacket')
  })
})
