import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { categories } from '../../db/schema'
import { POLICIES } from '../../db/seed/policies-data'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { insertCategory, insertProduct } from '../../test/factories/catalog'
import { chat } from '../../test/factories/assistant'
import { createPolicy } from '../content/policies.service'
import { answerOutOfScope } from './service-answers'

// Questions the assistant had not seen (docs/assistant.md#understanding): places in occasions, a child's
// gift and an interest the store lacks, a policy question answered by its sentence, words the store never
// uses. A small store with a coffee from Santa Marta, beachwear, grown-ups' gifts and the demo policies.

let ctx: TestContext

async function category(name: string, description: string) {
  const row = await insertCategory(ctx, name)
  await ctx.app.db.update(categories).set({ description }).where(eq(categories.id, row.id))
  return row.id
}

beforeAll(async () => {
  ctx = await buildTestApp()
  const coffee = await category('Café', 'Café de origen de las regiones de Colombia.')
  const beach = await category('Playa', 'Todo para la playa y el calor de la costa.')
  const coats = await category('Chaquetas', 'Chaquetas y buzos para el frío de la sabana.')
  const gifts = await category('Accesorios', 'Joyería, relojes y gorras.')
  await insertProduct(ctx, {
    name: 'Café Sierra Nevada',
    description: 'Café orgánico de la Sierra Nevada de Santa Marta.',
    categoryIds: [coffee],
  })
  await insertProduct(ctx, {
    name: 'Sombrero de Playa',
    description: 'Sombrero de paja para la playa.',
    categoryIds: [beach],
  })
  await insertProduct(ctx, {
    name: 'Chaqueta Acolchada',
    description: 'Abriga en el frío de Bogotá.',
    categoryIds: [coats],
  })
  await insertProduct(ctx, {
    name: 'Collar de Plata',
    description: 'Collar en plata con dije.',
    categoryIds: [gifts],
  })
  await insertProduct(ctx, {
    name: 'Gorra Bordada',
    description: 'Gorra de algodón con correa ajustable.',
    categoryIds: [gifts],
  })
  for (const policy of POLICIES) await createPolicy(ctx.app.db, policy)
})

const names = (reply: { products?: { name: string }[] }) => (reply.products ?? []).map((p) => p.name)

describe('places', () => {
  test('a place is where the shopper goes, not a product word: the beach, not the coffee', async () => {
    const { body } = await chat(ctx, 'voy a la playa en Santa Marta')
    expect(names(body)).toEqual(['Sombrero de Playa'])
  })

  test("where a trip goes says the weather when nothing else does: Bogotá's cold", async () => {
    const { body } = await chat(ctx, 'viaje a Bogotá la próxima semana, qué ropa llevo?')
    expect(names(body)).toEqual(['Chaqueta Acolchada'])
  })
})

describe('gifts', () => {
  test("a child's gift says the store has nothing for children, and leaves out grown-ups' things", async () => {
    const { body } = await chat(ctx, 'algo para mi sobrina de 10 años')
    expect(body.text).toContain('No tenemos productos pensados para niños')
    expect(names(body)).toContain('Gorra Bordada')
    expect(names(body)).not.toContain('Collar de Plata')
  })

  test('what the person likes, when the store has none of it, is said honestly', async () => {
    const { body } = await chat(ctx, 'regalo para mi primo que le gustan los videojuegos')
    expect(body.text).toMatch(/^No tenemos videojuegos en la tienda\./)
  })
})

describe('policies', () => {
  test('deleting the account quotes the right to erasure and where to ask for it, with the link', async () => {
    const { body } = await chat(ctx, '¿cómo borro mi cuenta?')
    expect(body.text).toContain('supresión de tus datos')
    expect(body.text).toContain('datos@vitrina.co')
    expect(body.text).toContain('/politicas')
    expect(body.products).toBeUndefined()
  })

  test('a question naming the policy gets its opening', async () => {
    const { body } = await chat(ctx, 'política de privacidad')
    expect(body.text).toContain('En cumplimiento de la Ley 1581 de 2012')
  })
})

describe('words the store never uses', () => {
  test.each([
    'qué EPS me recomiendas?',
    'parce, cuál es la mejor serie de Netflix?',
    'cuánto cuesta un tiquete a San Andrés?',
  ])('%s is out of scope', async (message) => {
    const { body } = await chat(ctx, message)
    expect(body).toEqual({ text: answerOutOfScope() })
  })

  test('a greeting with stretched vowels is still a greeting', async () => {
    const { body } = await chat(ctx, 'holaaa buenas tardes')
    expect(body.text).toMatch(/^¡Hola! Soy el asistente virtual/)
  })
})
