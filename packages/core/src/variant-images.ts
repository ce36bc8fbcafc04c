import { singular, words } from './search/lexicon'

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

// A word compared without case, accents, plural or gender: 'Rojas', 'rojo' and 'ROJA' are one colour.
const genderless = (word: string) => {
  const one = singular(word)
  return one.length > 3 ? one.replace(/[ao]$/, '') : one
}
// A typed word's readings: 'azules' may be 'azul' + 'es', which singular() reads as 'azule'.
const readings = (word: string) =>
  word.length > 4 && word.endsWith('es') ? [genderless(word), word.slice(0, -2)] : [genderless(word)]

/**
 * The option values a search names ('camiseta roja' names 'Rojo'; 'buzo azul marino' names 'Azul Marino'
 * rather than 'Azul'): every word of the value is among the search's words, compared without case, accents,
 * plural or gender. At most one value per option, the one with the most words.
 */
export function valuesNamedIn(text: string, options: readonly SwatchOption[]): number[] {
  const typed = new Set(words(text).flatMap(readings))
  if (!typed.size) return []
  return options.flatMap((option) => {
    let best: { id: number; size: number } | null = null
    for (const value of option.values) {
      const parts = words(value.value).map(genderless)
      if (parts.length && parts.every((part) => typed.has(part)) && parts.length > (best?.size ?? 0))
        best = { id: value.id, size: parts.length }
    }
    return best ? [best.id] : []
  })
}

/**
 * The value a search names that has a photo of the product ('camiseta roja': its 'Rojo'), else null: the
 * colour a search result's card and the header's results show.
 */
export function namedWithPhoto(
  search: string,
  options: readonly SwatchOption[],
  images: readonly LinkableImage[],
): number | null {
  return (
    valuesNamedIn(search, options).find((id) => images.some((image) => image.option_value_id === id)) ?? null
  )
}
