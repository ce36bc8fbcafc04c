import { describe, expect, test } from 'vitest'
import { imagesForValues, imagesOfValues, valueSwatches, variantImage } from './variant-images'

// docs/product/catalogue.md#variant-images

const image = (id: number, option_value_id: number | null, is_primary = false) => ({
  id,
  is_primary,
  option_value_id,
})
// Color: Blanco 20, Negro 21, Rojo 22; Talla: S 10, M 11.
const images = [image(1, 20, true), image(2, null), image(3, 21), image(4, 21), image(5, 10)]
const options = [
  {
    name: 'Talla',
    values: [
      { id: 10, value: 'S' },
      { id: 11, value: 'M' },
    ],
  },
  {
    name: 'Color',
    values: [
      { id: 20, value: 'Blanco' },
      { id: 21, value: 'Negro' },
      { id: 22, value: 'Rojo' },
    ],
  },
]
const ids = (list: readonly { id: number }[]) => list.map((i) => i.id)

describe('gallery order', () => {
  test("a chosen value's photos come first, then the primary, then the rest, each in its order", () => {
    expect(ids(imagesForValues(images, [21]))).toEqual([3, 4, 1, 2, 5])
    expect(ids(imagesOfValues(images, [21, 11]))).toEqual([3, 4])
  })

  test('no choice, or a value without photos, keeps the primary first', () => {
    expect(ids(imagesForValues(images, []))).toEqual([1, 2, 3, 4, 5])
    expect(ids(imagesForValues([image(2, null), image(1, null, true)], [22]))).toEqual([1, 2])
  })

  test('photos of every chosen value lead (Talla S and Color Negro)', () => {
    expect(ids(imagesForValues(images, [10, 21]))).toEqual([3, 4, 5, 1, 2])
  })
})

describe("a variant's picture", () => {
  test('the first photo of its values, else the primary, else none', () => {
    expect(variantImage(images, [11, 21])?.id).toBe(3)
    expect(variantImage(images, [11, 22])?.id).toBe(1)
    expect(variantImage([], [21])).toBeNull()
  })
})

describe('card swatches', () => {
  test('the values with photos of the first option that has two of them, each with its first photo', () => {
    expect(valueSwatches(options, images).map((s) => [s.value, s.image.id])).toEqual([
      ['Blanco', 1],
      ['Negro', 3],
    ])
  })

  test('a single linked value gives no swatches', () => {
    expect(valueSwatches(options, [image(1, 20, true), image(2, null)])).toEqual([])
  })
})
