import { categoryHeading, titleCase } from './title-case'

describe('titleCase', () => {
  it.each([
    ['fabrics', 'Fabrics'],
    ['SILK', 'Silk'],
    ['nehru-jacket', 'Nehru Jacket'],
    ['pillow_cover', 'Pillow Cover'],
    ['  car-seater-set ', 'Car Seater Set'],
    ['Polyester', 'Polyester'],
  ])('%s → %s', (name, expected) => {
    expect(titleCase(name)).toBe(expected)
  })
})

describe('categoryHeading (spec §2)', () => {
  it("joins the title-cased names with ' / '", () => {
    expect(categoryHeading('fabrics', 'silk')).toBe('Fabrics / Silk')
    expect(categoryHeading('FABRICS', 'Lenin')).toBe('Fabrics / Lenin')
    expect(categoryHeading('shirts')).toBe('Shirts')
  })
})
