// docs/product/catalogue.md#variant-images: a photo may show one option value ('Color: Negro'). Choosing that
// value brings its photos to the front; a variant's picture (cart line, order item, receipt, assistant card)
// is the first photo of one of its values, else the product's primary one.

export interface LinkableImage {
  is_primary: boolean
  option_value_id: number | null
}

export interface SwatchOption {
  name: string
  values: readonly { id: number; value: string }[]
}

/** The photos linked to one of the chosen values, in the order they came in. */
export function imagesOfValues<T extends LinkableImage>(
  images: readonly T[],
  valueIds: readonly number[],
): T[] {
  const chosen = new Set(valueIds)
  return images.filter((image) => image.option_value_id !== null && chosen.has(image.option_value_id))
}

/**
 * The gallery's order: photos of the chosen values first, then the primary photo, then the rest; each
 * group keeps the order it came in.
 */
export function imagesForValues<T extends LinkableImage>(
  images: readonly T[],
  valueIds: readonly number[],
): T[] {
  const linked = new Set(imagesOfValues(images, valueIds))
  const rank = (image: T) => (linked.has(image) ? 0 : image.is_primary ? 1 : 2)
  return images
    .map((image, index) => ({ image, index, rank: rank(image) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.image)
}

/** The picture of a variant (or of a partial choice): the first photo of its values, else the primary. */
export function variantImage<T extends LinkableImage>(
  images: readonly T[],
  valueIds: readonly number[],
): T | null {
  return imagesForValues(images, valueIds)[0] ?? null
}

export interface Swatch<T> {
  valueId: number
  value: string
  image: T
}

/**
 * The swatches a product card shows: the values with photos of the first option that has at least two of
 * them (one alone leaves nothing to switch between), each with its first photo.
 */
export function valueSwatches<T extends LinkableImage>(
  options: readonly SwatchOption[],
  images: readonly T[],
): Swatch<T>[] {
  for (const option of options) {
    const swatches = option.values.flatMap((value) => {
      const image = images.find((i) => i.option_value_id === value.id)
      return image ? [{ valueId: value.id, value: value.value, image }] : []
    })
    if (swatches.length >= 2) return swatches
  }
  return []
}
