import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { productListSchema } from '@vitrina/core/schemas/catalog'
import { messageSchema } from '@vitrina/core/schemas/common'
import { wishlistInputSchema, wishlistParamsSchema } from '@vitrina/core/schemas/wishlist'
import { sendJsonBytes } from '../../lib/reply'
import { currentUser } from '../../plugins/auth'
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['wishlist']
const errors = errorResponses(400, 401, 404)
const signedIn = { access: 'authenticated' as const }

/**
 * docs/product/catalogue.md#wishlist: the signed-in user's saved products (docs/product/catalogue.md#wishlist
 * toggle messages).
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wishlist',
    {
      config: signedIn,
      schema: { tags, summary: 'Mi lista de deseos', response: { 200: productListSchema, ...errors } },
    },
    async (request, reply) =>
      sendJsonBytes(
        reply.header('cache-control', 'private, no-store'),
        Buffer.from(await listWishlist(app.db, currentUser(request).id)),
      ),
  )

  app.post(
    '/api/wishlist',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Guardar un producto en mi lista',
        body: wishlistInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await addToWishlist(app.db, currentUser(request).id, request.body.productId)
      return { message: 'Añadido a tu lista' }
    },
  )

  app.delete(
    '/api/wishlist/:productId',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Quitar un producto de mi lista',
        params: wishlistParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await removeFromWishlist(app.db, currentUser(request).id, request.params.productId)
      return { message: 'Eliminado de tu lista' }
    },
  )
}
