import { getTheme, setTheme } from './theme'

describe('theme', () => {
  it('follows the system preference until the user chooses', () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) => ({ matches: query.includes('dark'), addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
    )
    expect(getTheme()).toBe('dark')
    setTheme('light')
    expect(getTheme()).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
  })
})
