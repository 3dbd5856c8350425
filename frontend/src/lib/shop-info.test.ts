import { chatLink, DEFAULT_WHATSAPP_NUMBER, whatsappNumber } from './shop-info'

describe('chat link', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="khadi-whatsapp"]')?.remove()
  })

  it('prefills exactly the spec text, URL-encoded', () => {
    expect(chatLink('919812345678')).toBe(
      'https://wa.me/919812345678?text=Hi%2C%20I%20have%20a%20query%20about%20your%20products.',
    )
    const text = new URL(chatLink('919812345678')).searchParams.get('text')
    expect(text).toBe('Hi, I have a query about your products.')
  })

  it('takes the number from <meta name="khadi-whatsapp">', () => {
    const meta = document.createElement('meta')
    meta.name = 'khadi-whatsapp'
    meta.content = '+91 99000 11122'
    document.head.append(meta)
    expect(whatsappNumber()).toBe('919900011122')
  })

  it('falls back to the default number', () => {
    expect(whatsappNumber()).toBe(DEFAULT_WHATSAPP_NUMBER)
    expect(DEFAULT_WHATSAPP_NUMBER).toBe('919876543210')
  })
})
