import { PRODUCT_UPLOADS } from '@vitrina/core/images'
import { imageUrl } from '@vitrina/core/images'

/** A small square picture of a product for back-office rows: its primary image, or the placeholder. */
export function ProductThumb({ images }: { images: readonly { image_url: string; is_primary: boolean }[] }) {
  const ref = (images.find((image) => image.is_primary) ?? images[0])?.image_url
  return (
    <img
      src={imageUrl(ref, PRODUCT_UPLOADS, ref?.endsWith('.webp') ? 480 : undefined)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-lg border border-border bg-foreground/5 object-cover"
    />
  )
}
