import type { ProductOption, ProductVariant } from '@vitrina/core/schemas/catalog'
import { describe, expect, test } from 'vitest'
import { availabilityText, PURCHASE_LABELS, purchaseState, valueInStock } from './purchase-state'

const options: ProductOption[] = [
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
const variant = (id: number, value_ids: number[], stock_quantity: number): ProductVariant => ({
  id,
  value_ids,
  stock_quantity,
  price_override: null,
  discount_price: null,
  sku: null,
})
const variants = [variant(100, [10, 20], 3), variant(101, [11, 20], 0)]
const withOptions = { stock_quantity: 3, options, variants }

const label = (state: ReturnType<typeof purchaseState>) => PURCHASE_LABELS[state.kind]

describe('product detail button (docs/product/catalogue.md#purchase-button)', () => {
  test("no options and in stock: 'Añadir al Carrito' with the product's stock", () => {
    const state = purchaseState({ stock_quantity: 5, options: [], variants: [] }, {})
    expect(label(state)).toBe('Añadir al Carrito')
    expect(availabilityText(state)).toBe('5 disponibles')
  })

  test("no options and no stock: 'Agotado'", () => {
    expect(label(purchaseState({ stock_quantity: 0, options: [], variants: [] }, {}))).toBe('Agotado')
  })

  test("options not all selected: 'Selecciona las opciones'", () => {
    expect(label(purchaseState(withOptions, {}))).toBe('Selecciona las opciones')
    expect(label(purchaseState(withOptions, { 1: 10 }))).toBe('Selecciona las opciones')
  })

  test("all selected without a matching variant: 'Combinación no disponible'", () => {
    const state = purchaseState(withOptions, { 1: 10, 2: 21 })
    expect(label(state)).toBe('Combinación no disponible')
    expect(availabilityText(state)).toBe('Combinación no disponible')
  })

  test("a matching variant without stock: 'Agotado'", () => {
    const state = purchaseState(withOptions, { 1: 11, 2: 20 })
    expect(label(state)).toBe('Agotado')
    expect(state).toMatchObject({ variant: { id: 101 } })
  })

  test('a matching variant in stock, whatever the order of choice', () => {
    const state = purchaseState(withOptions, { 2: 20, 1: 10 })
    expect(label(state)).toBe('Añadir al Carrito')
    expect(state).toMatchObject({ variant: { id: 100 }, stock: 3 })
    expect(availabilityText(state)).toBe('3 disponibles')
  })

  test('values that can only end in a sold-out or missing variant are known', () => {
    expect(valueInStock(withOptions, { 2: 20 }, 1, 10)).toBe(true)
    expect(valueInStock(withOptions, { 2: 20 }, 1, 11)).toBe(false)
    expect(valueInStock(withOptions, {}, 2, 21)).toBe(false)
  })
})
