// spec §3, §9: Fabrics are sold by the metre.
export const FABRICS_CATEGORY = 'fabrics'

export function isFabric(category: string): boolean {
  return category.toLowerCase() === FABRICS_CATEGORY
}
