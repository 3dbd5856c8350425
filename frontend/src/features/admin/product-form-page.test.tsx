import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fill } from '@/testing/fill'
import { makeProduct } from '@/testing/fixtures'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'

import { discardUpload, uploadImage, type UploadJob } from './api/upload-image'

// The uploads are driven by hand: each file's job is settled by the test.
vi.mock('./api/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/upload-image')>()),
  uploadImage: vi.fn(),
  discardUpload: vi.fn(() => Promise.resolve()),
}))

type Pending = { file: File; folder: unknown; progress: (percent: number) => void; resolve: (image: unknown) => void; reject: (error: Error) => void }
let pending: Pending[] = []

beforeEach(() => {
  pending = []
  vi.mocked(discardUpload).mockClear()
  vi.mocked(uploadImage).mockImplementation((file, folder, progress) => {
    let resolve: (image: unknown) => void = () => undefined
    let reject: (error: Error) => void = () => undefined
    const done = new Promise((ok, fail) => {
      resolve = ok
      reject = fail
    })
    pending.push({ file, folder, progress, resolve, reject })
    return { done, cancel: vi.fn() } as unknown as UploadJob
  })
})

const categories = [
  { name: 'shirts', label: 'Shirts', subcategories: [] },
  { name: 'honey', label: 'Honey', subcategories: [] },
  { name: 'fabrics', label: 'Fabrics', subcategories: ['khadi', 'silk', 'cotton'] },
]
const sizeCharts = [
  {
    key: 'shirts',
    label: 'Shirts',
    sizes: [
      { primary: 'M', secondary: '40', value: 40, unit: 'piece' },
      { primary: 'L', secondary: '42', value: 42, unit: 'piece' },
    ],
    types: ['Full Sleeve', 'Half Sleeve'],
  },
  { key: 'honey', label: 'Honey', sizes: [{ primary: '500', secondary: null, value: 500, unit: 'gram' }], types: [] },
]

function api(overrides: Record<string, Response | ((call: ApiCall) => Response | Promise<Response>)> = {}) {
  return mockApi({
    'GET /api/v1/categories': Response.json(categories),
    'GET /api/v1/size-charts': Response.json(sizeCharts),
    ...overrides,
  })
}

const stored = (name: string) => ({ key: `fabrics/silk/1_${name}.webp`, url: `/media/fabrics/silk/1_${name}.webp`, width: 600, height: 600, variants: [] })
const png = (name: string) => new File(['png'], `${name}.png`, { type: 'image/png' })

async function openForm(path = '/add-product', heading = 'Add Product') {
  const view = renderApp({ path, user: admin })
  await screen.findByRole('heading', { level: 1, name: heading })
  return view
}

const submitButton = (name = 'Add Product') => within(screen.getByRole('form')).getByRole('button', { name })
const categorySelect = () => screen.getByLabelText('Category', { selector: 'select' })

async function fillValidFabric() {
  await fill(screen.getByLabelText('Title'), 'Ilkal Silk Fabric')
  await fill(screen.getByLabelText('Description'), 'Handwoven in Bagalkot.')
  await userEvent.selectOptions(await waitFor(() => categorySelect()), 'fabrics')
  await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'silk')
  await userEvent.clear(screen.getByLabelText('Price per metre (₹)'))
  await fill(screen.getByLabelText('Price per metre (₹)'), '880.5')
  await userEvent.type(screen.getByLabelText('Tags'), 'silk{Enter}')
}

describe('/add-product (spec §2, §5, §8)', () => {
  it("refuses an empty form with 'All fields are required' and calls nothing", async () => {
    const { callsTo } = api()
    await openForm()
    expect(screen.getByLabelText('Price (₹)')).toHaveValue('0') // spec §3: the form's default
    await userEvent.click(submitButton())
    expect(await screen.findByText('All fields are required')).toBeInTheDocument()
    expect(screen.getByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Price must be greater than 0')).toBeInTheDocument()
    expect(screen.getByText('Add at least one image')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveFocus()
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(callsTo('POST', '/api/v1/admin/products')).toHaveLength(0)
  })

  it('adds tags with Enter or a comma: trimmed, non-empty, no duplicates; each removable', async () => {
    api()
    await openForm()
    const input = screen.getByLabelText('Tags')
    await userEvent.type(input, '  silk  {Enter}')
    await userEvent.type(input, '   {Enter}')
    await userEvent.type(input, 'fabric,SILK,top-collection,')
    const list = () => screen.getByRole('list', { name: 'Tags added' })
    expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['silk', 'fabric', 'top-collection'])
    expect(input).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag fabric' }))
    expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['silk', 'top-collection'])
    await userEvent.type(input, 'kurta')
    await userEvent.tab() // leaving the field keeps what was typed
    expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['silk', 'top-collection', 'kurta'])
  })

  it("toasts 'Failed to load categories' when they cannot be loaded", async () => {
    api({ 'GET /api/v1/categories': apiError(500, 'server_error', 'Server error') })
    await openForm()
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Load categories again' })).toBeInTheDocument()
  })

  it('shows the subcategory, required, only when the category has some; the size chart follows the category', async () => {
    api()
    await openForm()
    await waitFor(() => expect(within(categorySelect()).getAllByRole('option')).toHaveLength(4))
    await userEvent.selectOptions(categorySelect(), 'honey')
    expect(screen.queryByLabelText('Subcategory')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Size chart')).toHaveValue('honey')
    await userEvent.selectOptions(categorySelect(), 'fabrics')
    expect(screen.getByLabelText('Subcategory')).toBeRequired()
    expect(screen.getByLabelText('Size chart')).toHaveValue('') // no Fabrics chart: none
    expect(screen.getByLabelText('Price per metre (₹)')).toBeInTheDocument()

    await userEvent.selectOptions(categorySelect(), 'shirts')
    expect(screen.getByLabelText('Size chart')).toHaveValue('shirts')
    const sizes = screen.getByRole('group', { name: 'Available sizes' })
    expect(within(sizes).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['M (40)', 'L (42)'])
    const types = screen.getByRole('group', { name: 'Available types' })
    expect(within(types).getAllByRole('checkbox')).toHaveLength(2)
    await userEvent.click(within(sizes).getByRole('checkbox', { name: 'L (42)' }))
    await userEvent.selectOptions(screen.getByLabelText('Size chart'), 'honey')
    expect(screen.queryByRole('group', { name: 'Available types' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Available sizes' })).getByRole('checkbox', { name: '500' })).not.toBeChecked()
  })

  it("adds a category inline: trimmed, non-empty, 'Category added', the server's 409, else 'Failed to add category'", async () => {
    const sarees = { name: 'silk-sarees', label: 'Silk Sarees', subcategories: [] }
    let answer: Response = Response.json(sarees, { status: 201 })
    let listed = categories
    const { callsTo } = api({
      'GET /api/v1/categories': () => Response.json(listed),
      'POST /api/v1/admin/categories': () => {
        if (answer.status === 201) listed = [...categories, sarees]
        return answer.clone()
      },
    })
    await openForm()
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    const name = screen.getByLabelText('New category name')
    expect(name).toHaveFocus()
    await userEvent.type(name, '   {Enter}')
    expect(screen.getByText('Category name is required')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/admin/categories')).toHaveLength(0)

    await userEvent.type(name, '  Silk Sarees  {Enter}')
    expect(await screen.findByText('Category added')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/admin/categories')[0]?.body).toEqual({ name: 'Silk Sarees' })
    await waitFor(() => expect(categorySelect()).toHaveValue('silk-sarees'))

    answer = apiError(409, 'conflict', 'Category already exists', { name: 'Category already exists' })
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    await userEvent.type(screen.getByLabelText('New category name'), 'silk sarees{Enter}')
    expect(await screen.findByText('Category already exists')).toBeInTheDocument()

    answer = apiError(500, 'server_error', 'Server error')
    await userEvent.click(within(screen.getByRole('group', { name: 'New category' })).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Failed to add category')).toBeInTheDocument()
  })

  it("shows each upload's progress as 'Uploading… N%', the server's refusal, and lets images be reordered and removed", async () => {
    api()
    await openForm()
    await userEvent.selectOptions(await waitFor(() => categorySelect()), 'fabrics')
    await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'silk')
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    expect(input).toHaveAttribute('accept', 'image/*')
    expect(input).toHaveAttribute('multiple')
    await userEvent.upload(input, [png('first'), png('second'), png('third')])
    expect(pending).toHaveLength(3)
    expect(pending[0]?.folder).toEqual({ category: 'fabrics', subCategory: 'silk' })
    expect(screen.getAllByText('Uploading… 0%')).toHaveLength(3)
    act(() => pending[0]?.progress(42))
    expect(screen.getByText('Uploading… 42%')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Uploading first.png' })).toHaveAttribute('aria-valuenow', '42')

    // Saving waits for the uploads.
    await userEvent.click(submitButton())
    expect(await screen.findByText('Please wait until the images finish uploading')).toBeInTheDocument()

    await act(async () => {
      pending[0]?.resolve(stored('first'))
      pending[1]?.resolve(stored('second'))
      pending[2]?.reject(new Error('Not a JPEG, PNG, WebP or GIF image'))
      await Promise.resolve()
    })
    expect(screen.queryByText(/^Uploading…/)).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('third.png: Not a JPEG, PNG, WebP or GIF image')

    const images = () =>
      within(screen.getByRole('list', { name: 'Product images' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'))
        .filter((src) => src?.startsWith('/media/'))
    expect(images()).toEqual(['/media/fabrics/silk/1_first.webp', '/media/fabrics/silk/1_second.webp'])
    expect(screen.getByRole('button', { name: 'Move image 1 left' })).toBeDisabled()
    const moveRight = screen.getByRole('button', { name: 'Move image 1 right' })
    moveRight.focus()
    await userEvent.keyboard('{Enter}')
    expect(images()).toEqual(['/media/fabrics/silk/1_second.webp', '/media/fabrics/silk/1_first.webp'])

    // A fresh upload removed before saving leaves the media store too.
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }))
    expect(images()).toEqual(['/media/fabrics/silk/1_first.webp'])
    expect(discardUpload).toHaveBeenCalledWith('fabrics/silk/1_second.webp')
  })

  it("saves: 'Adding product...' then 'Product added!' and back to the dashboard, with the price in rupees", async () => {
    let answer: () => Response | Promise<Response> = () => Response.json({ id: 'p_new' }, { status: 201 })
    const { callsTo } = api({ 'POST /api/v1/admin/products': () => answer() })
    const { router, queryClient } = await openForm()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await fillValidFabric()
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, [png('a'), png('b')])
    await act(async () => {
      pending[0]?.resolve(stored('a'))
      pending[1]?.resolve(stored('b'))
      await Promise.resolve()
    })
    await userEvent.click(screen.getByLabelText('Coming Soon'))

    // The server refuses once: 'Failed to add product', with its field message next to the field.
    answer = () => apiError(422, 'invalid', 'All fields are required', { title: 'Title is required' })
    await userEvent.click(submitButton())
    expect(await screen.findByText('Failed to add product')).toBeInTheDocument()
    expect(screen.getByText('Title is required')).toBeInTheDocument()

    let release: () => void = () => undefined
    answer = () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(Response.json({ id: 'p_new' }, { status: 201 }))
      })
    await userEvent.click(submitButton())
    expect(await screen.findByText('Adding product...')).toBeInTheDocument()
    expect(callsTo('POST', '/api/v1/admin/products').at(-1)?.body).toEqual({
      title: 'Ilkal Silk Fabric',
      description: 'Handwoven in Bagalkot.',
      price: '880.50',
      category: 'fabrics',
      subCategory: 'silk',
      tags: ['silk'],
      images: [{ key: 'fabrics/silk/1_a.webp' }, { key: 'fabrics/silk/1_b.webp' }],
      outOfStock: false,
      comingSoon: true,
      options: { category: null, availableSizes: [], availableTypes: [] },
      ...{ mrp: null, salePrice: null, saleStartsAt: null, saleEndsAt: null },
    })
    act(() => release())
    expect(await screen.findByText('Product added!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['products'] })
    expect(discardUpload).not.toHaveBeenCalled() // the saved product keeps its images
  })
})

describe('/update-product/{id} (spec §2, §8)', () => {
  const product = {
    ...makeProduct({ id: 'p_silk', title: 'Ilkal Silk Fabric', category: 'fabrics', subCategories: ['silk'], price: 88050, tags: ['silk'] }),
    imageUrl: ['/media/fabrics/silk/1_a.webp'],
    imageKeys: ['fabrics/silk/1_a.webp'],
    options: { category: null, availableSizes: [], availableTypes: [] },
    ...{ regularPrice: 88050, printedMrp: null, salePrice: null, saleStartsAt: null, saleWindowEndsAt: null },
  }

  it("loads the product into the form and saves: 'Updating product...' then 'Product updated successfully!'", async () => {
    const { callsTo } = api({
      'GET /api/v1/admin/products/p_silk': Response.json(product),
      'PUT /api/v1/admin/products/p_silk': Response.json(product),
    })
    const { router } = await openForm('/update-product/p_silk', 'Update Product')
    expect(await screen.findByDisplayValue('Ilkal Silk Fabric')).toBeInTheDocument()
    expect(screen.getByLabelText('Price per metre (₹)')).toHaveValue('880.50')
    await waitFor(() => expect(screen.getByLabelText('Subcategory')).toHaveValue('silk'))
    await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'cotton')
    await userEvent.clear(screen.getByLabelText('Price per metre (₹)'))
    await fill(screen.getByLabelText('Price per metre (₹)'), '999')
    await userEvent.click(submitButton('Update Product'))
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument()
    expect(callsTo('PUT', '/api/v1/admin/products/p_silk')[0]?.body).toMatchObject({
      price: '999',
      subCategory: 'cotton',
      images: [{ key: 'fabrics/silk/1_a.webp' }],
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('loads the regular price, MRP and a sale in IST, and sends them back (issue 31)', async () => {
    const sale = { printedMrp: 99900, salePrice: 79900, saleStartsAt: '2026-10-20T18:30:00Z', saleWindowEndsAt: '2026-10-23T18:30:00Z' }
    const onSale = { ...product, ...sale, price: 79900, mrp: 99900 } // `price`: today's, the sale's
    const { callsTo } = api({ 'GET /api/v1/admin/products/p_silk': Response.json(onSale), 'PUT /api/v1/admin/products/p_silk': Response.json(onSale) })
    await openForm('/update-product/p_silk', 'Update Product')
    await waitFor(() => expect(screen.getByLabelText('Subcategory')).toHaveValue('silk'))
    const shown = ['Price per metre (₹)', 'MRP (₹)', 'Sale price (₹)', 'Sale starts (IST)', 'Sale ends (IST)'].map((label) =>
      screen.getByLabelText<HTMLInputElement>(label).value,
    )
    expect(shown).toEqual(['880.50', '999', '799', '2026-10-21T00:00', '2026-10-24T00:00'])
    await userEvent.clear(screen.getByLabelText('MRP (₹)'))
    await fill(screen.getByLabelText('MRP (₹)'), '800')
    await userEvent.click(submitButton('Update Product'))
    expect(await screen.findAllByText('MRP must be at least the price')).not.toHaveLength(0)
    expect(callsTo('PUT', '/api/v1/admin/products/p_silk')).toHaveLength(0)
    await userEvent.clear(screen.getByLabelText('MRP (₹)'))
    await userEvent.click(submitButton('Update Product'))
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument()
    expect(callsTo('PUT', '/api/v1/admin/products/p_silk')[0]?.body).toMatchObject({
      ...{ price: '880.50', mrp: null, salePrice: '799' },
      ...{ saleStartsAt: '2026-10-21T00:00:00+05:30', saleEndsAt: '2026-10-24T00:00:00+05:30' },
    })
  })

  it('keeps new uploads when the product is fetched again (after adding a category)', async () => {
    let reads = 0
    api({
      // the second read differs (another admin saved meanwhile), so the query's data changes
      'GET /api/v1/admin/products/p_silk': () => Response.json(reads++ === 0 ? product : { ...product, description: 'Changed.' }),
      'POST /api/v1/admin/categories': Response.json({ name: 'silk-sarees', label: 'Silk Sarees', subcategories: [] }, { status: 201 }),
    })
    const { queryClient } = await openForm('/update-product/p_silk', 'Update Product')
    await screen.findByDisplayValue('Ilkal Silk Fabric')
    const list = () => within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('listitem')
    await waitFor(() => expect(list()).toHaveLength(1))
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, png('back'))
    await act(async () => {
      pending[0]?.resolve(stored('back'))
      await Promise.resolve()
    })
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    await userEvent.type(screen.getByLabelText('New category name'), 'Silk Sarees{Enter}')
    expect(await screen.findByText('Category added')).toBeInTheDocument()
    await waitFor(() => expect(reads).toBe(2))
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(list()).toHaveLength(2)
  })

  it("shows the server's message when the update is refused", async () => {
    api({
      'GET /api/v1/admin/products/p_silk': Response.json(product),
      'PUT /api/v1/admin/products/p_silk': apiError(422, 'invalid', 'Choose a subcategory from the list', { subCategory: 'Choose a subcategory from the list' }),
    })
    await openForm('/update-product/p_silk', 'Update Product')
    await screen.findByDisplayValue('Ilkal Silk Fabric')
    await waitFor(() => expect(screen.getByLabelText('Subcategory')).toHaveValue('silk'))
    await userEvent.click(submitButton('Update Product'))
    // the toast and the field both say it
    await waitFor(() => expect(screen.getAllByText('Choose a subcategory from the list')).toHaveLength(2))
    expect(screen.queryByText('Product updated successfully!')).not.toBeInTheDocument()
  })

  it("'Product not found' goes back to the dashboard", async () => {
    api({ 'GET /api/v1/admin/products/nope': apiError(404, 'not_found', 'Product not found') })
    const { router } = await openForm('/update-product/nope', 'Update Product')
    expect(await screen.findByText('Product not found')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it("'Failed to fetch product' on any other failure, back to the dashboard", async () => {
    api({ 'GET /api/v1/admin/products/p_silk': apiError(500, 'server_error', 'Server error') })
    const { router } = await openForm('/update-product/p_silk', 'Update Product')
    expect(await screen.findByText('Failed to fetch product')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})
