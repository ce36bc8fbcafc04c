// docs/product/platform.md#images: an image reference is either a full URL or a file name under the uploads
// path.

/** Widths every uploaded image is stored at; the largest is the plain `<name>.webp`. */
export const IMAGE_WIDTHS = [480, 800, 1200] as const

export const UPLOADS_PATH = '/uploads'
export const PRODUCT_UPLOADS = 'products'
export const PROFILE_UPLOADS = 'profiles'
export const CATEGORY_UPLOADS = 'categories'
/** Product uploads: the size of each file and how many one request may carry (checked by both sides). */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024
export const PRODUCT_IMAGE_MAX_FILES = 10

/**
 * The rendered width of a product page's main photo, for its `sizes`: the gallery draws it with this and the
 * server preloads the same candidate with it (docs/decisions/023-static-assets-and-first-paint.md).
 */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw'
/**
 * The rendered width of a product card's photo in the 1-4 column grids, for its `sizes`: the cards draw it
 * with this and the server preloads the shop's first one with it (docs/decisions/023-static-assets-and-first-paint.md).
 */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 42vw'
/** The width of `src` for browsers without srcset support. */
export const DEFAULT_IMAGE_WIDTH = 800

export const PLACEHOLDER_IMAGE = '/placeholder.svg'

const isAbsolute = (ref: string) =>
  /^(https?:)?\/\//.test(ref) || ref.startsWith('/') || ref.startsWith('data:')

/** The URL of an image reference, optionally at one of the stored widths. */
export function imageUrl(
  ref: string | null | undefined,
  folder: string = PRODUCT_UPLOADS,
  width?: number,
): string {
  if (!ref) return PLACEHOLDER_IMAGE
  if (isAbsolute(ref)) return ref
  const name =
    width && width !== Math.max(...IMAGE_WIDTHS) && ref.endsWith('.webp')
      ? ref.replace(/\.webp$/, `-${width}.webp`)
      : ref
  return `${UPLOADS_PATH}/${folder}/${name}`
}

/** A srcset for a stored WebP image; empty for external URLs, whose widths we do not know. */
export function imageSrcSet(ref: string | null | undefined, folder: string = PRODUCT_UPLOADS): string {
  if (!ref || isAbsolute(ref) || !ref.endsWith('.webp')) return ''
  return IMAGE_WIDTHS.map((w) => `${imageUrl(ref, folder, w)} ${w}w`).join(', ')
}
