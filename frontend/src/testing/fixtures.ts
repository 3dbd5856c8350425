import type { Product, ProductList } from '@/lib/api/types'

export const emptyCatalogue: ProductList = { version: 1, products: [] }

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p_kurta01',
    title: 'Indigo Handloom Kurta',
    description: 'Hand-spun cotton khadi kurta dyed with natural indigo.',
    price: 149900,
    category: 'kurta',
    subCategories: ['cotton'],
    tags: ['kurta', 'top-collection'],
    imageUrl: ['/media/products/kurta-1.webp'],
    images: [
      {
        url: '/media/products/kurta-1.webp',
        width: 1200,
        height: 1500,
        variants: [
          { width: 400, url: '/media/products/kurta-1-400.webp' },
          { width: 800, url: '/media/products/kurta-1-800.webp' },
        ],
      },
    ],
    outOfStock: false,
    comingSoon: false,
    options: { category: 'kurta', availableSizes: ['M', 'L'], availableTypes: ['Full Sleeve'] },
    time: '2025-03-05T10:00:00Z',
    date: 'Mar 05, 2025',
    ...overrides,
  }
}
