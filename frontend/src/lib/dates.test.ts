import { act } from '@testing-library/react'

import { formatOrderDate, formatProductDate } from './dates'
import { setLanguage } from './i18n'

afterEach(async () => {
  await act(() => setLanguage('en'))
  localStorage.clear()
})

describe('formatProductDate', () => {
  it("reads like 'Mar 05, 2025'", () => {
    expect(formatProductDate('2025-03-05T10:00:00Z')).toBe('Mar 05, 2025')
  })

  it('follows the language (issue 18), keeping the English formats for English', async () => {
    const english = formatOrderDate('2025-03-05T10:00:00Z')
    expect(english).toBe(new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date('2025-03-05T10:00:00Z')))
    await setLanguage('kn')
    expect(formatProductDate('2025-03-05T10:00:00Z')).toBe(
      new Intl.DateTimeFormat('kn-IN', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date('2025-03-05T10:00:00Z')),
    )
    expect(formatOrderDate('2025-03-05T10:00:00Z')).not.toBe(english)
    await setLanguage('hi')
    expect(formatOrderDate('2025-03-05T10:00:00Z')).toContain('2025')
    expect(formatOrderDate('2025-03-05T10:00:00Z')).not.toBe(english)
  })
})
