// Category names in the shopper's language (issue 18): the owner's label everywhere a category is named
// (issue 28), the slug title-cased (spec §2) only for a category the shop does not list — one rule,
// `localizedCategoryLabel` in lib/api/get-categories.ts.
import type { Category } from '@/lib/api/types'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function findCategory(slug: string, categories: readonly Category[] | undefined): Category | undefined {
  return categories?.find((category) => same(category.name, slug))
}
