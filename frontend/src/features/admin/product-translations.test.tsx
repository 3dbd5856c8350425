// Issue 18: the product form's Kannada and Hindi title and description — saved, checked like the server,
// the server's refusals on their fields, loaded back for editing; and the form in Hindi.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { fill } from '@/testing/fill'
import { makeProduct } from '@/testing/fixtures'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

import { uploadImage } from './api/upload-image'

vi.mock('./api/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/upload-image')>()),
  uploadImage: vi.fn(),
  discardUpload: vi.fn(() => Promise.resolve()),
}))

beforeEach(() => {
  // Every upload is stored at once.
  vi.mocked(uploadImage).mockImplementation((file) => {
    const key = `product-images/${file.name.replace(/\.png$/, '.webp')}`
    return { done: Promise.resolve({ key, url: `/media/${key}`, width: 600, height: 600, variants: [] }), cancel: vi.fn() }
  })
})

const categories = [{ name: 'honey', label: 'Honey', subcategories: [] }]

function api(overrides: Record<string, Response | ((call: ApiCall) => Response | Promise<Response>)> = {}) {
  return mockApi({
    'GET /api/v1/categories': Response.json(categories),
    'GET /api/v1/size-charts': Response.json([]),
    ...overrides,
  })
}

async function openForm(path = '/add-product', heading = 'Add Product') {
  renderApp({ path, user: admin })
  await screen.findByRole('heading', { level: 1, name: heading })
}

const kannadaTitle = 'ಕಾಡು ಜೇನು'
const kannadaDescription = 'ಪಶ್ಚಿಮ ಘಟ್ಟಗಳ ಕಾಡುಗಳಿಂದ ಸಂಗ್ರಹಿಸಿದ ಜೇನು.'
const hindiTitle = 'जंगली शहद'
const hindiDescription = 'पश्चिमी घाट के जंगलों से इकट्ठा किया गया शहद।'

async function fillHoney() {
  await fill(screen.getByLabelText('Title'), 'Forest Honey')
  await enter('Description', 'Wild honey from the Western Ghats.')
  await userEvent.selectOptions(await waitFor(() => screen.getByLabelText('Category', { selector: 'select' })), 'honey')
  await userEvent.clear(screen.getByLabelText('Price (₹)'))
  await fill(screen.getByLabelText('Price (₹)'), '450')
  await userEvent.type(screen.getByLabelText('Tags'), 'honey{Enter}')
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, new File(['png'], 'honey.png', { type: 'image/png' }))
  await screen.findByRole('img', { name: 'Image 1: honey.png' })
}

/** Puts text into a field as a paste does (faster than typing it letter by letter). */
async function enter(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label))
  await userEvent.paste(text)
}

const submit = (name = 'Add Product') => within(screen.getByRole('form')).getByRole('button', { name })

describe('the product form’s translations (issue 18)', () => {
  it('has a Kannada and a Hindi fieldset, each named in its own script, with lang on the inputs', async () => {
    api()
    await openForm()
    const kannada = screen.getByRole('group', { name: 'ಕನ್ನಡ' })
    const hindi = screen.getByRole('group', { name: 'हिन्दी' })
    expect(within(kannada).getByLabelText('Kannada title')).toHaveAttribute('lang', 'kn')
    expect(within(kannada).getByLabelText('Kannada description')).toHaveAttribute('lang', 'kn')
    expect(within(hindi).getByLabelText('Hindi title')).toHaveAttribute('lang', 'hi')
    expect(within(hindi).getByLabelText('Hindi description')).toHaveAttribute('lang', 'hi')
    expect(within(kannada).getByLabelText('Kannada title')).not.toBeRequired()
  })

  it('saves the Kannada and Hindi titles and descriptions, trimmed, with the product', async () => {
    const { callsTo } = api({ 'POST /api/v1/admin/products': Response.json({ id: 'p_honey' }, { status: 201 }) })
    await openForm()
    await fillHoney()
    await enter('Kannada title', `  ${kannadaTitle} `)
    await enter('Kannada description', kannadaDescription)
    await enter('Hindi title', hindiTitle)
    await enter('Hindi description', hindiDescription)
    await userEvent.click(submit())
    expect(await screen.findByText('Product added!')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/admin/products')[0]?.body).toMatchObject({
      title: 'Forest Honey',
      titleKn: kannadaTitle,
      descriptionKn: kannadaDescription,
      titleHi: hindiTitle,
      descriptionHi: hindiDescription,
    })
  })

  it('leaves out translations not entered (the shop then shows the English)', async () => {
    const { callsTo } = api({ 'POST /api/v1/admin/products': Response.json({ id: 'p_honey' }, { status: 201 }) })
    await openForm()
    await fillHoney()
    await enter('Hindi title', hindiTitle)
    await userEvent.click(submit())
    expect(await screen.findByText('Product added!')).toBeInTheDocument()
    const body = callsTo('POST', '/api/v1/admin/products')[0]?.body as Record<string, unknown>
    expect(body.titleHi).toBe(hindiTitle)
    expect(body).not.toHaveProperty('titleKn')
    expect(body).not.toHaveProperty('descriptionKn')
    expect(body).not.toHaveProperty('descriptionHi')
  })

  it('refuses a translation longer than the server takes, on its field, and sends nothing', async () => {
    const { callsTo } = api()
    await openForm()
    await fillHoney()
    // typing stops at maxLength; a paste or a script can still put more in
    fireEvent.change(screen.getByLabelText('Kannada title'), { target: { value: 'ಜ'.repeat(201) } })
    await userEvent.click(submit())
    const field = screen.getByLabelText('Kannada title')
    expect(await screen.findAllByText('Kannada title must be at most 200 characters')).not.toHaveLength(0)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(callsTo('POST', '/api/v1/admin/products')).toHaveLength(0)
  })

  it("shows the server's message on the translation it refuses", async () => {
    api({
      'POST /api/v1/admin/products': apiError(422, 'invalid', 'Hindi title must not contain control characters', {
        titleHi: 'Hindi title must not contain control characters',
      }),
    })
    await openForm()
    await fillHoney()
    await enter('Hindi title', hindiTitle)
    await userEvent.click(submit())
    expect(await screen.findByText('Failed to add product')).toBeInTheDocument()
    const field = screen.getByLabelText('Hindi title')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Hindi title must not contain control characters')
    expect(screen.getByLabelText('Kannada title')).not.toHaveAttribute('aria-invalid')
  })
})

describe('editing a product’s translations (issue 18)', () => {
  const product = {
    ...makeProduct({ id: 'p_honey', title: 'Forest Honey', category: 'honey', subCategories: [], price: 45000, tags: ['honey'] }),
    imageUrl: ['/media/product-images/honey.webp'],
    imageKeys: ['product-images/honey.webp'],
    options: { category: null, availableSizes: [], availableTypes: [] },
    ...{ regularPrice: 45000, printedMrp: null, salePrice: null, saleStartsAt: null, saleWindowEndsAt: null },
    titleKn: kannadaTitle,
    descriptionKn: kannadaDescription,
    titleHi: hindiTitle,
    descriptionHi: '',
  }

  it('loads them into the form; a cleared one is sent empty so the server clears it', async () => {
    const { callsTo } = api({
      'GET /api/v1/admin/products/p_honey': Response.json(product),
      'PUT /api/v1/admin/products/p_honey': Response.json(product),
    })
    await openForm('/update-product/p_honey', 'Update Product')
    expect(await screen.findByLabelText('Kannada title')).toHaveValue(kannadaTitle)
    expect(screen.getByLabelText('Kannada description')).toHaveValue(kannadaDescription)
    expect(screen.getByLabelText('Hindi title')).toHaveValue(hindiTitle)
    expect(screen.getByLabelText('Hindi description')).toHaveValue('')
    await userEvent.clear(screen.getByLabelText('Kannada description'))
    await enter('Hindi description', hindiDescription)
    await userEvent.click(submit('Update Product'))
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument()
    expect(callsTo('PUT', '/api/v1/admin/products/p_honey')[0]?.body).toMatchObject({
      titleKn: kannadaTitle,
      descriptionKn: '',
      titleHi: hindiTitle,
      descriptionHi: hindiDescription,
    })
  })
})

describe('the product form in Hindi (issue 18)', () => {
  it('shows its labels, sections and messages in Hindi, and no English', async () => {
    const { callsTo } = api()
    await openForm()
    await act(() => setLanguage('hi'))
    expect(await screen.findByRole('heading', { level: 1, name: 'उत्पाद जोड़ें' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'अनुवाद' })).toBeInTheDocument()
    expect(screen.getByLabelText('शीर्षक')).toBeInTheDocument()
    expect(screen.getByLabelText('कन्नड़ शीर्षक')).toHaveAttribute('lang', 'kn')
    expect(screen.getByLabelText('कीमत (₹)')).toHaveValue('0')
    for (const english of ['Add Product', 'Translations', 'Details', 'Kannada title', 'Back to dashboard']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument()
    }
    await userEvent.click(within(screen.getByRole('form')).getByRole('button', { name: 'उत्पाद जोड़ें' }))
    expect(await screen.findByText('सभी फ़ील्ड ज़रूरी हैं')).toBeInTheDocument()
    expect(screen.getByText('शीर्षक ज़रूरी है')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/admin/products')).toHaveLength(0)
  })
})
