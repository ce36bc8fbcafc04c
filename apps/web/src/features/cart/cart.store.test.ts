import type { CartItem } from '@vitrina/core/cart'
import { describe, expect, test } from 'vitest'
import { useCartStore } from './cart.store'

const item: CartItem = {
  id: '3',
  productId: 3,
  variantId: null,
  name: 'Mochila Wayuu',
  price: 180_000,
  discount_price: 150_000,
  stock_quantity: 4,
  image_url: null,
}

describe('cart store (docs/product/cart-and-totals.md#cart-rules)', () => {
  test('adds, merges repeated adds, steps the quantity and removes below 1', () => {
    const cart = useCartStore.getState()
    cart.add(item)
    cart.add(item, 2)
    expect(useCartStore.getState().lines).toEqual([{ ...item, quantity: 3 }])
    cart.increase('3')
    expect(useCartStore.getState().lines[0]!.quantity).toBe(4)
    cart.setQuantity('3', 1)
    cart.decrease('3')
    expect(useCartStore.getState().lines).toEqual([])
  })

  test('remove and clear', () => {
    const cart = useCartStore.getState()
    cart.add(item)
    cart.add({ ...item, id: '3-9', variantId: 9 })
    cart.remove('3')
    expect(useCartStore.getState().lines.map((l) => l.id)).toEqual(['3-9'])
    cart.clear()
    expect(useCartStore.getState().lines).toEqual([])
  })

  test('is persisted on the device', () => {
    useCartStore.getState().add(item)
    expect(JSON.parse(localStorage.getItem('vitrina-cart')!).state.lines).toHaveLength(1)
  })
})
