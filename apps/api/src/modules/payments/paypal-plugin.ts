import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPaypalClient, type PaypalClient } from '../../lib/paypal'
import { afterOrderTransition } from '../orders/order-mail'
import { reportPaymentIssue } from './payment-issues.service'
import { sweepAbandonedPaypalOrders } from './paypal-sweeper.service'

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
    const { released, reconciled, issues } = await sweepAbandonedPaypalOrders(
      app.db,
      app.paypal,
      app.log,
      now,
    )
    for (const change of [...released, ...reconciled]) afterOrderTransition(app, change)
    app.metrics.payments.inc({ provider: 'paypal', outcome: 'unpaid_cancelled' }, released.length)
    for (const issue of issues) await reportPaymentIssue(app, issue)
    if (released.length)
      app.log.info({ orders: released.map((c) => c.order.id) }, 'pedidos PayPal sin pagar liberados')
  })
})
