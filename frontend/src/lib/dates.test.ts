import { formatProductDate } from './dates'

describe('formatProductDate', () => {
  it("reads like 'Mar 05, 2025'", () => {
    expect(formatProductDate('2025-03-05T10:00:00Z')).toBe('Mar 05, 2025')
  })
})
