import { EventEmitter } from 'node:events'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// docs/product/realtime.md#live-notifications: staff hear of every new order ('new-order'). The order module
// announces it here, on the instance that created the order; the realtime plugin (back office) listens and
// emits to the staff room, which socket.io's Redis adapter spreads to every instance.

export interface OrderCreatedEvent {
  id: string
  total_amount: number
  order_date: string
  channel: 'web' | 'pos'
  /** The staff member who rang up a till sale: the others hear of it, the cashier does not. */
  soldBy?: string
}

export interface OrderEvents {
  created(event: OrderCreatedEvent): void
  onCreated(listener: (event: OrderCreatedEvent) => void): void
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
  } satisfies OrderEvents)
  app.addHook('onClose', async () => void emitter.removeAllListeners())
})
