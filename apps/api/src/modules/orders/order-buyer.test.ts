import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { queryRows } from '../../db/client'
import { createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { orderTestApp } from '../../test/factories/orders'

// docs/product/checkout-and-payments.md#buyer (docs/decisions/032-buyer-identification-and-fiscal-profile.md)
// and docs/decisions/031-dane-municipalities.md (an order needs its address's DANE code).

const { ctx, app, admin, ana, address } = await orderTestApp()
const product = await insertProduct(ctx, { name: 'Camisa', price: 50_000, stock_quantity: 100 })
const items = [{ productId: product.id, quantity: 1 }]
const company = {
  document_type: 'NIT',
  document_number: '800197268',
  dv: '4',
  name: 'Dirección de Impuestos y Aduanas Nacionales',
  email: 'Facturas@Dian.gov.co',
}

const order = (user: typeof ana, payload: object, addressId = address.id) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user.auth,
    payload: { shipping_address_id: addressId, items, ...payload },
  })
const detail = async (id: string, auth = ana.auth) =>
  (await app.inject({ url: `/api/orders/${id}`, headers: auth })).json<OrderDetail>()
const remembered = async (user: typeof ana) =>
  (await app.inject({ url: '/api/account/buyer', headers: user.auth })).json()

describe('POST /api/orders buyer', () => {
  test('a NIT buyer is frozen on the order, shown to the customer and staff, and remembered', async () => {
    const res = await order(ana, { buyer: company })
    expect(res.statusCode).toBe(201)
    const id = res.json().orderId
    const buyer = { ...company, email: 'facturas@dian.gov.co' }
    expect((await detail(id)).buyer).toEqual(buyer)
    const staff = await app.inject({ url: `/api/admin/orders/${id}`, headers: admin.auth })
    expect(staff.json().buyer).toEqual(buyer)
    expect(await remembered(ana)).toEqual(buyer)
    expect((await detail(id)).shipping_address).toMatchObject({
      municipality_code: '05001',
      city: 'Medellín',
    })
  })

  test('an invalid NIT digit is a 400 naming buyer.dv in Spanish, and nothing is written', async () => {
    const luis = await createUser(ctx)
    const own = await saveAddress(ctx, luis)
    const res = await order(luis, { buyer: { ...company, dv: '5' } }, own.id)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({
      field: 'buyer.dv',
      message: 'El dígito de verificación no corresponde al NIT. Revisa el número y el DV.',
    })
    expect(res.json().message).toMatch(/dígito de verificación/)
    const rows = await queryRows(app.db, sql`SELECT 1 FROM orders WHERE user_id = ${luis.user.id}`)
    expect(rows).toHaveLength(0)
    expect(await remembered(luis)).toEqual({ final_consumer: true })
  })

  test('other shape errors name their field', async () => {
    const res = await order(ana, {
      buyer: { document_type: 'CC', document_number: '12', name: '', email: 'x' },
    })
    expect(res.statusCode).toBe(400)
    const fields = res.json().errors.map((e: { field: string }) => e.field)
    expect(fields).toEqual(['buyer.document_number', 'buyer.name', 'buyer.email'])
  })

  test('the final consumer, asked for or by default; choosing it is remembered too', async () => {
    const sofia = await createUser(ctx)
    const own = await saveAddress(ctx, sofia)
    const unnamed = await order(sofia, {}, own.id)
    expect((await detail(unnamed.json().orderId, sofia.auth)).buyer).toEqual({ final_consumer: true })
    const named = await order(
      sofia,
      { buyer: { ...company, document_type: 'CC', document_number: '1020304050', dv: null } },
      own.id,
    )
    expect(named.statusCode).toBe(201)
    expect((await remembered(sofia)).document_type).toBe('CC')
    const consumer = await order(sofia, { buyer: { final_consumer: true } }, own.id)
    expect((await detail(consumer.json().orderId, sofia.auth)).buyer).toEqual({ final_consumer: true })
    expect(await remembered(sofia)).toEqual({ final_consumer: true })
  })

  test('GET /api/account/buyer needs a session', async () => {
    expect((await app.inject({ url: '/api/account/buyer' })).statusCode).toBe(401)
  })
})

describe('an address without DANE code', () => {
  test('cannot take an order until its municipio is confirmed', async () => {
    const pending = await saveAddress(ctx, ana, { city: 'Vereda La Esperanza Alta' })
    expect(pending.municipality_code).toBeNull()
    const refused = await order(ana, {}, pending.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'ADDRESS_MUNICIPIO_REQUIRED' })
    expect(refused.json().message).toMatch(/Confirma el municipio/)
    await app.inject({
      method: 'PUT',
      url: `/api/addresses/${pending.id}/municipio`,
      headers: ana.auth,
      payload: { municipality_code: '05615' },
    })
    expect((await order(ana, {}, pending.id)).statusCode).toBe(201)
  })
})

describe('POST /api/pos/sales buyer', () => {
  test('a till sale may name a buyer (frozen on the order); a wrong DV names buyer.dv', async () => {
    const sale = (buyer: object) =>
      app.inject({
        method: 'POST',
        url: '/api/pos/sales',
        headers: admin.auth,
        payload: { items, payment_method: 'tarjeta', buyer },
      })
    const wrong = await sale({ ...company, dv: '5' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors[0].field).toBe('buyer.dv')
    const res = await sale(company)
    expect(res.statusCode).toBe(201)
    expect(res.json().order.id).toBeDefined()
    const staff = await app.inject({ url: `/api/admin/orders/${res.json().order.id}`, headers: admin.auth })
    expect(staff.json().buyer).toMatchObject({ document_type: 'NIT', dv: '4' })
  })
})
