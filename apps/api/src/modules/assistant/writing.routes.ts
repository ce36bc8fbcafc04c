import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { providersEnabled } from '../payments/providers-enabled'
import type { z } from 'zod'
import {
  categoryDetailsDraftSchema,
  categoryDetailsInputSchema,
  cmsContentDraftSchema,
  cmsContentInputSchema,
  faqAnswerDraftSchema,
  faqAnswerInputSchema,
  futureProductDraftSchema,
  futureProductIdeaInputSchema,
  landingContentDraftSchema,
  landingContentInputSchema,
  messageReplyDraftInputSchema,
  messageReplyDraftSchema,
  policyContentDraftSchema,
  policyContentInputSchema,
} from '@vitrina/core/schemas/assistant'
import { modelFromConfig } from './model-client'
import { createWritingService } from './writing.service'
import { errorResponses } from '../../lib/route-responses'

const errors = errorResponses(400, 401, 403, 429)

/**
 * The writing helpers of docs/product/assistant.md#writing-helpers, for staff: each answers a draft for one
 * form field (its shape in the OpenAPI document) and saves nothing. Rate limited like the chat, as each may
 * call a model.
 */
export const writingRoutes: FastifyPluginAsyncZod = async (app) => {
  const writing = createWritingService({
    db: app.db,
    changes: app.changes,
    settings: app.settings,
    providers: () => providersEnabled(app),
    model: modelFromConfig(app.config.ai),
    timeoutMs: app.config.ai.timeoutMs,
    log: app.log,
  })
  const route = <B extends z.ZodType, R extends z.ZodType>(
    summary: string,
    body: B,
    response: R,
    extra = {},
  ) => ({
    config: { access: 'staff' as const, invalidates: [], rateLimit: app.sensitiveRateLimit },
    schema: { tags: ['assistant'], summary, body, response: { 200: response, ...errors, ...extra } },
  })

  app.post(
    '/api/ai/generate/faq-answer',
    route(
      'Borrador de la respuesta de una pregunta frecuente (texto)',
      faqAnswerInputSchema,
      faqAnswerDraftSchema,
    ),
    async (request) => writing.faqAnswer(request.body),
  )
  app.post(
    '/api/ai/generate/policy-content',
    route(
      'Borrador del contenido de una política (HTML saneado)',
      policyContentInputSchema,
      policyContentDraftSchema,
    ),
    async (request) => writing.policyContent(request.body),
  )
  app.post(
    '/api/ai/generate/cms-content',
    route('Borrador de una sección de Sobre Nosotros (texto)', cmsContentInputSchema, cmsContentDraftSchema),
    async (request) => writing.cmsContent(request.body),
  )
  app.post(
    '/api/ai/suggest-category-details',
    route(
      'Nombre, slug y descripción sugeridos para una categoría',
      categoryDetailsInputSchema,
      categoryDetailsDraftSchema,
    ),
    async (request) => writing.categoryDetails(request.body.categoryName),
  )
  app.post(
    '/api/ai/suggest-future-product',
    route(
      'Producto "Próximamente" sugerido a partir de una idea',
      futureProductIdeaInputSchema,
      futureProductDraftSchema,
    ),
    async (request) => writing.futureProduct(request.body.idea),
  )
  app.post(
    '/api/ai/generate/landing-page-content',
    route(
      'Borrador del contenido de la página de aterrizaje de un producto (/lp/{slug})',
      landingContentInputSchema,
      landingContentDraftSchema,
      errorResponses(404),
    ),
    async (request) => writing.landingContent(request.body.productId),
  )
  app.post(
    '/api/ai/draft-message-reply',
    route(
      'Borrador de la respuesta a un mensaje de contacto (texto)',
      messageReplyDraftInputSchema,
      messageReplyDraftSchema,
    ),
    async (request) => writing.messageReply(request.body),
  )
}
