import { deleteConfirmText, messages } from './messages'
import { addTags, checkProductForm, paiseToRupeesText, parseRupees, type ProductFormValues } from './product-form-rules'

const filled: ProductFormValues = {
  title: 'Ilkal Silk Fabric',
  description: 'Handwoven in Bagalkot.',
  price: '880',
  category: 'fabrics',
  subCategory: 'silk',
  tags: ['fabric'],
  imageKeys: ['fabrics/silk/1_ilkal.webp'],
  outOfStock: false,
  comingSoon: false,
  sizeChart: '',
  availableSizes: [],
  availableTypes: [],
}

describe('parseRupees (DESIGN.md §4: rupees with up to two decimals, converted exactly)', () => {
  it.each([
    ['149', 14900, '149'],
    ['149.5', 14950, '149.50'],
    ['149.50', 14950, '149.50'],
    ['0.10', 10, '0.10'],
    ['.75', 75, '0.75'],
    ['1,234.56', 123456, '1234.56'],
    ['₹ 80', 8000, '80'],
    ['  999.  ', 99900, '999'],
    ['0.29', 29, '0.29'], // 0.29 * 100 is 28.999… in floating point; the text is read digit by digit
    ['1000000', 100000000, '1000000'],
  ])('%s → %i paise', (typed, paise, rupees) => {
    expect(parseRupees(typed)).toEqual({ ok: true, paise, rupees })
  })

  it('refuses 0, empty, more than two decimals and non-numbers', () => {
    expect(parseRupees('0')).toEqual({ ok: false, message: messages.priceRequired })
    expect(parseRupees('0.00')).toEqual({ ok: false, message: messages.priceRequired })
    expect(parseRupees('')).toEqual({ ok: false, message: messages.priceRequired })
    expect(parseRupees('12.345')).toEqual({ ok: false, message: messages.priceDecimals })
    expect(parseRupees('-5')).toEqual({ ok: false, message: messages.priceNotANumber })
    expect(parseRupees('1e3')).toEqual({ ok: false, message: messages.priceNotANumber })
    expect(parseRupees('abc')).toEqual({ ok: false, message: messages.priceNotANumber })
  })

  it('writes paise back as the form shows them', () => {
    expect(paiseToRupeesText(14950)).toBe('149.50')
    expect(paiseToRupeesText(18000)).toBe('180')
    expect(paiseToRupeesText(5)).toBe('0.05')
  })
})

describe('addTags (spec §5: trimmed, non-empty, not duplicated)', () => {
  it('trims, skips empties and duplicates in any case, and splits on commas', () => {
    expect(addTags([], '  silk  ')).toEqual(['silk'])
    expect(addTags(['silk'], '   ')).toEqual(['silk'])
    expect(addTags(['silk'], 'SILK')).toEqual(['silk'])
    expect(addTags(['silk'], 'fabric, ,top-collection,fabric')).toEqual(['silk', 'fabric', 'top-collection'])
    expect(addTags([], 'hand   woven')).toEqual(['hand woven'])
  })
})

describe('checkProductForm (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(checkProductForm(filled, { subcategoryRequired: true })).toEqual({ ok: true })
  })

  it.each<[string, Partial<ProductFormValues>, string]>([
    ['title', { title: '   ' }, messages.titleRequired],
    ['description', { description: '' }, messages.descriptionRequired],
    ['price', { price: '0' }, messages.priceRequired],
    ['category', { category: '' }, messages.categoryRequired],
    ['tags', { tags: [] }, messages.tagsRequired],
    ['images', { imageKeys: [] }, messages.imagesRequired],
  ])("a missing %s gives 'All fields are required'", (field, change, fieldMessage) => {
    const check = checkProductForm({ ...filled, ...change }, { subcategoryRequired: false })
    expect(check).toEqual({ ok: false, message: 'All fields are required', fields: { [field]: fieldMessage }, firstField: field })
  })

  it('asks for the subcategory only when the category has some', () => {
    const without = { ...filled, subCategory: '' }
    expect(checkProductForm(without, { subcategoryRequired: false })).toEqual({ ok: true })
    expect(checkProductForm(without, { subcategoryRequired: true })).toMatchObject({
      ok: false,
      message: 'All fields are required',
      fields: { subCategory: messages.subCategoryRequired },
    })
  })

  it('points at the first missing field in the order of the form', () => {
    const check = checkProductForm({ ...filled, title: '', tags: [], imageKeys: [] }, { subcategoryRequired: true })
    expect(check).toMatchObject({ ok: false, firstField: 'title' })
    if (!check.ok) expect(Object.keys(check.fields)).toEqual(['title', 'tags', 'images'])
  })

  it('says what is wrong with a price that is there but not a number of rupees', () => {
    expect(checkProductForm({ ...filled, price: '12.345' }, { subcategoryRequired: true })).toMatchObject({
      ok: false,
      message: messages.priceDecimals,
    })
  })
})

describe('the delete confirmation (spec §5)', () => {
  it("reads 'Delete \"{title}\"?'", () => {
    expect(deleteConfirmText('Ilkal Silk Fabric')).toBe('Delete "Ilkal Silk Fabric"?')
  })
})
