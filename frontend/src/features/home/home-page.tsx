import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useCategories } from '@/lib/api/get-categories'
import { useShownProducts } from '@/lib/api/get-products'
import { useDocumentTitle } from '@/lib/use-document-title'

import { Hero } from './components/hero'
import { Highlights } from './components/highlights'
import { TagSections } from './components/tag-sections'
import { TilePanel } from './components/tile-panel'
import { categoryTiles, fabricTiles } from './tiles'

export function HomePage() {
  useDocumentTitle()
  const { catalogue, shown, waiting } = useShownProducts({ afterFirstPaint: true })
  const categories = useCategories()
  const products = shown?.products ?? []
  // Tiles wait for both lists, so they do not jump from the catalogue's guess to the real list.
  const tilesReady = !waiting && !categories.isPending

  return (
    <>
      <Hero />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:space-y-16 sm:px-6 sm:py-14 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <TilePanel
            title="Products"
            subtitle="Clothing, home textiles, honey, gifts and more"
            tiles={tilesReady ? categoryTiles(categories.data, products) : []}
            loading={!tilesReady}
          />
          <TilePanel
            title="Fabrics"
            subtitle="Handloom fabrics sold by the metre"
            tiles={tilesReady ? fabricTiles(categories.data, products) : []}
            loading={!tilesReady}
          />
        </div>

        <Highlights />

        {waiting ? (
          <Spinner label="Loading products…" className="min-h-screen" />
        ) : catalogue.isError ? (
          <LoadError
            message="We could not load the products."
            onRetry={() => void catalogue.refetch()}
            retrying={catalogue.isRefetching}
          />
        ) : products.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">
            New products are on the loom. Please check back soon.
          </p>
        ) : (
          <TagSections products={products} />
        )}
      </div>
    </>
  )
}
