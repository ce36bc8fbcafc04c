import { describe, expect, test } from 'vitest'
import {
  imagesForValues,
  imagesOfValues,
  namedWithPhoto,
  valueSwatches,
  valuesNamedIn,
  variantImage,
} from './variant-images'

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

describe('valuesNamedIn', () => {
  const colours = [
    {
      name: 'Color',
      values: [
        { id: 30, value: 'Azul' },
        { id: 31, value: 'Azul Marino' },
        { id: 32, value: 'Rojo' },
        { id: 33, value: 'Blanco' },
        { id: 34, value: 'Blanco Hueso' },
        { id: 35, value: 'Café' },
      ],
    },
  ]

  test('a colour in the search, in any gender, plural, case or accent', () => {
    expect(valuesNamedIn('camiseta roja', colours)).toEqual([32])
    expect(valuesNamedIn('Camisetas ROJAS', colours)).toEqual([32])
    expect(valuesNamedIn('chaqueta cafe', colours)).toEqual([35])
    expect(valuesNamedIn('medias negras', options)).toEqual([21])
    expect(valuesNamedIn('buzos azules', colours)).toEqual([30])
    const more = [
      {
        name: 'Color',
        values: [
          { id: 40, value: 'Verde' },
          { id: 41, value: 'Gris' },
        ],
      },
    ]
    expect(valuesNamedIn('medias verdes', more)).toEqual([40])
    expect(valuesNamedIn('sudaderas grises', more)).toEqual([41])
  })

  test('the value with the most words wins within an option; each option gives at most one', () => {
    expect(valuesNamedIn('buzo azul marino', colours)).toEqual([31])
    expect(valuesNamedIn('pantalón blanco hueso', colours)).toEqual([34])
    expect(valuesNamedIn('pantalón blanco', colours)).toEqual([33])
    expect(valuesNamedIn('camiseta blanca talla m', options)).toEqual([11, 20])
  })

  test('a value is named only by all its words; no search, nothing', () => {
    expect(valuesNamedIn('hueso', colours)).toEqual([])
    expect(valuesNamedIn('marino', colours)).toEqual([])
    expect(valuesNamedIn('', colours)).toEqual([])
    expect(valuesNamedIn('camiseta', colours)).toEqual([])
  })
})

describe('namedWithPhoto', () => {
  test('the named value when the product has its photo, else null', () => {
    // Negro (21) has photos, Rojo (22) none; Talla S (10) has one.
    expect(namedWithPhoto('camiseta negra', options, images)).toBe(21)
    expect(namedWithPhoto('camiseta roja', options, images)).toBe(null)
    expect(namedWithPhoto('camiseta roja talla s', options, images)).toBe(10)
    expect(namedWithPhoto('camiseta', options, images)).toBe(null)
  })
})
