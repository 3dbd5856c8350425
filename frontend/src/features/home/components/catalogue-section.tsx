import { ProductGrid } from '@/components/product-grid'
import { Spinner } from '@/components/spinner'
import { useProducts } from '@/lib/api/get-products'

/** The catalogue on the home page. Issue 3 adds the tile panels, highlights and tag sections. */
export function CatalogueSection() {
  const { data, isPending, isError, refetch, isRefetching } = useProducts()

  return (
    <section aria-labelledby="catalogue-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Our collection</p>
          <h2 id="catalogue-heading" className="mt-1 text-3xl font-semibold">
            Products
          </h2>
        </div>
        {data ? <p className="text-sm text-muted">{data.products.length} products</p> : null}
      </div>

      {isPending ? (
        <Spinner label="Loading products…" />
      ) : isError ? (
        <div role="alert" className="rounded-2xl border border-line bg-surface p-8 text-center">
          <p className="font-medium">We could not load the products.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isRefetching}
            className="btn btn-primary mt-4"
          >
            {isRefetching ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      ) : data.products.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-muted">
          New products are on the loom. Please check back soon.
        </p>
      ) : (
        <ProductGrid products={data.products} labelledBy="catalogue-heading" />
      )}
    </section>
  )
}
