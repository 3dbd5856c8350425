import type { ProductImage as ProductImageData } from '@/lib/api/types'

type ProductImageProps = {
  image: ProductImageData | undefined
  fallbackUrl: string | undefined
  alt: string
  sizes: string
  eager?: boolean
  className?: string
}

/** Builds a srcset from the responsive WebP variants made at upload time (DESIGN.md §8). The server
 *  writes the same list when it preloads a product page's picture (backend khadi/site/preload.py). */
export function imageSrcSet(image: ProductImageData): string {
  const candidates = new Map<number, string>()
  for (const variant of image.variants) candidates.set(variant.width, variant.url)
  if (!candidates.has(image.width)) candidates.set(image.width, image.url)
  return [...candidates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}

/** A product photo with width/height set (no layout shift) and lazy loading below the fold. */
export function ProductImage({ image, fallbackUrl, alt, sizes, eager = false, className = '' }: ProductImageProps) {
  const loading = eager ? 'eager' : 'lazy'
  const fetchPriority = eager ? 'high' : 'auto'
  if (image) {
    return (
      <img
        src={image.url}
        srcSet={imageSrcSet(image)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    )
  }
  if (fallbackUrl) {
    return <img src={fallbackUrl} alt={alt} loading={loading} decoding="async" className={className} />
  }
  return (
    <div role="img" aria-label={alt} className={`bg-cloth ${className}`}>
      <span className="sr-only">{alt}</span>
    </div>
  )
}
