import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { placeOrder, productStock } from '../../test/factories/orders'

// docs/product/checkout-and-payments.md#idempotency: the same Idempotency-Key from the same user returns the
// original order; the same key with a different body answers 422. (Concurrent replays: order-race.test.ts.)

const ctx = await buildTestApp()
const ana = await createUser(ctx)
const luis = await createUser(ctx)
const anaAddress = await saveAddress(ctx, ana)

describe('Idempotency-Key', () => {
  test('the same key and body return the same order once; another body with that key is 422', async () => {
    const poncho = await insertProduct(ctx, { name: 'Poncho', stock_quantity: 10 })
    const items = [{ productId: poncho.id, quantity: 2 }]
    const first = await placeOrder(ctx, ana, items, { addressId: anaAddress.id, key: 'checkout-123' })
    const again = await placeOrder(ctx, ana, items, { addressId: anaAddress.id, key: 'checkout-123' })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json().orderId).toBe(first.json().orderId)
    expect(await productStock(ctx, poncho.id)).toBe(8)

    const other = await placeOrder(ctx, ana, [{ productId: poncho.id, quantity: 3 }], {
      addressId: anaAddress.id,
      key: 'checkout-123',
    })
    expect(other.statusCode).toBe(422)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await productStock(ctx, poncho.id)).toBe(8)

    // Keys belong to their user: the same key from someone else is a new order.
    const luisOrder = await placeOrder(ctx, luis, items, { key: 'checkout-123' })
    expect(luisOrder.statusCode).toBe(201)
    expect(luisOrder.json().orderId).not.toBe(first.json().orderId)
  })

  test('a replay is answered with its order even when the same order could not be placed again', async () => {
    const hat = await insertProduct(ctx, { name: 'Sombrero vueltiao', stock_quantity: 2 })
    const items = [{ productId: hat.id, quantity: 2 }]
    const first = await placeOrder(ctx, ana, items, { addressId: anaAddress.id, key: 'k-sold-out' })
    expect(first.statusCode).toBe(201)
    expect(await productStock(ctx, hat.id)).toBe(0)
    const again = await placeOrder(ctx, ana, items, { addressId: anaAddress.id, key: 'k-sold-out' })
    expect(again.statusCode).toBe(200)
    expect(again.json().orderId).toBe(first.json().orderId)
    expect(await productStock(ctx, hat.id)).toBe(0)
  })

  test('a refused order does not burn its key', async () => {
    const vase = await insertProduct(ctx, { name: 'Jarrón', stock_quantity: 1 })
    const items = [{ productId: vase.id, quantity: 2 }]
    expect((await placeOrder(ctx, ana, items, { addressId: anaAddress.id, key: 'k-2' })).statusCode).toBe(409)
    const fixed = await placeOrder(ctx, ana, [{ productId: vase.id, quantity: 1 }], {
      addressId: anaAddress.id,
      key: 'k-2',
    })
    expect(fixed.statusCode).toBe(201)
  })

  test('a key with spaces or control characters is 400', async () => {
    const res = await placeOrder(ctx, ana, [{ productId: 1, quantity: 1 }], {
      addressId: anaAddress.id,
      key: 'a b',
    })
    expect(res.statusCode).toBe(400)
  })
})
