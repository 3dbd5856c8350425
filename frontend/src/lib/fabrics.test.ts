import { act } from '@testing-library/react'

import { clampFabricLength, FABRIC_LENGTH, formatMetres, isFabric, spokenMetres } from './fabrics'
import { setLanguage } from './i18n'

describe('fabric length (spec §9)', () => {
  it('runs 1–30 m in steps of 0.25, default 1', () => {
    expect(FABRIC_LENGTH).toEqual({ min: 1, max: 30, step: 0.25, initial: 1 })
  })

  it('keeps lengths on the grid and inside the range', () => {
    expect(clampFabricLength(2.3)).toBe(2.25)
    expect(clampFabricLength(2.4)).toBe(2.5)
    expect(clampFabricLength(0)).toBe(1)
    expect(clampFabricLength(31)).toBe(30)
    expect(clampFabricLength(Number.NaN)).toBe(1)
  })

  it('formats metres without trailing zeros', () => {
    expect(formatMetres(1)).toBe('1 m')
    expect(formatMetres(2.5)).toBe('2.5 m')
    expect(formatMetres(12.75)).toBe('12.75 m')
  })

  // issue 28: no Latin 'm' for a Kannada or Hindi shopper
  it("writes the metre in the shopper's language", async () => {
    await act(() => setLanguage('kn'))
    expect(formatMetres(2.5)).toBe('2.5 ಮೀ')
    expect(spokenMetres(2.5)).toBe('2.5 ಮೀಟರ್')
    await act(() => setLanguage('hi'))
    expect(formatMetres(2.5)).toBe('2.5 मी')
    expect(spokenMetres(1)).toBe('1 मीटर')
    await act(() => setLanguage('en'))
    expect(formatMetres(2.5)).toBe('2.5 m')
    expect(spokenMetres(2.5)).toBe('2.5 metres')
  })

  it('recognises Fabrics in any case', () => {
    expect(isFabric('Fabrics')).toBe(true)
    expect(isFabric('shirts')).toBe(false)
  })
})
