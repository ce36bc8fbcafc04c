import { EventEmitter } from 'node:events'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// docs/product/realtime.md#live-notifications: staff hear of every new order ('new-order'). The order module
// announces it here, on the instance that created the order; the realtime plugin (back office) listens and
// emits to the staff room, which socket.io's Redis adapter spreads to every instance.

export interface OrderCreatedEvent {
  id: string
  order_number: number
  total_amount: number
  order_date: string
  channel: 'web' | 'pos'
  /** The staff member who rang up a till sale: the others hear of it, the cashier does not. */
  soldBy?: string
}

/**
 * Other news for the staff room: a return request (docs/product/returns.md#staff) or a payment that did not
 * fit its order (docs/product/payment-alerts.md).
 */
export interface StaffAlert {
  event: 'new-return' | 'payment-issue'
  orderId: string | null
  id: number
}

export interface OrderEvents {
  created(event: OrderCreatedEvent): void
  onCreated(listener: (event: OrderCreatedEvent) => void): void
  alert(alert: StaffAlert): void
  onAlert(listener: (alert: StaffAlert) => void): void
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents
  }
}

export const orderEventsPlugin = fp(async (app: FastifyInstance) => {
  const emitter = new EventEmitter()
  app.decorate('orderEvents', {
    created: (event) => {
      // A listener's failure must never fail the order that was already committed.
      try {
        emitter.emit('created', event)
      } catch (err) {
        app.log.error({ err }, 'un oyente de pedidos nuevos falló')
      }
    },
    onCreated: (listener) => void emitter.on('created', listener),
    alert: (alert) => {
      try {
        emitter.emit('alert', alert)
      } catch (err) {
        app.log.error({ err }, 'un oyente de avisos al personal falló')
      }
    },
    onAlert: (listener) => void emitter.on('alert', listener),
  } satisfies OrderEvents)
  app.addHook('onClose', async () => void emitter.removeAllListeners())
})
