import clsx from 'clsx'
import { DEFAULT_IMAGE_WIDTH, imageSrcSet, imageUrl, PRODUCT_UPLOADS } from '@vitrina/core/images'

/**
 * A product picture: the stored WebP widths as a srcset so phones fetch the small one, lazy unless it is
 * the page's main image, and the placeholder when there is none (docs/product/platform.md#images).
 */
export function ProductImage({
  imageRef,
  alt,
  sizes,
  eager = false,
  className,
  folder = PRODUCT_UPLOADS,
}: {
  imageRef: string | null | undefined
  alt: string
  /** The rendered width, e.g. '(min-width: 1024px) 25vw, 100vw'. */
  sizes: string
  eager?: boolean
  className?: string
  /** The uploads folder a stored file name lives in: products unless said otherwise. */
  folder?: string
}) {
  const srcSet = imageSrcSet(imageRef, folder)
  return (
    <img
      src={imageUrl(imageRef, folder, srcSet ? DEFAULT_IMAGE_WIDTH : undefined)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={1200}
      height={1200}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={clsx('bg-foreground/5 object-cover', className)}
    />
  )
}
