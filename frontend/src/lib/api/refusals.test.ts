// Issue 28: no English left in Kannada and Hindi. Every code a server refusal can carry (the backend's
// list, generated into shared-values.gen.ts by `make api-types`) has its message in every language's
// catalogue, with the same placeholders; English keeps the server's (the spec's) exact words.
import { act } from '@testing-library/react'

import { setLanguage } from '@/lib/i18n'

import { apiSend, ApiError, refusalText } from './client'
import { REFUSAL_TEXTS } from './shared-values.gen'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort()
// the catalogue files as written (a plain import would give the build's compiled messages)
const files = import.meta.glob<string>('/src/locales/*/refusals.json', { query: '?raw', import: 'default', eager: true })
const read = (language: string) => JSON.parse(files[`/src/locales/${language}/refusals.json`] ?? '{}') as Record<string, string>
const en = read('en')
const catalogues: Record<string, Record<string, string>> = { en, kn: read('kn'), hi: read('hi') }

describe('refusal codes', () => {
  const codes = Object.keys(REFUSAL_TEXTS)

  it('the backend sends codes for the refusals a shopper meets', () => {
    expect(codes).toEqual(expect.arrayContaining(['cart.out_of_stock', 'cart.only_left', 'checkout.cart_empty', 'accounts.invalid_phone']))
  })

  it.each(Object.keys(catalogues))('every code has its message in %s, with the same placeholders', (language) => {
    const catalogue = catalogues[language] ?? {}
    const missing = codes.filter((code) => !catalogue[code])
    expect(missing).toEqual([])
    for (const code of codes) expect(placeholders(catalogue[code] ?? ''), `${language} ${code}`).toEqual(placeholders(REFUSAL_TEXTS[code as keyof typeof REFUSAL_TEXTS]))
  })

  it("English keeps the server's exact words", () => {
    for (const code of codes) expect(en[code], code).toBe(REFUSAL_TEXTS[code as keyof typeof REFUSAL_TEXTS])
  })

  it('words a count the way the server words it in English (ICU plural), and in Kannada and Hindi', async () => {
    const inUse = (count: number) => refusalText('catalog.category_in_use', { count, label: 'Shirts' }, '')
    expect(inUse(1)).toBe('1 product is in Shirts. Move it to another category first.')
    expect(inUse(3)).toBe('3 products are in Shirts. Move them to another category first.')
    await act(() => setLanguage('kn'))
    expect(inUse(3)).toBe('Shirts ವರ್ಗದಲ್ಲಿ 3 ಉತ್ಪನ್ನಗಳಿವೆ. ಮೊದಲು ಅವುಗಳನ್ನು ಬೇರೆ ವರ್ಗಕ್ಕೆ ಸರಿಸಿ.')
    expect(refusalText('returns.not_requested', { status: 'declined' }, '')).toContain('ನಿರಾಕರಿಸಲ್ಪಟ್ಟಿದೆ')
    await act(() => setLanguage('hi'))
    expect(inUse(1)).toBe('Shirts में 1 उत्पाद है। पहले उसे किसी दूसरी श्रेणी में ले जाएँ।')
    await act(() => setLanguage('en'))
  })

  it('words an optional part the way the server words it in English (ICU select)', async () => {
    const otherState = (expected: string) =>
      refusalText('shop.gstin_other_state', { prefix: '27', named: 'Maharashtra', state: 'Karnataka', expected }, '')
    expect(otherState('29')).toBe("GSTIN state code 27 is Maharashtra, but the shop's state is Karnataka (29)")
    expect(otherState('none')).toBe("GSTIN state code 27 is Maharashtra, but the shop's state is Karnataka")
    await act(() => setLanguage('kn'))
    expect(otherState('29')).toBe('GSTIN ರಾಜ್ಯ ಸಂಕೇತ 27 Maharashtra ನದ್ದು, ಆದರೆ ಅಂಗಡಿಯ ರಾಜ್ಯ Karnataka (29)')
    await act(() => setLanguage('en'))
  })

  it("words a refusal and its fields in the shopper's language, and keeps the server's words for an unknown code", async () => {
    const refuse = (body: unknown) => {
      vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json(body, { status: 409 }))))
      return apiSend('POST', '/api/v1/cart/lines', {}).then(
        () => {
          throw new Error('not refused')
        },
        (error: unknown) => error as ApiError,
      )
    }
    const outOfStock = {
      error: 'unavailable',
      message: 'This product is out of stock',
      fields: { quantity: 'You can buy at most 10 of this item' },
      reason: 'cart.out_of_stock',
      params: {},
      fieldReasons: { quantity: { reason: 'cart.units_limit', params: { max: 10 } } },
    }
    expect((await refuse(outOfStock)).message).toBe('This product is out of stock')

    await act(() => setLanguage('kn'))
    const refused = await refuse(outOfStock)
    expect(refused.message).toBe('ಈ ಉತ್ಪನ್ನ ದಾಸ್ತಾನಿನಲ್ಲಿ ಇಲ್ಲ')
    expect(refused.fields.quantity).toBe('ಈ ವಸ್ತುವನ್ನು ಗರಿಷ್ಠ 10 ಖರೀದಿಸಬಹುದು')
    expect(refused.reason).toBe('cart.out_of_stock')

    await act(() => setLanguage('hi'))
    expect((await refuse({ ...outOfStock, reason: 'cart.only_left', params: { amount: '2', line: '"Kurta" (M)' } })).message).toBe(
      '"Kurta" (M) केवल 2 बचे हैं',
    )
    expect((await refuse({ ...outOfStock, message: 'Something new', reason: 'cart.something_new' })).message).toBe('Something new')
    await act(() => setLanguage('en'))
  })

  it('words a listing of coded parts (several short lines at checkout) part by part, in Kannada and Hindi', async () => {
    const parts: { reason: string; params: Record<string, string> }[] = [
      { reason: 'stock.line_only_left', params: { line: '"Kurta" (M)', amount: '2' } },
      { reason: 'stock.line_none_left', params: { line: '"Towel"' } },
    ]
    const words = 'Not enough stock: "Kurta" (M): only 2 left; "Towel": none left'
    const short = () => refusalText('stock.short_lines', { lines: words.slice(19) }, words, parts)
    expect(short()).toBe(words)
    await act(() => setLanguage('kn'))
    expect(short()).toBe('ಸಾಕಷ್ಟು ದಾಸ್ತಾನು ಇಲ್ಲ: "Kurta" (M) ಕೇವಲ 2 ಉಳಿದಿದೆ; "Towel" ಒಂದೂ ಉಳಿದಿಲ್ಲ')
    expect(short()).not.toMatch(/only|left|none/)
    // a part this client has no words for: the server's words rather than half a sentence
    expect(refusalText('stock.short_lines', {}, words, [{ reason: 'stock.new_kind', params: {} }])).toBe(words)
    await act(() => setLanguage('hi'))
    expect(short()).toBe('पर्याप्त स्टॉक नहीं है: "Kurta" (M) केवल 2 बचा है; "Towel" एक भी नहीं बचा')
    await act(() => setLanguage('en'))
  })

  // issue 28: a short line names its size and type as the size charts read in the shopper's language, the product
  // by its own Kannada or Hindi title, and a length with the catalogue's word for a metre
  it('words a short line from its parts: translated size and type, title and metres', async () => {
    const shirt = {
      line: '"Handspun Khadi Shirt" (M, Full Sleeve)', lineTitle: 'Handspun Khadi Shirt', lineSize: 'M', lineType: 'Full Sleeve',
      lineTitleKn: 'ಕೈನೂಲಿನ ಖಾದಿ ಅಂಗಿ', amount: '2',
    }
    const linen = { line: '"Khadi Linen Fabric"', lineTitle: 'Khadi Linen Fabric', lineSize: '', lineType: '', amount: '2.5 m', amountMetres: 2.5 }
    const bed = { line: '"Bedsheet" (Single Bed)', lineTitle: 'Bedsheet', lineSize: 'Single Bed', lineType: '' }
    expect(refusalText('cart.only_left', shirt, '')).toBe('Only 2 left of "Handspun Khadi Shirt" (M, Full Sleeve)')
    expect(refusalText('cart.only_left', linen, '')).toBe('Only 2.5 m left of "Khadi Linen Fabric"')
    await act(() => setLanguage('kn'))
    expect(refusalText('cart.only_left', shirt, '')).toBe('"ಕೈನೂಲಿನ ಖಾದಿ ಅಂಗಿ" (M, ಪೂರ್ಣ ತೋಳು) ಕೇವಲ 2 ಉಳಿದಿದೆ')
    expect(refusalText('cart.only_left', linen, '')).toBe('"Khadi Linen Fabric" ಕೇವಲ 2.5 ಮೀ ಉಳಿದಿದೆ')
    expect(refusalText('stock.short_only_left', linen, '')).toBe('ಸಾಕಷ್ಟು ದಾಸ್ತಾನು ಇಲ್ಲ: "Khadi Linen Fabric" ಕೇವಲ 2.5 ಮೀ ಉಳಿದಿದೆ')
    const parts = [
      { reason: 'stock.line_only_left', params: shirt },
      { reason: 'stock.line_none_left', params: bed },
    ]
    const listed = refusalText('stock.short_lines', {}, 'Not enough stock: …', parts)
    expect(listed).toBe('ಸಾಕಷ್ಟು ದಾಸ್ತಾನು ಇಲ್ಲ: "ಕೈನೂಲಿನ ಖಾದಿ ಅಂಗಿ" (M, ಪೂರ್ಣ ತೋಳು) ಕೇವಲ 2 ಉಳಿದಿದೆ; "Bedsheet" (ಸಿಂಗಲ್ ಬೆಡ್) ಒಂದೂ ಉಳಿದಿಲ್ಲ')
    expect(listed).not.toMatch(/Full Sleeve|Single Bed|\d m\b/)
    await act(() => setLanguage('hi'))
    // no Hindi title: the English one, with the options and the metre in Hindi
    expect(refusalText('cart.only_left', shirt, '')).toBe('"Handspun Khadi Shirt" (M, पूरी बाँह) केवल 2 बचे हैं')
    expect(refusalText('stock.line_only_left', linen, '')).toBe('"Khadi Linen Fabric" केवल 2.5 मी बचा है')
    await act(() => setLanguage('en'))
  })

  it('writes raw amounts (paise) as rupees and ISO dates in the language, never as the server wrote them', async () => {
    expect(refusalText('cod.above_max', { amountPaise: 150_000 }, '')).toBe(
      'Cash on delivery is available for orders up to ₹1,500.00; please pay online',
    )
    expect(refusalText('payments.at_most', { leftPaise: 129_800 }, '')).toBe('At most ₹1,298.00 can still be refunded for this order')
    await act(() => setLanguage('kn'))
    expect(refusalText('cod.above_max', { amountPaise: 150_000 }, '')).toContain('₹1,500.00')
    const imported = refusalText('catalog.already_imported', { importedAt: '2026-03-05T09:30:00+00:00', created: 3 }, '')
    expect(imported).not.toContain('2026-03-05T')
    expect(imported).toContain(new Intl.DateTimeFormat('kn-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date('2026-03-05T09:30:00Z')))
    await act(() => setLanguage('en'))
  })

  it("words pydantic's own 422s (a field missing, too long) in Kannada and Hindi", async () => {
    await act(() => setLanguage('kn'))
    expect(refusalText('request.missing', {}, 'Field required')).toBe('ಇದನ್ನು ತುಂಬಬೇಕು')
    expect(refusalText('request.string_too_long', { max_length: 1000 }, '')).toBe('ಗರಿಷ್ಠ 1,000 ಅಕ್ಷರಗಳು ಇರಬೇಕು')
    expect(refusalText('request.too_long', { field_type: 'List', max_length: 1, actual_length: 3 }, '')).not.toContain('List')
    await act(() => setLanguage('hi'))
    expect(refusalText('request.float_type', {}, 'Input should be a valid number')).toBe('संख्या लिखें')
    await act(() => setLanguage('en'))
    expect(refusalText('request.string_too_long', { max_length: 1 }, '')).toBe('String should have at most 1 character')
  })
})
