import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPaypalClient, type PaypalClient } from '../../lib/paypal'
import { sweepAbandonedPaypalOrders } from './paypal-sweeper.service'
import { afterReleases } from './unpaid-release'

declare module 'fastify' {
  interface FastifyInstance {
    paypal: PaypalClient
    /** One round of the abandoned PayPal orders sweeper (the recurring sweep job calls it; tests may too). */
    sweepPaypalOrders(now?: Date): Promise<void>
  }
}

/**
 * The PayPal client (one token cache per process) and the sweeper round that releases the stock of PayPal
 * orders left unpaid (the recurring job of orders/order-sweepers.ts runs it).
 */
export const paypalPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('paypal', createPaypalClient(app.config.paypal))
  app.decorate('sweepPaypalOrders', async (now?: Date) => {
    const result = await sweepAbandonedPaypalOrders(app.db, app.paypal, app.log, now)
    await afterReleases(app, 'paypal', result, 'unpaid_cancelled')
    if (result.released.length)
      app.log.info({ orders: result.released.map((c) => c.order.id) }, 'pedidos PayPal sin pagar liberados')
  })
})
