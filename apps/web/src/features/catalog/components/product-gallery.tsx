import clsx from 'clsx'
import { PRODUCT_MAIN_IMAGE_SIZES } from '@vitrina/core/images'
import type { ProductImage as Image } from '@vitrina/core/schemas/catalog'
import { imagesForValues, imagesOfValues } from '@vitrina/core/variant-images'
import { Expand } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { ProductImage } from '../../../components/product-image'

const ProductLightbox = lazy(async () => ({ default: (await import('./product-lightbox')).ProductLightbox }))

const frame = 'relative block w-full overflow-hidden rounded-3xl border border-border bg-card'

/**
 * docs/product/catalogue.md#gallery gallery: a main picture and thumbnails; a click opens the full-screen
 * lightbox. The photos of the chosen values come first and the first of them is shown large
 * (docs/product/catalogue.md#variant-images); otherwise the primary one leads.
 */
export function ProductGallery({
  images,
  name,
  valueIds = [],
}: {
  images: readonly Image[]
  name: string
  valueIds?: readonly number[]
}) {
  const ordered = imagesForValues(images, valueIds)
  const linked = imagesOfValues(images, valueIds)
    .map((image) => image.id)
    .join(',')
  const [shownId, setShownId] = useState<number | null>(null)
  const [front, setFront] = useState(linked)
  // A choice with its own photos shows the first of them; a choice without keeps the photo in view.
  if (front !== linked) {
    setFront(linked)
    if (linked) setShownId(null)
  }
  const [open, setOpen] = useState(false)
  const main = ordered.find((image) => image.id === shownId) ?? ordered[0]
  const current = main ? ordered.indexOf(main) : 0
  const setCurrent = (index: number) => setShownId(ordered[index]?.id ?? null)

  return (
    <div className="space-y-3">
      {main ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Ampliar foto ${current + 1} de ${ordered.length}`}
          className={clsx(frame, 'group')}
        >
          <ProductImage
            imageRef={main.image_url}
            alt={name}
            sizes={PRODUCT_MAIN_IMAGE_SIZES}
            eager
            className="aspect-square w-full transition duration-500 group-hover:scale-[1.03]"
          />
          <span className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-card/90 text-foreground shadow ring-1 ring-border">
            <Expand className="size-5" aria-hidden="true" />
          </span>
        </button>
      ) : (
        // A product without photos yet (staff add them after creating it): the placeholder, nothing to open.
        <div className={frame}>
          <ProductImage
            imageRef={null}
            alt=""
            sizes={PRODUCT_MAIN_IMAGE_SIZES}
            className="aspect-square w-full"
          />
        </div>
      )}
      {ordered.length > 1 && (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3" aria-label="Miniaturas">
          {ordered.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={`Ver foto ${i + 1} de ${ordered.length}`}
                aria-pressed={i === current}
                className={clsx(
                  'block w-full overflow-hidden rounded-xl border-2 transition',
                  i === current ? 'border-primary-ink' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProductImage
                  imageRef={image.image_url}
                  alt=""
                  sizes="120px"
                  className="aspect-square w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <ProductLightbox
            images={ordered}
            name={name}
            index={current}
            onIndexChange={setCurrent}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
