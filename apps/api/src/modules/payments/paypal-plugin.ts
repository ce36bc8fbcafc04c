import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPaypalClient, type PaypalClient } from '../../lib/paypal'
import { afterOrderTransition } from '../orders/order-mail'
import { sweepAbandonedPaypalOrders } from './paypal-sweeper.service'

declare module 'fastify' {
  interface FastifyInstance {
    paypal: PaypalClient
    /** One round of the abandoned PayPal orders sweeper (the timer calls it; tests may too). */
    sweepPaypalOrders(now?: Date): Promise<void>
  }
}

const SWEEP_EVERY_MS = 60_000

/**
 * The PayPal client (one token cache per process) and the sweeper that releases the stock of PayPal
 * orders left unpaid, started when the server is ready and stopped when it closes.
 */
export const paypalPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('paypal', createPaypalClient(app.config.paypal))
  let running: Promise<void> | null = null
  app.decorate('sweepPaypalOrders', async (now?: Date) => {
    const { released, reconciled } = await sweepAbandonedPaypalOrders(app.db, app.paypal, app.log, now)
    for (const change of [...released, ...reconciled]) await afterOrderTransition(app, change)
    if (released.length)
      app.log.info({ orders: released.map((c) => c.order.id) }, 'pedidos PayPal sin pagar liberados')
  })

  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // One round at a time in this process; other instances are kept apart by the row locks.
      running ??= app
        .sweepPaypalOrders()
        .catch((err: unknown) => app.log.error({ err }, 'falló la revisión de pedidos PayPal sin pagar'))
        .finally(() => {
          running = null
        })
    }, SWEEP_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
})
