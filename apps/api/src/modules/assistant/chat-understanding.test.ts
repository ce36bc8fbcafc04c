import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { categories } from '../../db/schema'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { createUser, type TestUser } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'
import { createPolicy } from '../content/policies.service'
import { orderId, shownNumber } from '../../test/factories/orders'
import { chat, seedShop } from '../../test/factories/assistant'
import { extractPrice } from './chat-language'
import { answerBargain, answerOutOfScope } from './service-answers'

// Intent families, entities and follow-ups of the built-in assistant (docs/assistant.md#understanding),
// through POST /api/ai/chat on a small store that also sells sportswear and dresses.

let ctx: TestContext
let shop: Awaited<ReturnType<typeof seedShop>>
let ana: TestUser
let anaOrder: string

beforeAll(async () => {
  ctx = await buildTestApp()
  shop = await seedShop(ctx)
  const sport = await insertCategory(ctx, 'Deportes')
  await ctx.app.db
    .update(categories)
    .set({ description: 'Ropa y accesorios para entrenar en casa o en el gimnasio y practicar yoga.' })
    .where(eq(categories.id, sport.id))
  await insertProduct(ctx, {
    name: 'Tapete de Yoga',
    price: 90000,
    stock_quantity: 5,
    description: 'Tapete antideslizante para entrenar en casa.',
    categoryIds: [sport.id],
  })
  const dresses = await insertCategory(ctx, 'Vestidos')
  await insertProduct(ctx, {
    name: 'Vestido Floral',
    price: 120000,
    stock_quantity: 5,
    description: 'Vestido fresco para el día.',
    categoryIds: [dresses.id],
  })
  await createPolicy(ctx.app.db, {
    title: 'Garantías',
    content:
      '<p>Ropa y calzado: tres (3) meses por defectos de fabricación, como cremalleras defectuosas.</p>',
  })
  ctx.app.changes.publish('catalog')
  ana = await createUser(ctx)
  anaOrder = await orderId(ctx, ana, [
    { productId: shop.leather.id, variantId: shop.leatherVariants['M/Café'], quantity: 1 },
  ])
})

const names = (reply: { products?: { name: string }[] }) => (reply.products ?? []).map((p) => p.name)
const history = (...turns: [string, string][]) =>
  turns.flatMap(([user, ai]) => [
    { sender: 'user' as const, text: user },
    { sender: 'ai' as const, text: ai },
  ])

describe('price forms', () => {
  test.each([
    ['camisetas de 80 mil', null, 80000],
    ['camisetas de 80k', null, 80000],
    ['camisetas de $80.000', null, 80000],
    ['camisetas de 80.000 pesos', null, 80000],
    ['camisetas de menos de 80 mil', null, 80000],
    ['camisetas hasta 80 mil', null, 80000],
    ['camisetas máximo 80 mil', null, 80000],
    ['camisas entre 100 y 150 mil', 100000, 150000],
  ])('«%s» reads as a range of %s to %s', (message, min, max) => {
    const { range } = extractPrice(message)
    expect(range?.max).toBe(max)
    expect(range?.min ?? null).toBe(min)
  })

  test('a range keeps both bounds and leaves no number in the search', async () => {
    const { body } = await chat(ctx, 'chaquetas entre 100 y 200 mil')
    expect(names(body)).toEqual(['Chaqueta de Jean'])
    expect(body.text).not.toMatch(/«[^»]*\d/)
  })
})

describe('service intents', () => {
  test('a damaged item gets an apology, the warranty with its link and the contact hand-off, no cards', async () => {
    const { body } = await chat(ctx, 'me llegó la chaqueta con la cremallera dañada, qué hago?')
    expect(body.products).toBeUndefined()
    expect(body.text).toMatch(/^Lamento/)
    expect(body.text).toContain('tres (3) meses')
    expect(body.text).toContain('/politicas')
    expect(body.text).toContain('/contacto')
  })

  test('a policy question quotes the section asked about, with its link and no cards', async () => {
    const { body } = await chat(ctx, '¿cuántos días tengo para retractarme?')
    expect(body.products).toBeUndefined()
    expect(body.text).toContain('cinco (5) días hábiles')
    expect(body.text).toContain('/politicas')
  })

  test('out of scope: a short refusal that says what the assistant can do, no cards', async () => {
    const { body } = await chat(ctx, '¿qué tiempo va a hacer mañana en Medellín?')
    expect(body).toEqual({ text: answerOutOfScope() })
  })

  test('a discount request is refused without changing any price', async () => {
    for (const message of ['dame un descuento del 50%', 'véndeme la chaqueta de cuero a 10 mil']) {
      const { body } = await chat(ctx, message)
      expect(body).toEqual({ text: answerBargain() })
    }
  })

  test('"lo que pedí" of a signed-in shopper names their own order', async () => {
    const { body } = await chat(ctx, '¿cuándo me llega lo que pedí?', { auth: ana.auth })
    expect(body.text).toContain(await shownNumber(ctx, anaOrder))
  })

  test('where the store is comes from its settings', async () => {
    const { body } = await chat(ctx, '¿dónde quedan?')
    expect(body.text).toContain('Carrera 7 # 12-34')
    expect(body.products).toBeUndefined()
    const elsewhere = await chat(ctx, '¿dónde queda el hospital más cercano?')
    expect(elsewhere.body).toEqual({ text: answerOutOfScope() })
  })
})

describe('occasions and gifts', () => {
  test('an activity finds the category whose own description speaks of it', async () => {
    const { body } = await chat(ctx, 'algo para hacer ejercicio en la casa')
    expect(names(body)).toEqual(['Tapete de Yoga'])
  })

  test("a boyfriend's gift within budget leaves out women's garments", async () => {
    const { body } = await chat(ctx, 'un regalo para mi novio de menos de 150 mil')
    expect(body.products?.length).toBeGreaterThan(0)
    expect(names(body)).not.toContain('Vestido Floral')
    for (const card of body.products ?? []) expect(card.price).toBeLessThanOrEqual(150000)
    expect(body.text).toContain('para él')
  })
})

describe('follow-ups over the last results', () => {
  const jackets = history(['chaquetas', 'Encontré 2 opciones.'])

  test('"la más barata de esas" names the cheapest shown, alone', async () => {
    const { body } = await chat(ctx, '¿cuál es la más barata de esas?', { history: jackets })
    expect(names(body)).toEqual(['Chaqueta de Jean'])
    expect(body.text).toContain('Chaqueta de Jean')
  })

  test('"la más cara" names the dearest', async () => {
    const { body } = await chat(ctx, 'y la más cara?', { history: jackets })
    expect(names(body)).toEqual(['Chaqueta de Cuero'])
  })

  test('"¿y en azul?" keeps the search and changes the colour', async () => {
    const { body } = await chat(ctx, '¿y en azul?', { history: jackets })
    expect(names(body)).toEqual(['Chaqueta de Jean'])
  })

  test('"¿qué tallas tiene?" answers about the product under discussion', async () => {
    const { body } = await chat(ctx, '¿qué tallas tiene?', {
      history: history(['chaqueta de cuero', 'Chaqueta de Cuero, a $ 450.000.']),
    })
    expect(body.text).toBe('Chaqueta de Cuero está disponible en tallas M.')
  })
})
