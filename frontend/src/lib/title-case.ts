/** 'nehru-jacket' → 'Nehru Jacket', 'SILK' → 'Silk' (the category page heading, spec §2). */
export function titleCase(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}

/** spec §2: the category page heading is the names title-cased and joined with ' / '. */
export function categoryHeading(category: string, subCategory?: string): string {
  return [category, subCategory]
    .filter((part): part is string => Boolean(part))
    .map(titleCase)
    .join(' / ')
}
