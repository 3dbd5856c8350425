import { Link } from 'react-router'

import { ProductCard } from '@/components/product-card'
import type { Product } from '@/lib/api/types'
import { T, useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { HOME_TAGS, TAG_SECTION_LIMIT } from '../home-config'
import { productsWithTag } from '../tiles'

const cardSizes = '(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 46vw'

/** spec §2: one product section per home tag, shown only when some product has the tag. */
export function TagSections({ products }: { products: readonly Product[] }) {
  const t = useT()
  const sections = HOME_TAGS.map(({ tag, title }) => ({ tag, title: t(title), items: productsWithTag(products, tag) })).filter(
    (section) => section.items.length > 0,
  )
  return (
    <>
      {sections.map(({ tag, title, items }) => {
        // eslint-disable-next-line i18next/no-literal-string -- an element id, not text
        const headingId = `tag-${tag}`
        return (
          <section key={tag} aria-labelledby={headingId} data-tag={tag}>
            <div className="mb-5 flex items-end justify-between gap-4">
              <h2 id={headingId} className="text-2xl font-semibold text-ink sm:text-3xl">
                {title}
              </h2>
              {items.length > TAG_SECTION_LIMIT ? (
                <Link
                  to={paths.allProducts.getHref({ search: tag, maxPrice: 5000 })}
                  className="shrink-0 rounded-full px-3 py-2 text-sm font-semibold text-accent hover:bg-cloth"
                >
                  <T
                    k="home.viewAllTag"
                    values={{ count: items.length, title }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </Link>
              ) : null}
            </div>
            {/* Phones scroll sideways through a section; wider screens get a grid. */}
            <ul
              aria-labelledby={headingId}
              className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-4"
            >
              {items.slice(0, TAG_SECTION_LIMIT).map((product) => (
                <li key={product.id} className="w-[46%] shrink-0 snap-start sm:w-auto">
                  {/* Below the hero and the tile panels on every screen: loaded lazily, so their
                      pictures do not compete with the page's code and the hero for bandwidth. */}
                  <ProductCard product={product} sizes={cardSizes} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </>
  )
}
