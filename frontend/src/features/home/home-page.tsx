import { LoadError } from '@/components/load-error'
import { Spinner } from '@/components/spinner'
import { useCategories } from '@/lib/api/get-categories'
import { useShownProducts } from '@/lib/api/get-products'
import { useLanguage, useT } from '@/lib/i18n'
import { useDocumentTitle } from '@/lib/use-document-title'

import { Hero } from './components/hero'
import { Highlights } from './components/highlights'
import { TagSections } from './components/tag-sections'
import { TilePanel } from './components/tile-panel'
import { categoryTiles, fabricTiles } from './tiles'

export function HomePage() {
  useDocumentTitle()
  const t = useT()
  const language = useLanguage()
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
            kind="categories"
            title={t('home.productsTitle')}
            subtitle={t('home.productsSubtitle')}
            tiles={tilesReady ? categoryTiles(categories.data, products, language) : []}
            loading={!tilesReady}
          />
          <TilePanel
            kind="fabrics"
            title={t('home.fabricsTitle')}
            subtitle={t('home.fabricsSubtitle')}
            tiles={tilesReady ? fabricTiles(categories.data, products, language) : []}
            loading={!tilesReady}
          />
        </div>

        <Highlights />

        {waiting ? (
          <Spinner label={t('home.loadingProducts')} className="min-h-screen" />
        ) : catalogue.isError ? (
          <LoadError
            message={t('home.loadError')}
            onRetry={() => void catalogue.refetch()}
            retrying={catalogue.isRefetching}
          />
        ) : products.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">
            {t('home.noProducts')}
          </p>
        ) : (
          <TagSections products={products} />
        )}
      </div>
    </>
  )
}
