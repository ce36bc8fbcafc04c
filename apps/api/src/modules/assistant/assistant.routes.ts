import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { providersEnabled } from '../payments/providers-enabled'
import { chatInputSchema, chatReplySchema } from '@vitrina/core/schemas/assistant'
import { optionalUser } from '../../plugins/auth'
import { createChatService } from './chat.service'
import { modelFromConfig } from './model-client'
import { errorResponses } from '../../lib/route-responses'

/**
 * The shopper's assistant (docs/product/assistant.md#chat-panel, docs/product/assistant.md#chat-api (POST
 * /api/ai/chat)): anyone may chat, rate limited per client.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = createChatService({
    db: app.db,
    changes: app.changes,
    settings: app.settings,
    providers: () => providersEnabled(app),
    model: modelFromConfig(app.config.ai),
    timeoutMs: app.config.ai.timeoutMs,
    log: app.log,
  })

  app.post(
    '/api/ai/chat',
    {
      config: { access: 'public', rateLimit: app.sensitiveRateLimit, invalidates: [] },
      schema: {
        tags: ['assistant'],
        summary:
          'Conversar con el asistente virtual: responde en español desde el catálogo, las políticas y los pedidos propios',
        body: chatInputSchema,
        response: { 200: chatReplySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = await optionalUser(request)
      const caller = user ? { id: user.id, username: user.username, email: user.email } : null
      return chat.reply(request.body.message, request.body.history, caller)
    },
  )
}
