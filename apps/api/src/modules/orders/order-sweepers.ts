import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { orderLimits } from '@vitrina/core/order-limits'
import { sweepUnconfirmedCashOrders } from './cod-sweeper.service'
import { defineJob } from '../../lib/jobs/define-job'
import { afterOrderTransition } from './order-mail'

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the unconfirmed cash-on-delivery sweeper (the recurring sweep job calls it; tests may too). */
    sweepCashOnDeliveryOrders(now?: Date): Promise<void>
  }
}

/**
 * The order sweepers, one round every SWEEP_INTERVAL_SECONDS across all instances (a recurring job,
 * docs/operations.md#jobs): unpaid PayPal orders (paypal-plugin), unpaid Wompi orders (wompi-plugin) and
 * unconfirmed cash-on-delivery orders release their stock, and their customers are told by e-mail.
 */
export const sweepOrdersJob = defineJob<null>('orders.sweep', 'recurring', async (app) => {
  await app.sweepPaypalOrders()
  await app.sweepWompiOrders()
  await app.sweepCashOnDeliveryOrders()
})

export const orderSweepersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sweepCashOnDeliveryOrders', async (now?: Date) => {
    const hours = orderLimits(await app.settings.map()).cod_pending_hours
    const cancelled = await sweepUnconfirmedCashOrders(app.db, hours, now)
    for (const change of cancelled) afterOrderTransition(app, change)
    app.metrics.payments.inc({ provider: 'contra_entrega', outcome: 'unpaid_cancelled' }, cancelled.length)
    if (cancelled.length)
      app.log.info(
        { orders: cancelled.map((c) => c.order.id) },
        'pedidos contra entrega sin confirmar cancelados',
      )
  })

  app.jobs.recurring(sweepOrdersJob, app.config.jobs.sweepIntervalSeconds)
})
