import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createWompiClient, type WompiClient } from '../../lib/wompi'

declare module 'fastify' {
  interface FastifyInstance {
    wompi: WompiClient
  }
}

/** The Wompi client (docs/product/checkout-and-payments.md#wompi), off without its four keys. */
export const wompiPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('wompi', createWompiClient(app.config.wompi))
})
