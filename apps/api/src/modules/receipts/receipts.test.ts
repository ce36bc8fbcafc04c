import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { formatCOP, formatDate } from '@vitrina/core/format'
import { PRODUCT_UPLOADS } from '@vitrina/core/images'
import { productImages, productOptionValues } from '../../db/schema'
import { storeWebpImage } from '../../lib/images'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser, type TestUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { insertVariants, liftOrderLimits, orderId, shownNumber } from '../../test/factories/orders'
import { pdfText } from './pdf-text'

// docs/product/orders.md#receipts: GET /api/receipts/download/{orderId}, saved as recibo-{brand}-{id}.pdf.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
const luis = await createUser(ctx)

await app.inject({
  method: 'PUT',
  url: '/api/settings',
  headers: admin.auth,
  payload: [
    ['store_name', 'Moda Andina'],
    ['contact_email', 'hola@modaandina.co'],
    ['contact_phone', '+57 604 444 5566'],
    ['contact_address', 'Carrera 43A # 1-50, Medellín'],
    ['tax_enabled', 'true'],
    ['tax_rate', '0.19'],
    ['shipping_cost', '15000'],
    ['free_shipping_threshold', '500000'],
  ].map(([setting_key, setting_value]) => ({ setting_key, setting_value })),
})

const shirt = await insertProduct(ctx, {
  name: 'Camisa de lino',
  price: 90_000,
  descuento: 10,
  discount_price: 81_000,
})
const sizes = await insertVariants(ctx, shirt.id, {
  options: [
    { name: 'Talla', values: ['M'] },
    { name: 'Color', values: ['Rojo'] },
  ],
  variants: [{ values: ['M', 'Rojo'], stock_quantity: 10, sku: 'LIN-M-R' }],
})
const socks = await insertProduct(ctx, { name: 'Medias', price: 12_500 })
const address = await saveAddress(ctx, ana, { reference: 'Casa esquinera' })
const id = await orderId(
  ctx,
  ana,
  [
    { productId: shirt.id, variantId: sizes['M/Rojo']!, quantity: 2 },
    { productId: socks.id, quantity: 3 },
  ],
  { addressId: address.id },
)

const download = (orderIdOrPath: string, user: TestUser | null) =>
  app.inject({
    method: 'GET',
    url: `/api/receipts/download/${orderIdOrPath}`,
    headers: user ? user.auth : {},
  })

describe('GET /api/receipts/download/{orderId}', () => {
  test('the owner gets a PDF file named after the store and the order number', async () => {
    const res = await download(id, ana)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="recibo-moda-andina-${(await shownNumber(ctx, id)).slice(1)}.pdf"`,
    )
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('the receipt shows the store, order, customer, address, lines and every total in pesos', async () => {
    const text = pdfText((await download(id, ana)).rawPayload)
    // 2 × 81.000 + 3 × 12.500 = 199.500; discount 18.000; shipping 15.000; IVA 19 % = 37.905.
    for (const expected of [
      'Moda Andina',
      'Carrera 43A # 1-50, Medellín · +57 604 444 5566 · hola@modaandina.co',
      `Recibo del pedido ${await shownNumber(ctx, id)}`,
      `Fecha: ${formatDate(new Date())}`,
      'Estado: Por confirmar',
      'Método de pago: Pago Contra Entrega',
      ana.user.username,
      ana.email,
      'Ana Gómez',
      'Calle 10 # 43-12, Apto 501',
      'Medellín, Antioquia',
      'Referencia: Casa esquinera',
      'Camisa de lino',
      'Talla: M / Color: Rojo · SKU LIN-M-R',
      formatCOP(81_000),
      formatCOP(162_000),
      'Medias',
      formatCOP(37_500),
      'Subtotal',
      formatCOP(217_500),
      `-${formatCOP(18_000)}`,
      'Envío',
      formatCOP(15_000),
      'IVA 19%',
      formatCOP(37_905),
      'Total',
      formatCOP(252_405),
    ])
      expect(text).toContain(expected)
  })

  test('staff may download any receipt', async () => {
    expect((await download(id, employee)).statusCode).toBe(200)
    expect((await download(id, admin)).statusCode).toBe(200)
  })

  test("another customer's receipt is 404; no session 401; a bad id 400", async () => {
    const res = await download(id, luis)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Pedido no encontrado.')
    expect((await download(id, null)).statusCode).toBe(401)
    expect((await download('abc', ana)).json().message).toBe('Identificador de pedido inválido.')
  })

  test('an order with many lines flows onto more pages', async () => {
    const products = await Promise.all(
      Array.from({ length: 40 }, (_, i) => insertProduct(ctx, { name: `Artículo ${i + 1}`, price: 1000 })),
    )
    const big = await orderId(
      ctx,
      ana,
      products.map((p) => ({ productId: p.id, quantity: 1 })),
      { addressId: address.id },
    )
    const res = await download(big, ana)
    const text = pdfText(res.rawPayload)
    expect(text).toContain('Artículo 40')
    expect(text).toContain(formatCOP(40_000))
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1)
  })
})

// docs/product/platform.md#one-process
describe('receipts with prices that include IVA and a shipping zone', () => {
  test('the IVA contained is shown under the total, never added; the zone and its estimate are named', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [{ setting_key: 'prices_include_tax', setting_value: 'true' }],
    })
    const zone = await app.inject({
      method: 'POST',
      url: '/api/shipping/zones',
      headers: admin.auth,
      payload: {
        name: 'Valle de Aburrá',
        departamentos: ['Antioquia'],
        cities: ['Medellín'],
        cost: 8_000,
        delivery_days_min: 1,
        delivery_days_max: 2,
      },
    })
    expect(zone.statusCode).toBe(201)
    const included = await orderId(ctx, ana, [{ productId: socks.id, quantity: 4 }], {
      addressId: address.id,
    })
    const text = pdfText((await download(included, ana)).rawPayload)
    // 4 × 12.500 = 50.000 + 8.000 of shipping; 50.000 × 0,19 / 1,19 = 7.983 contained.
    for (const expected of [
      formatCOP(50_000),
      formatCOP(8_000),
      'Total',
      formatCOP(58_000),
      'IVA 19% incluido',
      formatCOP(7_983),
      'Envío: Valle de Aburrá · 1 a 2 días hábiles',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain(formatCOP(65_983))
  })
})

// docs/product/catalogue.md#variant-images: the line's frozen picture, the chosen colour's photo.
describe("receipt lines show the chosen variant's picture", () => {
  const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0
  const photo = (background: string) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer()
      .then((png) => storeWebpImage(png, { storage: app.storage, folder: PRODUCT_UPLOADS }))

  test('a stored photo is drawn beside its line; an external link or no photo draws nothing', async () => {
    await liftOrderLimits(ctx)
    const [white, black] = [await photo('#FFFFFF'), await photo('#000000')]
    const bag = await insertProduct(ctx, { name: 'Bolso de fique', images: [white, black] })
    const colours = await insertVariants(ctx, bag.id, {
      options: [{ name: 'Color', values: ['Blanco', 'Negro'] }],
      variants: [
        { values: ['Blanco'], stock_quantity: 3 },
        { values: ['Negro'], stock_quantity: 3 },
      ],
    })
    const [negro] = await ctx.app.db
      .select({ id: productOptionValues.id })
      .from(productOptionValues)
      .where(eq(productOptionValues.value, 'Negro'))
    await ctx.app.db
      .update(productImages)
      .set({ option_value_id: negro!.id })
      .where(eq(productImages.image_url, black))
    const withPhoto = await orderId(
      ctx,
      ana,
      [{ productId: bag.id, variantId: colours['Negro']!, quantity: 1 }],
      { addressId: address.id },
    )
    const order = await app.inject({ method: 'GET', url: `/api/orders/${withPhoto}`, headers: ana.auth })
    expect(order.json().items[0].image_url).toBe(black)
    const res = await download(withPhoto, ana)
    expect(images(res.rawPayload)).toBe(1)
    expect(pdfText(res.rawPayload)).toContain('Color: Negro')

    const linked = await insertProduct(ctx, { name: 'Gorra', images: ['https://cdn.tienda.co/gorra.jpg'] })
    const without = await orderId(
      ctx,
      ana,
      [
        { productId: linked.id, quantity: 1 },
        { productId: socks.id, quantity: 1 },
      ],
      {
        addressId: address.id,
      },
    )
    expect(images((await download(without, ana)).rawPayload)).toBe(0)
  })
})

describe('who sells (docs/product/consumer-rights.md#quien-vende)', () => {
  test('once the fiscal profile is saved the receipt names the razón social, NIT, address and PQR channel', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/fiscal-profile',
      headers: admin.auth,
      payload: {
        legal_name: 'Moda Andina S.A.S.',
        nit: '800197268',
        dv: '4',
        regime: '48',
        responsibilities: ['O-47'],
        municipality_code: '05001',
        address: 'Carrera 43A # 1-50',
        environment: 'pruebas',
        resolutions: {},
      },
    })
    expect(saved.statusCode).toBe(200)
    const text = await eventually(async () => {
      const body = pdfText((await download(id, ana)).rawPayload)
      return body.includes('NIT') && body
    })
    for (const expected of [
      'Vende: Moda Andina S.A.S. · NIT 800197268-4',
      'Dirección: Carrera 43A # 1-50, Medellín (Antioquia)',
      'Teléfono: +57 604 444 5566',
      'Correo: hola@modaandina.co',
      `Peticiones, quejas y reclamos: ${app.config.publicUrl}/contacto`,
    ])
      expect(text).toContain(expected)
  })
})
