import { describe, expect, test } from 'vitest'
import { orderItems, orders } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/catalogue.md#reviews: one per customer per product, rating 1-5; 'Compra verificada'.

const ctx = await buildTestApp()
const { app } = ctx
const ana = await createUser(ctx)
const luis = await createUser(ctx)

const review = (productId: number, payload: object, user: TestUser | null = ana) =>
  app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: user ? user.auth : {},
    payload,
  })
const detail = async (id: number) => (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json()

let nextOrderNumber = 1
async function buy(user: TestUser, productId: number, status: 'entregado' | 'cancelado') {
  const [order] = await app.db
    .insert(orders)
    .values({
      order_number: nextOrderNumber++,
      user_id: user.user.id,
      payment_method: 'contra_entrega',
      status,
      subtotal: 1000,
      total_amount: 1000,
    })
    .returning()
  await app.db.insert(orderItems).values({
    order_id: order!.id,
    product_id: productId,
    product_name: 'x',
    quantity: 1,
    list_price: 1000,
    price_per_unit: 1000,
  })
}

describe('POST /api/products/{productId}/reviews', () => {
  test('a customer reviews once; a second submission updates it; average and count follow', async () => {
    const product = await insertProduct(ctx, { name: 'Ruana de lana' })
    const first = await review(product.id, { rating: 5, comment: '¡Abriga mucho!' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      username: ana.user.username,
      rating: 5,
      comment: '¡Abriga mucho!',
      verified_purchase: false,
      profile_image_url: null,
    })
    expect((await review(product.id, { rating: 2, comment: 'Normal' }, luis)).statusCode).toBe(201)
    expect(await detail(product.id)).toMatchObject({ rating_average: 3.5, review_count: 2 })

    const again = await review(product.id, { rating: 3, comment: 'Me arrepentí un poco' })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    const after = await detail(product.id)
    expect(after).toMatchObject({ rating_average: 2.5, review_count: 2 })
    expect(after.reviews).toHaveLength(2)
    expect(after.reviews.find((r: { username: string }) => r.username === ana.user.username).comment).toBe(
      'Me arrepentí un poco',
    )
  })

  test("'Compra verificada' marks a reviewer with an order of the product that was not cancelled", async () => {
    const product = await insertProduct(ctx, { name: 'Mochila wayuu' })
    await buy(ana, product.id, 'entregado')
    await buy(luis, product.id, 'cancelado')
    expect((await review(product.id, { rating: 5, comment: 'Hermosa' })).json().verified_purchase).toBe(true)
    expect((await review(product.id, { rating: 4, comment: 'Bonita' }, luis)).json().verified_purchase).toBe(
      false,
    )
    const marks = (await detail(product.id)).reviews.map(
      (r: { username: string; verified_purchase: boolean }) => [r.username, r.verified_purchase],
    )
    expect(marks).toEqual(
      expect.arrayContaining([
        [ana.user.username, true],
        [luis.user.username, false],
      ]),
    )
  })

  test('rating 1-5 and a comment are required, in Spanish (docs/product/catalogue.md#reviews)', async () => {
    const product = await insertProduct(ctx, { name: 'Poncho' })
    for (const [payload, message] of [
      [{ comment: 'Sin estrellas' }, 'Por favor, selecciona una calificación.'],
      [{ rating: 0, comment: 'x' }, 'Por favor, selecciona una calificación.'],
      [{ rating: 4.5, comment: 'x' }, 'Por favor, selecciona una calificación.'],
      [{ rating: 6, comment: 'x' }, 'La calificación va de 1 a 5 estrellas.'],
      [{ rating: 4 }, 'Por favor, escribe un comentario.'],
      [{ rating: 4, comment: '   ' }, 'Por favor, escribe un comentario.'],
    ] as const) {
      const res = await review(product.id, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    expect((await detail(product.id)).review_count).toBe(0)
  })

  test('needs a session; an unknown or hidden product is 404', async () => {
    const product = await insertProduct(ctx, { name: 'Sombrero' })
    expect((await review(product.id, { rating: 5, comment: 'x' }, null)).statusCode).toBe(401)
    expect((await review(999999, { rating: 5, comment: 'x' })).statusCode).toBe(404)
    const hidden = await insertProduct(ctx, { name: 'Oculto', is_active: false })
    expect((await review(hidden.id, { rating: 5, comment: 'x' })).statusCode).toBe(404)
    expect((await review(0, { rating: 5, comment: 'x' })).statusCode).toBe(404)
    expect((await review('x' as unknown as number, { rating: 5, comment: 'x' })).statusCode).toBe(400)
  })
})
