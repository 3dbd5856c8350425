import { safeNextPath } from './next-path'

describe('safeNextPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/update-product/p_1?tab=images#top', '/update-product/p_1?tab=images#top'],
    ['/category/shirts/../pants', '/category/pants'],
  ])('follows the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected)
  })

  it.each([
    null,
    '',
    'orders',
    'https://evil.example/orders',
    '//evil.example/orders',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/signup?next=/orders',
  ])('refuses %s', (raw) => {
    expect(safeNextPath(raw)).toBeNull()
  })
})
