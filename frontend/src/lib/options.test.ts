import { act } from '@testing-library/react'

import { setLanguage } from './i18n'
import { optionsText, optionText } from './options'

describe('optionText', () => {
  it('keeps the size charts’ English names in English', () => {
    expect(optionText('Full Sleeve')).toBe('Full Sleeve')
    expect(optionText('4.5 M')).toBe('4.5 M')
    expect(optionsText(['M', 'Full Sleeve'])).toBe('M, Full Sleeve')
  })

  it('words sleeve types, bed sizes and measures in Kannada and Hindi, and leaves codes and owners’ values as stored', async () => {
    await act(() => setLanguage('kn'))
    expect(optionText('Full Sleeve')).toBe('ಪೂರ್ಣ ತೋಳು')
    expect(optionText('Single Bed')).toBe('ಸಿಂಗಲ್ ಬೆಡ್')
    expect(optionText('4.5 M')).toBe('4.5 ಮೀ')
    expect(optionText('500 gm')).toBe('500 ಗ್ರಾಂ')
    expect(optionText('XL')).toBe('XL')
    expect(optionText('Kanchi border')).toBe('Kanchi border')
    expect(optionsText(['M', 'Half Sleeve', null], ' · ')).toBe('M · ಅರ್ಧ ತೋಳು')
    await act(() => setLanguage('hi'))
    expect(optionText('Half Sleeve')).toBe('आधी बाँह')
    expect(optionText('1000 gm')).toBe('1000 ग्राम')
  })
})
