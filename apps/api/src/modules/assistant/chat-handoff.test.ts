import { readContactPrefill } from '@vitrina/core/contact-link'
import { beforeAll, describe, expect, test } from 'vitest'
import { contactMessages, faqs } from '../../db/schema'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { createUser, type TestUser } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'
import { chat, seedShop } from '../../test/factories/assistant'
import { HANDOFF_OFFER } from './complaint-handoff'
import { answerOutOfScope } from './service-answers'

// The complaint hand-off (docs/product/assistant.md#complaints), recipients read from product data and the
// refusals without cards, through POST /api/ai/chat.

let ctx: TestContext
let ana: TestUser

beforeAll(async () => {
  ctx = await buildTestApp()
  await seedShop(ctx)
  const tees = await insertCategory(ctx, 'Blusas y Camisetas')
  await insertProduct(ctx, {
    name: 'Camiseta Entallada Lila',
    price: 45000,
    description: 'Camiseta de algodón para mujer, entallada y suave.',
    categoryIds: [tees.id],
  })
  await insertProduct(ctx, {
    name: 'Camiseta Recta Gris',
    price: 42000,
    description: 'Camiseta de algodón para hombre, de corte recto.',
    categoryIds: [tees.id],
  })
  const bags = await insertCategory(ctx, 'Morrales')
  await insertProduct(ctx, {
    name: 'Morral Urbano',
    price: 150000,
    description: 'Morral con bolsillo acolchado para el portátil.',
    categoryIds: [bags.id],
  })
  await ctx.app.db.insert(faqs).values({
    question: '¿Hacen envíos fuera de Colombia?',
    answer: 'Sí, a varios países: escríbenos con tu dirección y te cotizamos el envío.',
  })
  ctx.app.changes.publish('catalog')
  ana = await createUser(ctx)
})

const COMPLAINT = 'me llegó la chaqueta con la cremallera dañada, qué hago?'
const names = (reply: { products?: { name: string }[] }) => (reply.products ?? []).map((p) => p.name)
const turns = (...texts: string[]) =>
  texts.map((text, i) => ({ sender: i % 2 === 0 ? ('user' as const) : ('ai' as const), text }))
const messages = () => ctx.app.db.select().from(contactMessages)

describe('complaint hand-off', () => {
  test('the answer links to the contact form prefilled with the problem and offers to send it', async () => {
    const { body } = await chat(ctx, COMPLAINT)
    expect(body.products).toBeUndefined()
    expect(body.text).toContain(HANDOFF_OFFER)
    const link = /\/contacto\?\S+/.exec(body.text)?.[0]
    expect(link).toBeDefined()
    expect(readContactPrefill(link!.split('?')[1]!)).toEqual({
      subject: 'Producto dañado o defectuoso',
      message: COMPLAINT,
    })
  })

  test('an anonymous shopper consents, is asked for name and e-mail, and the message reaches staff', async () => {
    const before = (await messages()).length
    const { body: offer } = await chat(ctx, COMPLAINT)
    const consent = await chat(ctx, 'sí, envíalo', { history: turns(COMPLAINT, offer.text) })
    expect(consent.body.text).toMatch(/tu nombre y tu correo/)
    expect(await messages()).toHaveLength(before)

    const wrong = await chat(ctx, 'Ana Gómez, ana@correo', {
      history: turns(COMPLAINT, offer.text, 'sí, envíalo', consent.body.text),
    })
    expect(wrong.body.text).toMatch(/correo electrónico válido/)
    expect(await messages()).toHaveLength(before)

    const sent = await chat(ctx, 'Ana Gómez, Ana@Correo.com', {
      history: turns(COMPLAINT, offer.text, 'sí, envíalo', consent.body.text),
    })
    expect(sent.status).toBe(200)
    expect(sent.body.text).toContain('ana@correo.com')
    const rows = await messages()
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({
      sender_name: 'Ana Gómez',
      sender_email: 'ana@correo.com',
      subject: 'Producto dañado o defectuoso',
      user_id: null,
      status: 'nuevo',
    })
    expect(rows.at(-1)!.message).toContain(COMPLAINT)
  })

  test('a signed-in shopper sends it with one consent, under their own account', async () => {
    const { body: offer } = await chat(ctx, COMPLAINT, { auth: ana.auth })
    const sent = await chat(ctx, 'sí, por favor envíalo', {
      auth: ana.auth,
      history: turns(COMPLAINT, offer.text),
    })
    expect(sent.body.text).toContain(ana.email)
    expect((await messages()).at(-1)).toMatchObject({ user_id: ana.user.id, sender_email: ana.email })
  })

  test('without consent nothing is sent and the conversation goes on', async () => {
    const before = (await messages()).length
    const { body: offer } = await chat(ctx, COMPLAINT)
    const { body } = await chat(ctx, 'no, gracias', { history: turns(COMPLAINT, offer.text) })
    expect(body.text).not.toMatch(/envié/)
    expect(await messages()).toHaveLength(before)
    // A consent with no complaint before it sends nothing either.
    await chat(ctx, 'sí, envíalo', { history: turns('hola', HANDOFF_OFFER) })
    expect(await messages()).toHaveLength(before)
  })
})

describe('recipients from product data', () => {
  test("'para mi novio' leaves out what the description says is for women, and the other way round", async () => {
    const him = await chat(ctx, 'un regalo para mi novio, camisetas')
    expect(names(him.body)).toContain('Camiseta Recta Gris')
    expect(names(him.body)).not.toContain('Camiseta Entallada Lila')
    const her = await chat(ctx, 'un regalo para mi mamá, camisetas')
    expect(names(her.body)).toContain('Camiseta Entallada Lila')
    expect(names(her.body)).not.toContain('Camiseta Recta Gris')
  })
  test("'camisetas de mujer' searches t-shirts and leaves out those whose data says they are for men", async () => {
    const { body } = await chat(ctx, 'camisetas de mujer')
    expect(names(body)).toContain('Camiseta Entallada Lila')
    expect(names(body)).not.toContain('Camiseta Recta Gris')
    expect(body.text).not.toMatch(/No tenemos/)
  })
})

describe('diminutives', () => {
  test("'una camisetita' searches the t-shirts the catalogue names without the diminutive", async () => {
    const { body } = await chat(ctx, 'busco una camisetita para mujer')
    expect(names(body)).toContain('Camiseta Entallada Lila')
  })
})

describe('out of scope', () => {
  test('the weather gets a polite refusal without cards, even naming a city', async () => {
    const { body } = await chat(ctx, '¿va a llover mañana en Bogotá?')
    expect(body).toEqual({ text: answerOutOfScope() })
  })

  test('a thing the store does not sell, found only through a synonym in a description, shows no cards', async () => {
    const { body } = await chat(ctx, '¿tienen computadores?')
    expect(body.products).toBeUndefined()
    expect(body.text).toMatch(/Puedo ayudarte/)
  })
})

describe('shipping abroad', () => {
  test("'¿mandan a España?' quotes the store's own words on shipping abroad, not the Colombian rates", async () => {
    const { body } = await chat(ctx, '¿mandan a España?')
    expect(body.text).toContain('te cotizamos el envío')
    expect(body.products).toBeUndefined()
  })
})
