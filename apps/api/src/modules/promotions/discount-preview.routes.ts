import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { discountPreviewInputSchema, discountPreviewSchema } from '@vitrina/core/schemas/discount-codes'
import { errorResponses } from '../../lib/route-responses'
import { currentUser } from '../../plugins/auth'
import { codeGuessLimit } from './code-guesses'
import { previewDiscountCode } from './discount-preview.service'

/**
 * docs/product/promotions.md#checkout (POST /api/cart/discount-preview): whether a code applies to the cart,
 * for the coupon box; a code that does not is a 409 with the Spanish reason, as the order would answer.
 */
export const discountPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const codeGuesses = codeGuessLimit(app)
  app.post(
    '/api/cart/discount-preview',
    {
      // Nothing is written: the preview holds no use of the code.
      config: { access: 'authenticated', invalidates: [] },
      schema: {
        tags: ['promotions'],
        summary: '¿Aplica este código de descuento al carrito? (tipo, valor y líneas que cubre)',
        body: discountPreviewInputSchema,
        response: { 200: discountPreviewSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      await codeGuesses(request)
      return previewDiscountCode(app.db, user.id, request.body, await app.settings.map())
    },
  )
}
