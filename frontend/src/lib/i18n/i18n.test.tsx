import { act, render, screen } from '@testing-library/react'

import { currentLanguage, i18n, localized, setLanguage, startLanguage, T, translate, useT } from '.'
import { storageKeys } from '../storage-keys'


function Sample({ count }: { count: number }) {
  const t = useT()
  return (
    <div>
      <p>{t('common.language')}</p>
      <p>{t('common.itemCount', { count })}</p>
      <p>
        <T k="common.readTerms" components={{ 0: <a href="/terms" /> }} />
      </p>
    </div>
  )
}

afterEach(() => {
  localStorage.clear()
  document.cookie = 'khadi_lang=; path=/; max-age=0'
  window.history.replaceState(null, '', '/')
})

describe('messages', () => {
  it('shows English with plurals and a link inside a sentence', () => {
    render(<Sample count={1} />)
    expect(screen.getByText('Language')).toBeInTheDocument()
    expect(screen.getByText('1 item')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms')
  })

  it('re-renders in Kannada after a switch, and remembers the choice for this browser and the server', async () => {
    render(<Sample count={3} />)
    await act(() => setLanguage('kn'))
    expect(screen.getByText('ಭಾಷೆ')).toBeInTheDocument()
    expect(screen.getByText('3 ವಸ್ತುಗಳು')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ನಿಯಮಗಳನ್ನು' })).toHaveAttribute('href', '/terms')
    expect(localStorage.getItem(storageKeys.language)).toBe('kn')
    expect(document.cookie).toContain('khadi_lang=kn')
    expect(document.documentElement.lang).toBe('kn')
    expect(translate('common.language')).toBe('ಭಾಷೆ')
  })

  it('starts in the saved choice, else a ?lang= link, else the language the server chose for the page', async () => {
    window.history.replaceState(null, '', '/?lang=hi')
    await startLanguage()
    expect(currentLanguage()).toBe('hi')
    expect(localStorage.getItem(storageKeys.language)).toBe('hi') // following a link is a choice

    window.history.replaceState(null, '', '/')
    localStorage.setItem(storageKeys.language, 'kn')
    document.documentElement.lang = 'hi'
    await startLanguage()
    expect(currentLanguage()).toBe('kn')

    localStorage.clear()
    i18n.activate('en')
    document.documentElement.lang = 'hi'
    await startLanguage()
    expect(currentLanguage()).toBe('hi')
    // Starting from the server's pick is not a choice the shopper made: nothing is saved.
    expect(localStorage.getItem(storageKeys.language)).toBeNull()
  })

  it('uses the admin-entered translation of a product title, else the English one', () => {
    const product = { title: 'Khadi kurta', titleKn: 'ಖಾದಿ ಕುರ್ತಾ', titleHi: '' }
    expect(localized(product, 'title', 'kn')).toBe('ಖಾದಿ ಕುರ್ತಾ')
    expect(localized(product, 'title', 'hi')).toBe('Khadi kurta')
    expect(localized(product, 'title', 'en')).toBe('Khadi kurta')
  })
})
