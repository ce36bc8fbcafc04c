import { beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { createEmployee, type TestUser } from '../../test/factories'
import { createPolicy } from '../content/policies.service'
import { seedShop } from '../../test/factories/assistant'

// docs/product/assistant.md#reply-draft: the built-in inbox reply answers what the customer wrote, read
// with the chat's own understanding.

let ctx: TestContext
let staff: TestUser

beforeAll(async () => {
  ctx = await buildTestApp()
  await seedShop(ctx)
  await createPolicy(ctx.app.db, {
    title: 'Garantías',
    content:
      '<p>Ropa y calzado: tres (3) meses por defectos de fabricación, como cremalleras defectuosas.</p>',
  })
  staff = await createEmployee(ctx)
})

async function reply(customerMessage: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/ai/draft-message-reply',
    headers: staff.auth,
    payload: { customerMessage, customerName: 'Luisa' },
  })
  expect(res.statusCode).toBe(200)
  return res.json<{ replyText: string }>().replyText
}

describe('the reply draft answers the message it replies to', () => {
  test('a damaged item gets the warranty steps, not a shipping text', async () => {
    const text = await reply('Me llegó la chaqueta con la cremallera dañada, ¿qué hago?')
    expect(text).toContain('Para hacer efectiva la garantía')
    expect(text).toContain('tres (3) meses')
    expect(text).not.toContain('El envío cuesta')
  })

  test('a size question gets whether that size is available', async () => {
    const text = await reply('¿Tienen la chaqueta de cuero en talla L?')
    expect(text).toContain('Chaqueta de Cuero en talla L')
    expect(text).toContain('agotado por ahora')
  })

  test('a retracto question quotes that section of the policy', async () => {
    const text = await reply('Me arrepentí de la compra, ¿cuántos días tengo para retractarme?')
    expect(text).toContain('cinco (5) días hábiles')
  })
})
