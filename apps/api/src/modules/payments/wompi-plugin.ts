import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { memoByOptions } from '../../lib/memo-by-options'
import { createWompiClient, type WompiClient } from '../../lib/wompi'
import { effectiveWompi } from './payment-providers'
import { sweepAbandonedWompiOrders } from './wompi-sweeper.service'
import { afterReleases } from './unpaid-release'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Wompi client of the configuration in force now: the environment's keys, else those saved in
     * 'Medios de pago' (docs/product/provider-settings.md#environment-wins), so a save needs no restart.
     */
    wompi(): Promise<WompiClient>
    /** One round of the abandoned Wompi orders sweeper (the recurring sweep job calls it; tests may too). */
    sweepWompiOrders(now?: Date): Promise<void>
  }
}

/**
 * The Wompi client (docs/product/checkout-and-payments.md#wompi), off without its four keys, and the sweeper
 * round that releases the stock of Wompi orders left unpaid (the recurring job of orders/order-sweepers.ts runs it).
 */
export const wompiPlugin = fp(async (app: FastifyInstance) => {
  const client = memoByOptions(createWompiClient)
  app.decorate('wompi', async () =>
    client(effectiveWompi(app.config, (await app.storedProviders()).wompi).options),
  )
  app.decorate('sweepWompiOrders', async (now?: Date) => {
    const result = await sweepAbandonedWompiOrders(app.db, await app.wompi(), app.log, now)
    await afterReleases(app, 'wompi', result, 'unpaid_cancelled')
    if (result.released.length)
      app.log.info({ orders: result.released.map((c) => c.order.id) }, 'pedidos Wompi sin pagar liberados')
  })
})
