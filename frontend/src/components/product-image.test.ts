import { SRCSET_CASES } from '@/lib/api/shared-values.gen'

import { imageSrcSet } from './product-image'

describe('imageSrcSet', () => {
  // The same pictures the server's preload hint is tested against (backend khadi/site/shared_values.py).
  it.each(SRCSET_CASES)('lists $expected, as the server does', ({ image, expected }) => {
    expect(imageSrcSet({ ...image, variants: [...image.variants] })).toBe(expected)
  })
})
