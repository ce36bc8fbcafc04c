import { IMAGE_WIDTHS, imageUrl, PRODUCT_UPLOADS } from '@vitrina/core/images'
import type { ProductImage } from '@vitrina/core/schemas/catalog'
import Lightbox, { type Slide } from 'yet-another-react-lightbox'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'

// docs/product/catalogue.md#gallery: preload 2, fade 250 ms, swipe 500 ms, maximum zoom ratio 1, zoom step
// multiplier 2, double tap 300 ms, double click 500 ms.
const LIGHTBOX = {
  preload: 2,
  fadeMs: 250,
  swipeMs: 500,
  maxZoomPixelRatio: 1,
  zoomInMultiplier: 2,
  doubleTapDelayMs: 300,
  doubleClickDelayMs: 500,
} as const

/** Stored uploads come at three widths (all square); external URLs are shown as they are. */
function slide(image: ProductImage, alt: string): Slide {
  const stored = !/^(https?:)?\/\//.test(image.image_url) && image.image_url.endsWith('.webp')
  const largest = Math.max(...IMAGE_WIDTHS)
  return {
    src: imageUrl(image.image_url, PRODUCT_UPLOADS),
    alt,
    ...(stored && {
      width: largest,
      height: largest,
      srcSet: IMAGE_WIDTHS.map((w) => ({
        src: imageUrl(image.image_url, PRODUCT_UPLOADS, w),
        width: w,
        height: w,
      })),
    }),
  }
}

/**
 * The full-screen gallery of docs/product/catalogue.md#gallery: zoom by scroll, pinch or double tap, swipe
 * and arrow navigation, pull down to close. Loaded only when a shopper opens it.
 */
export function ProductLightbox({
  images,
  name,
  index,
  onClose,
  onIndexChange,
}: {
  images: readonly ProductImage[]
  name: string
  index: number
  onClose: () => void
  onIndexChange: (index: number) => void
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: current }) => onIndexChange(current) }}
      slides={images.map((image, i) => slide(image, `${name}, foto ${i + 1} de ${images.length}`))}
      plugins={[Zoom]}
      carousel={{ preload: LIGHTBOX.preload, finite: images.length <= 1 }}
      animation={{ fade: LIGHTBOX.fadeMs, swipe: LIGHTBOX.swipeMs }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      zoom={{
        maxZoomPixelRatio: LIGHTBOX.maxZoomPixelRatio,
        zoomInMultiplier: LIGHTBOX.zoomInMultiplier,
        doubleTapDelay: LIGHTBOX.doubleTapDelayMs,
        doubleClickDelay: LIGHTBOX.doubleClickDelayMs,
        scrollToZoom: true,
      }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: 'Foto anterior',
        Next: 'Foto siguiente',
        Close: 'Cerrar',
        'Zoom in': 'Acercar',
        'Zoom out': 'Alejar',
        Lightbox: `Fotos de ${name}`,
        Carousel: 'carrusel',
        Slide: 'foto',
        'Photo gallery': 'Galería de fotos',
        '{index} of {total}': '{index} de {total}',
      }}
    />
  )
}
