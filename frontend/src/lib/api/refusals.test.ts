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
})
