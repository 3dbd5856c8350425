import { useState, type KeyboardEvent, type PointerEvent } from 'react'

import { ZoomIcon } from '@/components/icons'
import { ProductImage } from '@/components/product-image'
import { IMAGE_SIZES } from '@/lib/api/shared-values.gen'
import type { Product } from '@/lib/api/types'
import { localized, T, useLanguage, useT } from '@/lib/i18n'

const ZOOM = 2.2
const PAN_STEP = 10 // percent of the picture per arrow key

type Origin = { x: number; y: number }
const centre: Origin = { x: 50, y: 50 }
const clamp = (value: number) => Math.min(100, Math.max(0, value))

/**
 * spec §2: an image gallery with thumbnails and hover zoom. A mouse zooms where it points; the
 * zoom button does the same from the keyboard (Enter toggles, arrow keys move, Escape leaves) and
 * for touch.
 */
export function Gallery({ product }: { product: Product }) {
  const t = useT()
  const title = localized(product, 'title', useLanguage())
  const pictures = product.images.length > 0 ? product.images.length : product.imageUrl.length
  const [active, setActive] = useState(0)
  const [zoom, setZoom] = useState<Origin | null>(null)
  const count = Math.max(pictures, 1)
  const shown = Math.min(active, count - 1)
  const alt = (i: number) => (count > 1 ? t('product.pictureAlt', { title, index: i + 1, count }) : title)

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) }
  }

  const onZoomKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && zoom) {
      event.preventDefault()
      setZoom(null)
      return
    }
    const moves: Record<string, Origin> = {
      ArrowLeft: { x: -PAN_STEP, y: 0 },
      ArrowRight: { x: PAN_STEP, y: 0 },
      ArrowUp: { x: 0, y: -PAN_STEP },
      ArrowDown: { x: 0, y: PAN_STEP },
    }
    const move = moves[event.key]
    if (!zoom || !move) return
    event.preventDefault()
    setZoom({ x: clamp(zoom.x + move.x), y: clamp(zoom.y + move.y) })
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        data-testid="gallery-main"
        className={`relative aspect-square overflow-hidden rounded-3xl border border-line bg-cloth ${zoom ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setZoom(pointAt(event))
        }}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse') setZoom(pointAt(event))
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setZoom(null)
        }}
      >
        <div
          className="size-full transition-transform duration-200 ease-out motion-reduce:transition-none"
          style={zoom ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
        >
          <ProductImage
            image={product.images[shown]}
            fallbackUrl={product.imageUrl[shown]}
            alt={alt(shown)}
            // The server preloads this picture with the same sizes (backend khadi/site/page_layout.py).
            sizes={IMAGE_SIZES.gallery}
            eager
            className="size-full object-cover"
          />
        </div>
        <button
          type="button"
          aria-pressed={zoom !== null}
          onClick={() => setZoom(zoom ? null : centre)}
          onKeyDown={onZoomKey}
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-surface/90 px-4 text-sm font-medium text-ink shadow backdrop-blur hover:bg-surface"
        >
          <ZoomIcon className="size-5" />
          <T k={zoom ? 'product.zoomActive' : 'product.zoom'} components={{ 0: <span className="sr-only" /> }} />
        </button>
      </div>

      {count > 1 ? (
        <ul aria-label={t('product.pictures')} className="flex gap-2 overflow-x-auto p-1">
          {Array.from({ length: count }, (_, i) => (
            <li key={i} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  setActive(i)
                  setZoom(null)
                }}
                aria-label={t('product.showPicture', { index: i + 1, count })}
                aria-current={i === shown ? 'true' : undefined}
                className={`block size-18 overflow-hidden rounded-xl border-2 bg-cloth transition sm:size-20 ${
                  i === shown ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <ProductImage
                  image={product.images[i]}
                  fallbackUrl={product.imageUrl[i]}
                  alt=""
                  sizes="80px"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
