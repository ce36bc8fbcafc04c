import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { orderNumber } from '@vitrina/core/format'
import {
  categoryDetailsDraftSchema,
  cmsContentDraftSchema,
  faqAnswerDraftSchema,
  futureProductDraftSchema,
  landingContentDraftSchema,
  messageReplyDraftSchema,
  policyContentDraftSchema,
} from '@vitrina/core/schemas/assistant'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { startFakeAi, type FakeAi } from '../../test/fake-ai'
import { createEmployee, createUser, type TestUser } from '../../test/factories'
import { orderId } from '../../test/factories/orders'
import { seedShop, STORE } from '../../test/factories/assistant'

// The staff's writing helpers (docs/product/assistant.md#writing-helpers), without a model (built-in drafts)
// and with a fake one.

let ctx: TestContext
let shop: Awaited<ReturnType<typeof seedShop>>
let staff: TestUser
let customer: TestUser

beforeAll(async () => {
  ctx = await buildTestApp()
  shop = await seedShop(ctx)
  staff = await createEmployee(ctx)
  customer = await createUser(ctx)
})

const helpers: [string, object, z.ZodType][] = [
  ['/api/ai/generate/faq-answer', { question: '¿Cuánto cuesta el envío?' }, faqAnswerDraftSchema],
  ['/api/ai/generate/policy-content', { title: 'Garantías' }, policyContentDraftSchema],
  ['/api/ai/generate/cms-content', { title: 'Nuestra misión' }, cmsContentDraftSchema],
  ['/api/ai/suggest-category-details', { categoryName: 'chaquetas' }, categoryDetailsDraftSchema],
  ['/api/ai/suggest-future-product', { idea: 'botas de lluvia' }, futureProductDraftSchema],
  ['/api/ai/generate/landing-page-content', { productId: 1 }, landingContentDraftSchema],
  [
    '/api/ai/draft-message-reply',
    { customerMessage: 'Hola, ¿tienen tallas grandes?' },
    messageReplyDraftSchema,
  ],
]

async function generate<T = Record<string, unknown>>(
  app: TestContext,
  url: string,
  payload: object,
  user = staff,
) {
  const res = await app.app.inject({ method: 'POST', url, headers: user.auth, payload })
  return { status: res.statusCode, body: res.json<T>() }
}

describe('every helper', () => {
  test.each(helpers)(
    '%s is for staff only and answers its documented shape',
    async (url, payload, schema) => {
      const anonymous = await ctx.app.inject({ method: 'POST', url, payload })
      expect(anonymous.statusCode).toBe(401)
      expect((await generate(ctx, url, payload, customer)).status).toBe(403)
      const { status, body } = await generate(ctx, url, payload)
      expect(status).toBe(200)
      expect(schema.parse(body)).toEqual(body)
      expect(body.engine).toBe('builtin')
    },
  )

  test.each(helpers)('%s refuses bad input in Spanish', async (url) => {
    const { status, body } = await generate(ctx, url, { desconocido: true })
    expect(status).toBe(400)
    expect(body.message).toEqual(expect.any(String))
  })

  test('the landing helper answers 404 for a product that does not exist', async () => {
    const { status, body } = await generate(ctx, '/api/ai/generate/landing-page-content', {
      productId: 99999,
    })
    expect(status).toBe(404)
    expect(body.message).toBe('Producto no encontrado.')
  })
})

describe('built-in drafts from the store data', () => {
  test('a FAQ answer states the shipping facts and how to reach the store', async () => {
    const { body } = await generate(ctx, '/api/ai/generate/faq-answer', {
      question: '¿Cuánto cuesta el envío?',
      briefing: 'enviamos con transportadoras nacionales',
    })
    expect(body.answer).toMatch(/^Enviamos con transportadoras nacionales\. El envío cuesta \$\s15\.000/)
    expect(body.answer).toContain(STORE.email)
  })

  test('a returns policy follows Colombian consumer law, with the briefing and contact, sanitized', async () => {
    const { body } = await generate<{ content: string }>(ctx, '/api/ai/generate/policy-content', {
      title: 'Cambios, devoluciones y derecho de retracto',
      briefing: 'El primer cambio es gratis\n<script>alert(1)</script>Cambios en tienda física',
    })
    expect(body.content).toContain('Ley 1480 de 2011')
    expect(body.content).toContain('<h3>Derecho de retracto</h3>')
    expect(body.content).toContain('<strong>cinco (5) días hábiles</strong>')
    expect(body.content).toContain('artículo 51')
    expect(body.content).toContain('<li>El primer cambio es gratis.</li>')
    expect(body.content).toContain(`<a href="mailto:${STORE.email}"`)
    expect(body.content).not.toContain('<script')
    expect(body.content).toContain(`<strong>${STORE.name}</strong>`)
  })

  test('a privacy policy cites Ley 1581 de 2012', async () => {
    const { body } = await generate<{ content: string }>(ctx, '/api/ai/generate/policy-content', {
      title: 'Tratamiento de datos personales',
    })
    expect(body.content).toContain('Ley 1581 de 2012')
    expect(body.content).toContain('Superintendencia de Industria y Comercio')
  })

  test('an About section names what the store sells and where it is', async () => {
    const { body } = await generate<{ content: string }>(ctx, '/api/ai/generate/cms-content', {
      title: 'Nuestra misión',
      briefing: 'apoyamos talleres locales',
    })
    expect(body.content).toMatch(/^Nuestra misión es ofrecer .*chaquetas y buzos.* desde Bogotá/)
    expect(body.content).toContain('\n\nApoyamos talleres locales.')
  })

  test('category details: a title, a valid slug and examples from the catalogue', async () => {
    const { body } = await generate(ctx, '/api/ai/suggest-category-details', {
      categoryName: 'chaquetas de invierno',
    })
    expect(body).toMatchObject({ name: 'Chaquetas de Invierno', slug: 'chaquetas-de-invierno' })
    expect(body.description).toContain('Chaqueta de Cuero')
  })

  test('a future product: a name, the closest category and a launch date ahead', async () => {
    const { body } = await generate<{ name: string; category: string; expected_release_date: string }>(
      ctx,
      '/api/ai/suggest-future-product',
      { idea: 'una chaqueta impermeable reversible, para moto' },
    )
    expect(body.name).toBe('Chaqueta Impermeable Reversible')
    expect(body.category).toBe('Chaquetas y Buzos')
    expect(body.expected_release_date).toMatch(/^\d{4}-\d{2}-01$/)
    expect(body.expected_release_date > new Date().toISOString().slice(0, 10)).toBe(true)
  })

  test('landing content comes from the product: description, options, price and shipping', async () => {
    const { body } = await generate<{
      headline: string
      body: string
      subheadline: string
      benefits: { title: string; text: string }[]
      cta: string
    }>(ctx, '/api/ai/generate/landing-page-content', { productId: shop.leather.id })
    expect(body.headline).toBe('Chaqueta de Cuero')
    expect(body.body).toContain('Chaqueta de cuero de res con forro.')
    expect(body.body).toContain('talla M')
    expect(body.subheadline).toMatch(/450\.000/)
    expect(body.benefits.map((b) => b.title)).toContain('Envío a tu puerta')
    expect(body.cta).toBe('Elegir mis opciones')
  })

  test('a reply greets the customer by name, takes up the subject and answers from the policy', async () => {
    const { body } = await generate<{ replyText: string }>(ctx, '/api/ai/draft-message-reply', {
      customerMessage: 'Quiero cambiar la chaqueta por una talla más grande.',
      customerName: 'maría fernanda',
      subject: 'Cambio de talla',
    })
    expect(body.replyText).toMatch(/^Hola María,\n\nGracias por escribirnos sobre «Cambio de talla»\./)
    expect(body.replyText).toContain('30 días')
    expect(body.replyText).toMatch(/Equipo de Tienda Prueba$/)
  })

  test('a reply about an order states its status', async () => {
    const own = await orderId(ctx, customer, [
      { productId: shop.tee.id, variantId: shop.teeVariants['M/Azul Marino'], quantity: 1 },
    ])
    const { body } = await generate<{ replyText: string }>(ctx, '/api/ai/draft-message-reply', {
      customerMessage: `¿Cuándo llega mi pedido #${orderNumber(own)}?`,
      customerName: 'Ana',
    })
    expect(body.replyText).toContain(`Revisamos tu pedido #${orderNumber(own)}: Pendiente (total`)
  })
})

describe('with a model', () => {
  let ai: FakeAi
  let modelCtx: TestContext
  let modelStaff: TestUser

  beforeAll(async () => {
    ai = await startFakeAi()
    modelCtx = await buildTestApp({ AI_BASE_URL: ai.url, AI_TIMEOUT_MS: '2500' })
    await seedShop(modelCtx)
    modelStaff = await createEmployee(modelCtx)
  })
  afterAll(() => ai.close())

  const json = (value: object) => ({ content: JSON.stringify(value) })

  test.each([
    [
      '/api/ai/generate/faq-answer',
      { question: '¿Envían a Cali?' },
      { answer: '<b>Sí</b>, enviamos a Cali.' },
      { answer: 'Sí, enviamos a Cali.' },
    ],
    [
      '/api/ai/generate/policy-content',
      { title: 'Garantías' },
      { content: '<h3>Garantía</h3><p onclick="x()">Un año.</p><script>alert(1)</script>' },
      { content: '<h3>Garantía</h3><p>Un año.</p>' },
    ],
    [
      '/api/ai/generate/cms-content',
      { title: 'Historia' },
      { content: 'Empezamos en 2020.\n\nHoy crecemos.' },
      { content: 'Empezamos en 2020.\n\nHoy crecemos.' },
    ],
    [
      '/api/ai/suggest-category-details',
      { categoryName: 'ropa de baño' },
      { name: 'Ropa de Baño', description: 'Vestidos de baño para el mar.' },
      { name: 'Ropa de Baño', slug: 'ropa-de-bano', description: 'Vestidos de baño para el mar.' },
    ],
    [
      '/api/ai/suggest-future-product',
      { idea: 'gorras de lana' },
      {
        name: 'Gorra de Lana',
        category: 'Accesorios',
        description: 'Abrigada.',
        expected_release_date: '2999-01-15',
      },
      {
        name: 'Gorra de Lana',
        category: 'Accesorios',
        description: 'Abrigada.',
        expected_release_date: '2999-01-15',
      },
    ],
    [
      '/api/ai/generate/landing-page-content',
      { productId: 1 },
      {
        headline: 'Cuero que dura',
        subheadline: 'Hecha a mano',
        body: 'Texto.',
        benefits: [{ title: 'Forro', text: 'Abriga.' }],
        cta: 'Comprar',
      },
      {
        headline: 'Cuero que dura',
        subheadline: 'Hecha a mano',
        body: 'Texto.',
        benefits: [{ title: 'Forro', text: 'Abriga.' }],
        cta: 'Comprar',
      },
    ],
    [
      '/api/ai/draft-message-reply',
      { customerMessage: 'Hola' },
      { replyText: 'Hola, gracias.' },
      { replyText: 'Hola, gracias.' },
    ],
  ])('%s: the model writes in the field shape, cleaned', async (url, payload, said, expected) => {
    ai.script(json(said))
    const { status, body } = await generate(modelCtx, url, payload, modelStaff)
    expect(status).toBe(200)
    expect(body).toEqual({ ...expected, engine: 'model' })
    const request = ai.requests[0]!
    expect(request.response_format).toEqual({ type: 'json_object' })
    expect(request.messages[0]!.content).toContain(`Eres redactor de ${STORE.name}`)
    expect(request.messages[0]!.content).toContain('español de Colombia')
  })

  test.each([
    ['text that is not JSON', { content: 'Claro, aquí tienes la respuesta' }],
    ['JSON of another shape', json({ respuesta: 'x' })],
    ['an HTTP error', { status: 500 }],
    ['a timeout', { delayMs: 6000, then: json({ answer: 'tarde' }) }],
  ])('%s: the built-in draft is answered instead', async (_, turn) => {
    ai.script(turn)
    const { status, body } = await generate(
      modelCtx,
      '/api/ai/generate/faq-answer',
      { question: '¿Cuánto cuesta el envío?' },
      modelStaff,
    )
    expect(status).toBe(200)
    expect(body.engine).toBe('builtin')
    expect(body.answer).toMatch(/15\.000/)
  })

  test('a launch date in the past is not accepted from the model', async () => {
    ai.script(
      json({ name: 'Gorra', category: 'Accesorios', description: 'x', expected_release_date: '2001-01-01' }),
    )
    const { body } = await generate(
      modelCtx,
      '/api/ai/suggest-future-product',
      { idea: 'gorras' },
      modelStaff,
    )
    expect(body.engine).toBe('builtin')
  })
})
