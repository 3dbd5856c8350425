import { testShop } from '@/testing/shop-fixtures'

import { brandLines, chatLink, fillPlaceholders, shopFromPage } from './shop'

describe('the shop from its settings (issue 13)', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta[name="khadi-whatsapp"], meta[property="og:site_name"]').forEach((m) => m.remove())
  })

  it('prefills exactly the spec text in the chat link, and has none without a number', () => {
    expect(chatLink('919812345678')).toBe('https://wa.me/919812345678?text=Hi%2C%20I%20have%20a%20query%20about%20your%20products.')
    expect(new URL(chatLink('+91 98123 45678')).searchParams.get('text')).toBe('Hi, I have a query about your products.')
    expect(chatLink('')).toBe('')
    expect(chatLink('12345')).toBe('')
  })

  it("starts from the name and number the server wrote into the page", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta property="og:site_name" content="Gadag Khadi Sangha" /><meta name="khadi-whatsapp" content="919448012345" />',
    )
    const shop = shopFromPage()
    expect(shop.name).toBe('Gadag Khadi Sangha')
    expect(shop.whatsappNumber).toBe('919448012345')
    document.head.querySelectorAll('meta').forEach((m) => m.remove())
    expect(shopFromPage().name).toBe('Khadi Store')
    expect(shopFromPage().whatsappNumber).toBe('')
  })

  it('splits the name like the server does (backend tests/site/test_shop_identity.py)', () => {
    expect(brandLines('Karnataka Khadi Bhandar')).toEqual(['Karnataka', 'Khadi Bhandar'])
    expect(brandLines('Khadi Store')).toEqual(['', 'Khadi Store'])
    expect(brandLines('  Gadag   Khadi  Sangha ')).toEqual(['Gadag', 'Khadi Sangha'])
    expect(brandLines('Charaka')).toEqual(['', 'Charaka'])
  })

  it("fills a page's placeholders with the shop's details and leaves other braces", () => {
    expect(fillPlaceholders('{shop}: {email}, {phone}, {state} {other}', testShop)).toBe(
      'Gadag Khadi Sangha: hello@gadagkhadi.in, +91 94480 12345, Karnataka {other}',
    )
  })
})
