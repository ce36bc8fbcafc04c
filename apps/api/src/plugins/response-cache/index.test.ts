import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { createChangeBus } from '../../lib/change-bus'
import { badRequest } from '../../lib/errors'
import { responseCachePlugin } from '.'

// docs/decisions/007-catalogue-response-cache.md#declared-invalidation: writes say what they change.

async function appWithPlugin() {
  const app = Fastify({ logger: false })
  const changes = createChangeBus({})
  const heard: string[] = []
  changes.subscribe('catalog', () => heard.push('catalog'))
  changes.subscribe('faqs', () => heard.push('faqs'))
  app.decorate('changes', changes)
  await app.register(responseCachePlugin)
  return { app, heard }
}

describe('responseCachePlugin', () => {
  test('a write route that does not declare what it changes refuses to register; reads need nothing', async () => {
    const { app } = await appWithPlugin()
    expect(() => app.post('/api/olvidada', async () => ({ ok: true }))).toThrow(/config\.invalidates/)
    expect(() =>
      app.delete('/api/olvidada/:id', { config: { access: 'staff' } }, async () => ({ ok: true })),
    ).toThrow(/config\.invalidates/)
    expect(() => app.get('/api/lectura', async () => ({ ok: true }))).not.toThrow()
    // Outside /api (the storefront's pages) nothing is asked.
    expect(() => app.post('/otra', async () => ({ ok: true }))).not.toThrow()
    await app.close()
  })

  test('a success publishes every declared topic before the answer leaves; a refusal publishes nothing', async () => {
    const { app, heard } = await appWithPlugin()
    app.post('/api/faqs', { config: { invalidates: ['faqs', 'catalog'] } }, async (request, reply) => {
      if ((request.body as { bad?: boolean } | undefined)?.bad) throw badRequest('Falta la pregunta.')
      return reply.code(201).send({ heard: [...heard] })
    })
    app.post('/api/nada', { config: { invalidates: [] } }, async () => ({ ok: true }))

    const refused = await app.inject({ method: 'POST', url: '/api/faqs', payload: { bad: true } })
    expect(refused.statusCode).toBe(400)
    expect(heard).toEqual([])

    const created = await app.inject({ method: 'POST', url: '/api/faqs', payload: {} })
    expect(created.statusCode).toBe(201)
    // The handler ran before the news; by the time the client has the answer, every instance has been told.
    expect(created.json()).toEqual({ heard: [] })
    expect(heard).toEqual(['faqs', 'catalog'])

    await app.inject({ method: 'POST', url: '/api/nada' })
    expect(heard).toEqual(['faqs', 'catalog'])
    await app.close()
  })
})
