import { describe, expect, test } from 'vitest'
import {
  findVariant,
  labelsKey,
  totalStock,
  variantCombinations,
  variantDisplayName,
  variantKey,
  variantLabel,
} from './variants'

const options = [
  {
    id: 1,
    name: 'Talla',
    values: [
      { id: 10, value: 'S' },
      { id: 11, value: 'M' },
    ],
  },
  {
    id: 2,
    name: 'Color',
    values: [
      { id: 20, value: 'Rojo' },
      { id: 21, value: 'Azul' },
    ],
  },
]
const variants = [
  { id: 100, value_ids: [10, 20], stock_quantity: 2 },
  { id: 101, value_ids: [11, 21], stock_quantity: 0 },
]

describe('findVariant', () => {
  test('matches the sorted set of chosen value ids, whatever the order', () => {
    expect(findVariant(variants, [20, 10])?.id).toBe(100)
    expect(findVariant(variants, [11, 21])?.id).toBe(101)
  })

  test('a partial or unknown combination matches nothing', () => {
    expect(findVariant(variants, [10])).toBeUndefined()
    expect(findVariant(variants, [10, 21])).toBeUndefined()
  })

  test('keys are numeric, not lexical', () => {
    expect(variantKey([100, 9, 20])).toBe('9,20,100')
  })
})

describe('totalStock', () => {
  test('sums the variants when there are some, else uses the product stock', () => {
    expect(totalStock({ stock_quantity: 7, variants })).toBe(2)
    expect(totalStock({ stock_quantity: 7, variants: [] })).toBe(7)
    expect(totalStock({ stock_quantity: 7 })).toBe(7)
  })
})

describe('variant names', () => {
  test("list the values in the options' order", () => {
    expect(variantLabel(options, [20, 11])).toBe('M / Rojo')
    expect(variantDisplayName('Camiseta', options, [21, 10])).toBe('Camiseta (S / Azul)')
    expect(variantDisplayName('Camiseta', options, [])).toBe('Camiseta')
  })
})

describe('variantCombinations', () => {
  test('one value per option, in the options order', () => {
    expect(variantCombinations([{ values: ['S', 'M'] }, { values: ['Rojo', 'Azul'] }])).toEqual([
      ['S', 'Rojo'],
      ['S', 'Azul'],
      ['M', 'Rojo'],
      ['M', 'Azul'],
    ])
    expect(variantCombinations([{ values: ['Único'] }])).toEqual([['Único']])
  })

  test('no options or an option without values gives no combinations', () => {
    expect(variantCombinations([])).toEqual([])
    expect(variantCombinations([{ values: ['S'] }, { values: [] }])).toEqual([])
  })
})

describe('labelsKey', () => {
  test('ignores case, keeps order', () => {
    expect(labelsKey(['S', 'Rojo'])).toBe(labelsKey(['s', 'ROJO']))
    expect(labelsKey(['S', 'Rojo'])).not.toBe(labelsKey(['Rojo', 'S']))
  })
})
