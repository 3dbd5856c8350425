import { act } from '@testing-library/react'

import { setLanguage } from './i18n'
import { tagLabel } from './tags'

describe('tagLabel', () => {
  it('names a known tag in the shopper’s language, and shows any other as typed', async () => {
    expect(tagLabel('top-collection')).toBe('Top Collection')
    expect(tagLabel('hand-block')).toBe('Hand Block')
    await act(() => setLanguage('kn'))
    expect(tagLabel('top-collection')).toBe('ಅತ್ಯುತ್ತಮ ಸಂಗ್ರಹ')
    expect(tagLabel('hand-block')).toBe('Hand Block')
  })
})
