import { act } from '@testing-library/react'

import { followLanguageFonts, fontLoaders } from './fonts'
import { setLanguage } from './i18n'

afterEach(async () => {
  await act(() => setLanguage('en'))
  localStorage.clear()
})

describe('script fonts (issue 18)', () => {
  it("requests a language's font CSS only when that language is shown, once, and never for English", async () => {
    const kannada = vi.spyOn(fontLoaders, 'kn')
    const hindi = vi.spyOn(fontLoaders, 'hi')
    const stop = followLanguageFonts()

    await setLanguage('en')
    expect(kannada).not.toHaveBeenCalled()
    expect(hindi).not.toHaveBeenCalled()

    await setLanguage('kn')
    expect(kannada).toHaveBeenCalledOnce()
    expect(hindi).not.toHaveBeenCalled()

    await setLanguage('hi')
    await setLanguage('kn')
    expect(hindi).toHaveBeenCalledOnce()
    expect(kannada).toHaveBeenCalledOnce()
    stop()
  })
})
