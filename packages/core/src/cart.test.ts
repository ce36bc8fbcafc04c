import { describe, expect, test } from 'vitest'
import {
  addToCart,
  cartLineId,
  cartQuantity,
  changeCartQuantity,
  refreshCartLines,
  removeFromCart,
  setCartQuantity,
  type CartItem,
} from './cart'

const shirt: CartItem = {
  id: '1',
  productId: 1,
  variantId: null,
  name: 'Camiseta',
  price: 49_900,
  discount_price: null,
  stock_quantity: 10,
  image_url: 'camiseta.webp',
}
const redShirt: CartItem = { ...shirt, id: '1-7', variantId: 7, name: 'Camiseta (M / Rojo)' }

describe('cart rules (docs/product/cart-and-totals.md#cart-rules)', () => {
  test('line ids: the product id, or product-variant for a variant', () => {
    expect(cartLineId(1)).toBe('1')
    expect(cartLineId(1, 7)).toBe('1-7')
  })

  test('adding appends with quantity 1 by default', () => {
    expect(addToCart([], shirt)).toEqual([{ ...shirt, quantity: 1 }])
  })

  test('adding a line already present raises its quantity by the amount given', () => {
    const lines = addToCart(addToCart([], shirt), shirt, 3)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.quantity).toBe(4)
  })

  test('a variant is its own line next to the plain product', () => {
    const lines = addToCart(addToCart([], shirt), redShirt)
    expect(lines.map((l) => l.id)).toEqual(['1', '1-7'])
  })

  test('increase and decrease change the quantity by 1; below 1 the line is removed', () => {
    let lines = addToCart([], shirt)
    lines = changeCartQuantity(lines, '1', 1)
    expect(lines[0]!.quantity).toBe(2)
    lines = changeCartQuantity(changeCartQuantity(lines, '1', -1), '1', -1)
    expect(lines).toEqual([])
  })

  test('setting a quantity below 1 removes the line', () => {
    const lines = addToCart(addToCart([], shirt), redShirt)
    expect(setCartQuantity(lines, '1', 0).map((l) => l.id)).toEqual(['1-7'])
    expect(setCartQuantity(lines, '1', 5)[0]!.quantity).toBe(5)
  })

  test('remove drops only that line; unknown ids change nothing', () => {
    const lines = addToCart(addToCart([], shirt), redShirt)
    expect(removeFromCart(lines, '1-7').map((l) => l.id)).toEqual(['1'])
    expect(changeCartQuantity(lines, 'nope', 1)).toEqual(lines)
  })

  test('the badge counts units, not lines', () => {
    expect(cartQuantity(addToCart(addToCart([], shirt, 2), redShirt))).toBe(3)
  })
})

describe('refreshCartLines', () => {
  test("takes today's product fields and keeps each quantity; lines without a fresh copy stay", () => {
    const lines = addToCart(addToCart([], shirt, 2), redShirt)
    const cheaper = { ...shirt, price: 45_000, discount_price: 40_000, stock_quantity: 4 }
    expect(refreshCartLines(lines, [cheaper])).toEqual([
      { ...cheaper, quantity: 2 },
      { ...redShirt, quantity: 1 },
    ])
  })
})
