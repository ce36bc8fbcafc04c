import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { cufeFieldsOf } from '@vitrina/core/dian-cufe'
import { fiscalDocumentSchema } from '@vitrina/core/fiscal-document'
import type { AdminFiscalDocumentList } from '@vitrina/core/schemas/fiscal-documents'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import type { Return } from '@vitrina/core/schemas/returns'
import { fiscalDocuments, fiscalNumbering, jobs } from '../../db/schema'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { startFakeFactus } from '../../test/fake-factus'
import { startFakeWompi } from '../../test/fake-wompi'
import { createAdmin, createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { invoicingEnv, seedFiscalProfile } from '../../test/factories/fiscal-documents'
import { liftOrderLimits, orderId, putSettings, readableOutbox } from '../../test/factories/orders'
import { wompiEnv } from '../../test/factories/wompi'
import { pdfText } from '../receipts/pdf-text'
import { askReturn, deliver, moveReturn, orderReturns } from '../returns/return-factories'
import { transitionOrder } from '../orders/order-status.service'
import { computeCufe } from './cufe'
import { recordSaleDocument } from './fiscal-records.service'
import { issueFiscalDocument } from './fiscal-issue.job'
import { NOT_CONNECTED_REASON } from './invoicing-connection'

// docs/decisions/040-fiscal-documents.md: every sale owes its document, recorded with the change that owes it,
// numbered once, issued through the job queue against the Factus stand-in, checked by its CUFE, and
// corrected by credit notes whose totals are the refunds.

const fake = await startFakeFactus({ tokenSeconds: 3600 })
afterAll(() => fake.close())
const wompi = await startFakeWompi()
afterAll(() => wompi.close())
const ctx: TestContext = await buildTestApp({ ...invoicingEnv(fake), ...wompiEnv(wompi) })
const { app } = ctx
await seedFiscalProfile(ctx, fake)
const admin = await createAdmin(ctx)
const ana = await createUser(ctx)
const luis = await createUser(ctx)
await liftOrderLimits(ctx)
await putSettings(ctx, admin, {
  tax_enabled: 'true',
  tax_rate: '0.19',
  tax_rate_reduced: '0.05',
  prices_include_tax: 'true',
  shipping_cost: '9000',
})
const shirt = await insertProduct(ctx, { name: 'Camiseta', price: 59_900, stock_quantity: 500 })
const coffee = await insertProduct(ctx, {
  name: 'Café tostado',
  price: 18_000,
  stock_quantity: 500,
  tax_class: 'reducido',
})
const panela = await insertProduct(ctx, {
  name: 'Panela',
  price: 12_500,
  stock_quantity: 500,
  tax_class: 'excluido',
})
const cart = [
  { productId: shirt.id, quantity: 2 },
  { productId: coffee.id, quantity: 1 },
  { productId: panela.id, quantity: 1 },
]

const detail = async (id: string, user: TestUser = ana) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.auth })).json<OrderDetail>()
const documentsOf = (id: string) =>
  app.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.order_id, id)).orderBy(fiscalDocuments.id)
const move = (id: string, status: string) => deliver(ctx, admin, id, [status])
const runJobs = () => app.jobs.drain()

/** A cash-on-delivery order, shipped: the moment it owes its factura. */
async function shippedOrder(user = ana) {
  const id = await orderId(ctx, user, cart)
  await deliver(ctx, admin, id, ['en_preparacion', 'enviado'])
  return id
}

describe('the factura of an online order', () => {
  test('cash on delivery is invoiced when it ships, once, with one total per rate and a CUFE the store recomputes', async () => {
    const id = await orderId(ctx, ana, cart)
    await move(id, 'en_preparacion')
    expect(await documentsOf(id)).toEqual([])
    await move(id, 'enviado')
    await runJobs()
    const [invoice] = await documentsOf(id)
    expect(invoice).toMatchObject({ kind: 'factura', status: 'emitida', last_error: null, attempts: 1 })
    const doc = fiscalDocumentSchema.parse(invoice!.document)
    expect(doc.totals.total).toBe((await detail(id)).total_amount)
    expect(doc.totals.by_rate.map((r) => r.rate)).toEqual([0.19, 0.05, 0])
    expect(invoice!.cufe).toBe(
      computeCufe(cufeFieldsOf(doc, invoice!.issued_at!, invoice!.number!), doc.resolution.technical_key!),
    )
    expect(fake.documents.get(invoice!.number!)).toBeDefined()

    const order = await detail(id)
    expect(order.fiscal_documents).toEqual([
      {
        id: invoice!.id,
        kind: 'factura',
        number: invoice!.number,
        cufe: invoice!.cufe,
        status: 'emitida',
        total: order.total_amount,
        issued_at: invoice!.issued_at!.toISOString(),
        pdf_url: `/api/orders/${id}/fiscal-documents/${invoice!.id}/pdf`,
      },
    ])
    // A replayed cause (a repeated event, a second instance) never records a second document.
    await app.db.transaction((tx) => recordSaleDocument(tx, id, 'factura'))
    expect(await documentsOf(id)).toHaveLength(1)
  })

  test('its PDF shows the CUFE, the buyer, one IVA line per rate, and is e-mailed with the PDF attached', async () => {
    const id = await shippedOrder()
    await runJobs()
    const [invoice] = await documentsOf(id)
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${id}/fiscal-documents/${invoice!.id}/pdf`,
      headers: ana.auth,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = pdfText(res.rawPayload)
    expect(text).toContain(`Factura electrónica de venta N.º ${invoice!.number}`)
    expect(text).toContain(invoice!.cufe!)
    expect(text).toContain('IVA 19%')
    expect(text).toContain('IVA 5%')
    expect(text).toContain('Consumidor final')
    expect(text).toContain('Resolución DIAN N.º 18760000001')
    const mail = readableOutbox(ctx).find((m) => m.includes(`filename=${invoice!.number}.pdf`))
    expect(mail).toContain(`CUFE/CUDE: ${invoice!.cufe}`)
    expect(mail).toContain('Content-Type: application/pdf')
    // Someone else's order is not found; so is a document that is not issued.
    const other = await app.inject({
      method: 'GET',
      url: `/api/orders/${id}/fiscal-documents/${invoice!.id}/pdf`,
      headers: luis.auth,
    })
    expect(other.statusCode).toBe(404)
  })

  test('a prepaid order is invoiced when paid; its cancellation is a credit note for all of it', async () => {
    const id = await orderId(ctx, ana, cart, { payment_method: 'wompi' })
    expect(await documentsOf(id)).toEqual([])
    // What Wompi's confirmation does (payments test that path): the order becomes pagado.
    await transitionOrder(app.db, id, { to: 'pagado', changedBy: null, guard: () => undefined })
    await runJobs()
    await move(id, 'cancelado')
    await runJobs()
    const [invoice, note] = await documentsOf(id)
    expect(note).toMatchObject({ kind: 'nota_credito', status: 'emitida', corrects_id: invoice!.id })
    const doc = fiscalDocumentSchema.parse(note!.document)
    expect(doc.reason).toBe('anulacion')
    expect(doc.reference).toMatchObject({ number: invoice!.number, cufe: invoice!.cufe })
    expect(note!.total).toBe(invoice!.total)
    expect(note!.number).toMatch(/^NC\d+$/)
  })

  test('an order cancelled before anything was sent owes no document', async () => {
    const id = await orderId(ctx, ana, cart)
    await deliver(ctx, admin, id, ['en_preparacion', 'cancelado'])
    await runJobs()
    expect(await documentsOf(id)).toEqual([])
  })
})

describe('credit notes of returns', () => {
  test('a partial return produces a credit note whose total equals the refund', async () => {
    const id = await shippedOrder()
    await move(id, 'entregado')
    const view = await orderReturns(ctx, ana, id)
    const line = view.lines.find((l) => l.product_name === 'Camiseta')!
    const asked = await askReturn(ctx, ana, id, {
      items: [{ order_item_id: line.order_item_id, quantity: 1 }],
      reason: 'No me quedó bien la talla',
    })
    const ret = asked.json<Return>()
    await moveReturn(ctx, admin, ret.id, { status: 'aprobada' })
    const received = await moveReturn(ctx, admin, ret.id, { status: 'recibida', refund_method: 'efectivo' })
    expect(received.statusCode).toBe(200)
    await runJobs()
    const [, note] = await documentsOf(id)
    const refunded = received.json<Return>().refund_amount
    expect(note).toMatchObject({
      kind: 'nota_credito',
      status: 'emitida',
      return_id: ret.id,
      total: refunded,
    })
    const doc = fiscalDocumentSchema.parse(note!.document)
    expect(doc.lines).toMatchObject([{ name: 'Camiseta', quantity: 1, tax_rate: 0.19 }])
    expect(doc.reason).toBe('devolucion')
  })
})

describe('till sales', () => {
  const sell = (buyer?: object) =>
    app.inject({
      method: 'POST',
      url: '/api/pos/sales',
      headers: admin.auth,
      payload: { items: [{ productId: shirt.id, quantity: 1 }], payment_method: 'tarjeta', buyer },
    })

  test('a till sale gets its documento equivalente POS, or a factura when the buyer gives a document', async () => {
    const pos = await sell()
    const invoiced = await sell({
      document_type: 'NIT',
      document_number: '800197268',
      dv: '4',
      name: 'Comercial Andina S.A.S.',
      email: 'compras@andina.co',
    })
    await runJobs()
    const [posDoc] = await documentsOf(pos.json<{ order: { id: string } }>().order.id)
    const [invoice] = await documentsOf(invoiced.json<{ order: { id: string } }>().order.id)
    expect(posDoc).toMatchObject({ kind: 'pos', status: 'emitida' })
    expect(posDoc!.number).toMatch(/^POS\d+$/)
    expect(invoice).toMatchObject({ kind: 'factura', status: 'emitida' })
    expect(fiscalDocumentSchema.parse(invoice!.document).buyer).toMatchObject({
      number: '800197268',
      dv: '4',
    })
  })

  test('concurrent sales take distinct numbers with no gap', async () => {
    const [counter] = await app.db.select().from(fiscalNumbering).where(eq(fiscalNumbering.kind, 'pos'))
    const sales = await Promise.all(Array.from({ length: 6 }, () => sell()))
    expect(sales.map((s) => s.statusCode)).toEqual(Array(6).fill(201))
    await runJobs()
    const numbers = await Promise.all(
      sales.map(async (s) => (await documentsOf(s.json<{ order: { id: string } }>().order.id))[0]!.number),
    )
    const expected = Array.from({ length: 6 }, (_, i) => `POS${counter!.next_number + i}`)
    expect([...numbers].sort()).toEqual([...expected].sort())
  })
})

describe('when the provider fails', () => {
  const stuckJobs = () => app.db.select().from(jobs).where(eq(jobs.kind, 'fiscal.issue'))

  test('an outage keeps the document pending with its number, and the retried job issues it, never a second number', async () => {
    fake.misbehave('error_500', 1)
    const id = await shippedOrder()
    await runJobs()
    const [pending] = await documentsOf(id)
    expect(pending).toMatchObject({ status: 'pendiente', attempts: 1 })
    expect(pending!.last_error).toMatch(/Se reintentará automáticamente/)
    const number = pending!.number
    expect(number).toMatch(/^SETP\d+$/)
    expect((await stuckJobs()).some((j) => j.status === 'queued')).toBe(true)
    await app.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.kind, 'fiscal.issue'))
    await runJobs()
    expect((await documentsOf(id))[0]).toMatchObject({ status: 'emitida', number, last_error: null })
  })

  test("documents reach the provider in their numbers' order: a later one waits while an earlier one is unsent", async () => {
    fake.misbehave('error_500', 1)
    const first = await shippedOrder()
    await runJobs()
    const second = await shippedOrder()
    await runJobs()
    const [held] = await documentsOf(first)
    const [waiting] = await documentsOf(second)
    expect(held).toMatchObject({ status: 'pendiente', attempts: 1 })
    expect(waiting).toMatchObject({ status: 'pendiente', attempts: 0 })
    expect(waiting!.last_error).toBe(`Espera a que el proveedor reciba el documento ${held!.number}.`)
    await app.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.kind, 'fiscal.issue'))
    await runJobs()
    await app.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.kind, 'fiscal.issue'))
    await runJobs()
    expect((await documentsOf(first))[0]).toMatchObject({ status: 'emitida', number: held!.number })
    expect((await documentsOf(second))[0]).toMatchObject({ status: 'emitida', number: waiting!.number })
  })

  test('a rejection is shown to staff in Spanish and retried from the back office with the same number', async () => {
    fake.misbehave('reject', 1)
    const id = await shippedOrder()
    await runJobs()
    const [rejected] = await documentsOf(id)
    expect(rejected).toMatchObject({ status: 'rechazada' })
    expect(rejected!.last_error).toMatch(/número de documento del comprador/)
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/fiscal-documents?status=rechazada',
      headers: admin.auth,
    })
    expect(list.json<AdminFiscalDocumentList>()).toMatchObject({
      connected: true,
      documents: [{ id: rejected!.id, status: 'rechazada', last_error: rejected!.last_error }],
    })
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/fiscal-documents/${rejected!.id}/retry`,
      headers: admin.auth,
    })
    expect(retry.statusCode).toBe(200)
    await runJobs()
    expect((await documentsOf(id))[0]).toMatchObject({ status: 'emitida', number: rejected!.number })
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/fiscal-documents/${rejected!.id}/retry`,
      headers: admin.auth,
    })
    expect(again.statusCode).toBe(409)
  })

  test('a CUFE that is not the store’s is never shown as issued: staff get an alert', async () => {
    fake.misbehave('wrong_cufe', 1)
    const id = await shippedOrder()
    await runJobs()
    const [doc] = await documentsOf(id)
    expect(doc!.status).toBe('pendiente')
    expect(doc!.cufe).toBeNull()
    expect(doc!.cufe_alert).toMatch(/no es el que calcula la tienda/)
    expect((await detail(id)).fiscal_documents[0]).toMatchObject({ status: 'pendiente', pdf_url: null })
  })

  test('without credentials the document waits as pendiente, says why, and takes no number', async () => {
    const bare = await buildTestApp({ JWT_SECRET: ctx.config.jwtSecret }, { shareDatabaseWith: ctx })
    const id = await orderId(ctx, ana, cart)
    await deliver(ctx, admin, id, ['en_preparacion'])
    const [before] = await app.db.select().from(fiscalNumbering).where(eq(fiscalNumbering.kind, 'factura'))
    await bare.app.db.transaction((tx) => recordSaleDocument(tx, id, 'factura'))
    const [doc] = await documentsOf(id)
    await issueFiscalDocument(bare.app, doc!.id)
    expect((await documentsOf(id))[0]).toMatchObject({
      status: 'pendiente',
      number: null,
      last_error: NOT_CONNECTED_REASON,
    })
    const [after] = await app.db.select().from(fiscalNumbering).where(eq(fiscalNumbering.kind, 'factura'))
    expect(after!.next_number).toBe(before!.next_number)
    const list = await bare.app.inject({
      method: 'GET',
      url: '/api/admin/fiscal-documents',
      headers: admin.auth,
    })
    expect(list.json<AdminFiscalDocumentList>()).toMatchObject({
      connected: false,
      connection_message: NOT_CONNECTED_REASON,
    })
  })
})

describe('access', () => {
  test('customers cannot list or retry documents; bad filters are a Spanish 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/fiscal-documents'],
      ['POST', '/api/admin/fiscal-documents/1/retry'],
      ['GET', '/api/admin/fiscal-documents/1/pdf'],
    ] as const)
      expect((await app.inject({ method, url, headers: ana.auth })).statusCode).toBe(403)
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/fiscal-documents?kind=recibo&from=2026-13-01',
      headers: admin.auth,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/Tipo no válido|fecha/)
  })
})
