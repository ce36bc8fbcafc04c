import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { orderLimits } from '@vitrina/core/order-limits'
import { sweepUnconfirmedCashOrders } from './cod-sweeper.service'
import { afterOrderTransition } from './order-mail'

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the unconfirmed cash-on-delivery sweeper (the timer calls it; tests may too). */
    sweepCashOnDeliveryOrders(now?: Date): Promise<void>
  }
}

const SWEEP_EVERY_MS = 60_000

/**
 * The order sweepers, one round a minute while the server runs: unpaid PayPal orders (paypal-plugin), unpaid
 * Wompi orders (wompi-plugin) and unconfirmed cash-on-delivery orders release their stock, and their customers are told by e-mail.
 */
export const orderSweepersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sweepCashOnDeliveryOrders', async (now?: Date) => {
    const hours = orderLimits(await app.settings.map()).cod_pending_hours
    const cancelled = await sweepUnconfirmedCashOrders(app.db, hours, now)
    for (const change of cancelled) await afterOrderTransition(app, change)
    if (cancelled.length)
      app.log.info(
        { orders: cancelled.map((c) => c.order.id) },
        'pedidos contra entrega sin confirmar cancelados',
      )
  })

  let running: Promise<void> | null = null
  const round = async () => {
    await app.sweepPaypalOrders()
    await app.sweepWompiOrders()
    await app.sweepCashOnDeliveryOrders()
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // One round at a time in this process; other instances are kept apart by the row locks.
      running ??= round()
        .catch((err: unknown) => app.log.error({ err }, 'falló la revisión de pedidos pendientes'))
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
