import { useId, useState } from 'react'
import { Link } from 'react-router'

import { Modal } from '@/components/modal'
import { ProductImage } from '@/components/product-image'
import { useT, type Translate } from '@/lib/i18n'

import { TILE_PREVIEW_COUNT } from '../home-config'
import type { Tile } from '../tiles'

type TilePanelProps = {
  /** What the tiles are, for the 'All 12 fabrics' line of the modal. */
  kind: 'categories' | 'fabrics'
  title: string
  subtitle: string
  tiles: readonly Tile[]
  loading?: boolean
}

function countText(t: Translate, count: number): string {
  if (count === 0) return t('home.comingSoon')
  return t('home.productCount', { count })
}

function TilePicture({ tile, sizes, eager }: { tile: Tile; sizes: string; eager?: boolean }) {
  if (tile.picture) {
    return (
      <ProductImage
        image={tile.picture.images[0]}
        fallbackUrl={tile.picture.imageUrl[0]}
        alt=""
        sizes={sizes}
        eager={eager ?? false}
        className="size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transform-none"
      />
    )
  }
  return (
    <span aria-hidden="true" className="bg-weave flex size-full items-center justify-center font-serif text-4xl font-semibold text-accent">
      {tile.label.charAt(0)}
    </span>
  )
}

function TileLink({ tile, compact = false }: { tile: Tile; compact?: boolean }) {
  const t = useT()
  const count = countText(t, tile.count)
  return (
    <Link
      to={tile.href}
      aria-label={t('home.tileName', { label: tile.label, count })}
      className={`group flex h-full rounded-2xl transition hover:bg-cloth ${compact ? 'items-center gap-3 p-2' : 'flex-col gap-2 p-1.5'}`}
    >
      <span
        className={`block shrink-0 overflow-hidden rounded-xl bg-cloth ${compact ? 'size-14' : 'aspect-square w-full'}`}
      >
        <TilePicture tile={tile} sizes={compact ? '56px' : '(min-width: 1024px) 9rem, (min-width: 640px) 22vw, 45vw'} />
      </span>
      <span className={compact ? 'min-w-0' : 'px-1 pb-1'}>
        {/* The space keeps the visible words apart, so they read as the start of the link's name. */}
        <span className="block leading-snug font-semibold text-ink">{tile.label}</span>{' '}
        <span className="block text-xs text-muted">{count}</span>
      </span>
    </Link>
  )
}

/** spec §2: a panel of 4 tiles with a 'View all →' button opening a modal of every item. */
export function TilePanel({ kind, title, subtitle, tiles, loading = false }: TilePanelProps) {
  const t = useT()
  const headingId = useId()
  const [open, setOpen] = useState(false)
  const preview = tiles.slice(0, TILE_PREVIEW_COUNT)

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3 px-1">
        <div>
          <h2 id={headingId} className="text-2xl font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-describedby={headingId}
          aria-haspopup="dialog"
          disabled={tiles.length === 0}
          className="shrink-0 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-accent transition hover:bg-cloth disabled:opacity-50"
        >
          {t('home.viewAll')}
        </button>
      </div>

      {loading && tiles.length === 0 ? (
        <ul aria-hidden="true" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {Array.from({ length: TILE_PREVIEW_COUNT }, (_, i) => (
            <li key={i} className="aspect-square animate-pulse rounded-xl bg-cloth motion-reduce:animate-none" />
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {preview.map((tile) => (
            <li key={tile.key}>
              <TileLink tile={tile} />
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        description={t(kind === 'fabrics' ? 'home.allFabrics' : 'home.allCategories', { count: tiles.length })}
      >
        <ul className="grid grid-cols-1 gap-1 min-[420px]:grid-cols-2 md:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <TileLink tile={tile} compact />
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  )
}
