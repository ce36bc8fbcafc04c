import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { memoByOptions } from '../../lib/memo-by-options'
import { createPaypalClient, type PaypalClient } from '../../lib/paypal'
import { effectivePaypal } from './payment-providers'
import { sweepAbandonedPaypalOrders } from './paypal-sweeper.service'
import { afterReleases } from './unpaid-release'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The PayPal client of the configuration in force now (environment first, then 'Medios de pago'); the same
     * configuration keeps the same client and its token.
     */
    paypal(): Promise<PaypalClient>
    /** One round of the abandoned PayPal orders sweeper (the recurring sweep job calls it; tests may too). */
    sweepPaypalOrders(now?: Date): Promise<void>
  }
}

/**
 * The PayPal client (one token cache per configuration) and the sweeper round that releases the stock of PayPal
 * orders left unpaid (the recurring job of orders/order-sweepers.ts runs it).
 */
export const paypalPlugin = fp(async (app: FastifyInstance) => {
  const client = memoByOptions(createPaypalClient)
  app.decorate('paypal', async () =>
    client(effectivePaypal(app.config, (await app.storedProviders()).paypal).options),
  )
  app.decorate('sweepPaypalOrders', async (now?: Date) => {
    const result = await sweepAbandonedPaypalOrders(app.db, await app.paypal(), app.log, now)
    await afterReleases(app, 'paypal', result, 'unpaid_cancelled')
    if (result.released.length)
      app.log.info({ orders: result.released.map((c) => c.order.id) }, 'pedidos PayPal sin pagar liberados')
  })
})
