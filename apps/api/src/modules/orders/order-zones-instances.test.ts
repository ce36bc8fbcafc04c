import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'
import { eventually } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId } from '../../test/factories/orders'
import { redisAvailable, twoInstances } from '../../test/redis'

// docs/decisions/008-orders-stock-and-idempotency.md: orders read the shipping zones from memory; a zone
// write on one instance drops them on every instance, so the next order anywhere pays the new cost.

describe.skipIf(!(await redisAvailable()))('shipping zones on two instances sharing Redis', async () => {
  const [first, second] = await twoInstances('zones')
  await liftOrderLimits(first)
  const admin = await createAdmin(first)
  const ana = await createUser(first)
  const address = await saveAddress(first, ana, { city: 'Manizales', state_province: 'Caldas' })
  const ruana = await insertProduct(first, { name: 'Ruana', price: 80_000, stock_quantity: 10_000 })

  const shippingOnSecond = async () => {
    const id = await orderId(second, ana, [{ productId: ruana.id, quantity: 1 }], { addressId: address.id })
    const res = await second.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })
    return res.json<OrderDetail>().shipping_cost
  }

  test('a zone edited on one instance prices the next order on the other', async () => {
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/shipping/zones',
      headers: admin.auth,
      payload: {
        name: 'Eje Cafetero',
        departamentos: ['Caldas'],
        cost: 9_000,
        delivery_days_min: 2,
        delivery_days_max: 4,
      },
    })
    expect(created.statusCode).toBe(201)
    const zone = created.json<ShippingZone>()
    await eventually(async () => (await shippingOnSecond()) === 9_000)

    const { id: _id, ...values } = zone
    const edited = await first.app.inject({
      method: 'PUT',
      url: `/api/shipping/zones/${zone.id}`,
      headers: admin.auth,
      payload: { ...values, cost: 12_000 },
    })
    expect(edited.statusCode).toBe(200)
    await eventually(async () => (await shippingOnSecond()) === 12_000)
  })
})
