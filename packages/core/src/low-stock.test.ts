import { describe, expect, test } from 'vitest'
import { LOW_STOCK_DEFAULT, lowStockItems, lowStockText, lowStockThreshold, stockLevel } from './low-stock'

const options = [
  {
    id: 1,
    name: 'Color',
    values: [
      { id: 10, value: 'Negro' },
      { id: 11, value: 'Blanco' },
    ],
  },
  {
    id: 2,
    name: 'Talla',
    values: [
      { id: 20, value: 'S' },
      { id: 21, value: 'M' },
    ],
  },
]
const shirt = (...stock: number[]) => ({
  stock_quantity: 0,
  options,
  variants: stock.map((stock_quantity, i) => ({
    id: i + 1,
    value_ids: [10 + Math.floor(i / 2), 20 + (i % 2)],
    stock_quantity,
  })),
})

// docs/product/catalogue.md#low-stock
describe('lowStockThreshold', () => {
  test('reads the setting, and falls back to 5 when it is unset or not a whole number in range', () => {
    expect(lowStockThreshold({})).toBe(LOW_STOCK_DEFAULT)
    expect(lowStockThreshold({ low_stock_threshold: '12' })).toBe(12)
    expect(lowStockThreshold({ low_stock_threshold: '0' })).toBe(0)
    for (const bad of ['', ' ', '2.5', '-1', '1000', 'cinco'])
      expect(lowStockThreshold({ low_stock_threshold: bad })).toBe(LOW_STOCK_DEFAULT)
  })
})

describe('lowStockItems', () => {
  test('lists the variants in stock at or under the threshold, fewest first, with their values', () => {
    expect(lowStockItems(shirt(40, 3, 0, 5), 5)).toEqual([
      { label: 'Negro / M', units: 3, variantId: 2 },
      { label: 'Blanco / M', units: 5, variantId: 4 },
    ])
  })

  test('a sold-out variant is not low stock, and plenty never is', () => {
    expect(lowStockItems(shirt(0, 170), 5)).toEqual([])
    expect(lowStockItems({ stock_quantity: 170 }, 5)).toEqual([])
    expect(lowStockItems({ stock_quantity: 0 }, 5)).toEqual([])
  })

  test('a product without variants is judged by its own stock; a threshold of 0 shows nothing', () => {
    expect(lowStockItems({ stock_quantity: 2, variants: [] }, 5)).toEqual([
      { label: '', units: 2, variantId: null },
    ])
    expect(lowStockItems({ stock_quantity: 1 }, 0)).toEqual([])
  })
})

describe('lowStockText', () => {
  test('says which variant is low and how many are left', () => {
    expect(lowStockText({ label: 'Negro / M', units: 3, variantId: 2 })).toBe('Quedan 3 en Negro / M')
    expect(lowStockText({ label: 'M', units: 1, variantId: 2 })).toBe('Queda 1 en M')
    expect(lowStockText({ label: '', units: 2, variantId: null })).toBe('Quedan 2 unidades')
    expect(lowStockText({ label: '', units: 1, variantId: null })).toBe('Queda 1 unidad')
  })
})

describe('stockLevel', () => {
  test('a product without variants: by its own stock', () => {
    expect(stockLevel({ stock_quantity: 0 }, 5)).toBe('agotado')
    expect(stockLevel({ stock_quantity: 5 }, 5)).toBe('bajo')
    expect(stockLevel({ stock_quantity: 6, variants: [] }, 5)).toBe('suficiente')
  })

  test('with variants: sold out when all are, low only when one in stock runs low', () => {
    expect(stockLevel(shirt(0, 0), 5)).toBe('agotado')
    expect(stockLevel(shirt(0, 170), 5)).toBe('suficiente')
    expect(stockLevel(shirt(2, 170), 5)).toBe('bajo')
    expect(stockLevel(shirt(6, 40), 5)).toBe('suficiente')
    expect(stockLevel(shirt(6, 40), 6)).toBe('bajo')
  })
})
