import { formatInr } from './money'

describe('formatInr', () => {
  it('formats paise as rupees with the rupee sign', () => {
    expect(formatInr(12345)).toBe('₹123.45')
  })

  it('groups large amounts the Indian way (lakhs and crores)', () => {
    expect(formatInr(12345678)).toBe('₹1,23,456.78')
    expect(formatInr(1234567890)).toBe('₹1,23,45,678.90')
  })

  it('shows whole rupees with two decimals', () => {
    expect(formatInr(149900)).toBe('₹1,499.00')
    expect(formatInr(0)).toBe('₹0.00')
  })
})
