import { subcategoryName } from './subcategory-name'

const essentials = { subcategoryLabels: { Soap: { kn: 'ಸಾಬೂನು', hi: '' } } }

describe('subcategoryName (issue 18)', () => {
  it('is the name entered for the language, matched in any case, else the English', () => {
    expect(subcategoryName(essentials, 'soap', 'kn', 'Soap')).toBe('ಸಾಬೂನು')
    expect(subcategoryName(essentials, 'soap', 'hi', 'Soap')).toBe('Soap')
    expect(subcategoryName(essentials, 'soap', 'en', 'Soap')).toBe('Soap')
    expect(subcategoryName(essentials, 'perfumes', 'kn', 'Perfumes')).toBe('Perfumes')
    expect(subcategoryName(undefined, 'soap', 'kn', 'Soap')).toBe('Soap')
  })
})
