import { describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { productVariants, stockNotifications } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { insertProduct } from '../../test/factories/catalog'
import { withBackInStock } from './back-in-stock.service'

// docs/product/catalogue.md#back-in-stock: POST /api/notifications and the e-mails when stock returns.

const ctx = await buildTestApp()
const { app } = ctx
const notify = (payload: object) => app.inject({ method: 'POST', url: '/api/notifications', payload })

describe('POST /api/notifications', () => {
  test('signs up once per e-mail; a duplicate is answered kindly without a second row', async () => {
    const product = await insertProduct(ctx, { name: 'Ruana', stock_quantity: 0 })
    const first = await notify({ productId: product.id, email: 'Ana@Correo.co' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ message: '¡Te avisaremos cuando vuelva a estar disponible!' })
    const again = await notify({ productId: product.id, email: 'ana@correo.co ' })
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toBe(
      'Ya estabas en la lista: te avisaremos cuando vuelva a estar disponible.',
    )
    const rows = await app.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.product_id, product.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.email).toBe('ana@correo.co')
  })

  test('a product in stock needs no sign-up', async () => {
    const product = await insertProduct(ctx, { name: 'Poncho', stock_quantity: 3 })
    const res = await notify({ productId: product.id, email: 'luis@correo.co' })
    expect(res.json().message).toBe('¡Buenas noticias! Este producto ya está disponible.')
  })

  test('a variant must belong to the product', async () => {
    const product = await insertProduct(ctx, { name: 'Tenis', stock_quantity: 0 })
    const other = await insertProduct(ctx, { name: 'Botas' })
    const [variant] = await app.db
      .insert(productVariants)
      .values({ product_id: other.id, stock_quantity: 0 })
      .returning()
    const res = await notify({ productId: product.id, variantId: variant!.id, email: 'a@correo.co' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Variante no encontrada.')
  })

  test.each([
    [{ productId: 1 }, 'Por favor, ingresa tu correo electrónico.'],
    [{ productId: 1, email: '' }, 'Por favor, ingresa tu correo electrónico.'],
    [{ productId: 1, email: 'no-es-correo' }, 'Ingresa un correo electrónico válido.'],
    [{ email: 'a@correo.co' }, 'Identificador de producto inválido.'],
  ])('%j answers 400: %s', async (payload, message) => {
    const res = await notify(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  test('an unknown product is 404', async () => {
    expect((await notify({ productId: 999999, email: 'a@correo.co' })).statusCode).toBe(404)
  })
})

describe('withBackInStock', () => {
  test('other modules (cancelled orders) put stock back through it and the sign-ups get one e-mail', async () => {
    const product = await insertProduct(ctx, { name: 'Bolso de fique', stock_quantity: 0 })
    await notify({ productId: product.id, email: 'espera@correo.co' })
    const restock = () =>
      withBackInStock(app.db, [product.id], (tx) =>
        tx.execute(`UPDATE products SET stock_quantity = stock_quantity + 1 WHERE id = ${product.id}`),
      )
    const { notices } = await restock()
    expect(notices).toEqual([
      { email: 'espera@correo.co', productId: product.id, productName: 'Bolso de fique', variant: null },
    ])
    // The e-mail was enqueued with the stock write (docs/operations.md#jobs).
    await app.jobs.drain()
    const mail = ctx.outbox().find((m) => m.includes('espera@correo.co'))
    expect(mail).toContain('Bolso de fique')
    expect((await restock()).notices).toEqual([])
  })
})
