import { LINE_TOTAL_CASES } from './api/shared-values.gen'
import { formatInr, formatWholeRupees, lineTotalPaise } from './money'

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

describe('lineTotalPaise (price × quantity, round half up)', () => {
  // The same worked examples the backend's line_total is tested against (khadi/site/shared_values.py).
  it.each(LINE_TOTAL_CASES)('$unitPaise paise × $quantity is $expected paise, as on the server', (example) => {
    expect(lineTotalPaise(example.unitPaise, example.quantity)).toBe(example.expected)
  })

  it('multiplies whole units exactly', () => {
    expect(lineTotalPaise(149900, 3)).toBe(449700)
  })

  it('prices fabric lengths per metre', () => {
    expect(lineTotalPaise(18000, 1)).toBe(18000)
    expect(lineTotalPaise(18000, 2.25)).toBe(40500)
    expect(lineTotalPaise(62000, 30)).toBe(1860000)
  })

  it('rounds a half paisa up and less than half down', () => {
    expect(lineTotalPaise(1, 0.5)).toBe(1) // 0.5 paise → 1
    expect(lineTotalPaise(1, 0.25)).toBe(0) // 0.25 paise → 0
    expect(lineTotalPaise(3, 1.25)).toBe(4) // 3.75 → 4
    expect(lineTotalPaise(10001, 1.5)).toBe(15002) // 15001.5 → 15002
    expect(lineTotalPaise(10001, 1.25)).toBe(12501) // 12501.25 → 12501
  })

  it('stays exact where floating point would not (0.1 + 0.2 style errors)', () => {
    expect(lineTotalPaise(33333, 2.75)).toBe(91666) // 91665.75 → 91666
    expect(lineTotalPaise(99999, 29.75)).toBe(2974970) // 2974970.25 → 2974970
  })
})

describe('formatWholeRupees', () => {
  it('shows the slider value in rupees', () => {
    expect(formatWholeRupees(2000)).toBe('₹2,000')
    expect(formatWholeRupees(0)).toBe('₹0')
  })
})
