import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  cancelUnpaidInputSchema,
  cancelUnpaidSchema,
  type CancelUnpaid,
} from '@vitrina/core/schemas/payments'
import { currentUser } from '../../plugins/auth'
import { errorResponses } from '../../lib/route-responses'
import { cancelUnpaidOrder } from './payment-cancel.service'
import { afterReleases, sweepResult } from './unpaid-release'

/** docs/product/checkout-and-payments.md#payment-window: the shopper gives up paying; the stock goes back. */
export const paymentCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/cancel-order',
    {
      config: { access: 'authenticated', invalidates: [] },
      schema: {
        tags: ['payments'],
        summary:
          'Cancelar uno de mis pedidos con pago en línea sin pagar: el stock vuelve a la tienda (si el pago ya se completó, queda pagado)',
        body: cancelUnpaidInputSchema,
        response: { 200: cancelUnpaidSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request): Promise<CancelUnpaid> => {
      const release = await cancelUnpaidOrder(
        app.db,
        { paypal: await app.paypal(), wompi: await app.wompi(), log: app.log },
        { userId: currentUser(request).id, orderId: request.body.orderId },
      )
      await afterReleases(app, release.provider, sweepResult([release]), 'cancelled_by_customer')
      if (release.released)
        return { message: 'Cancelamos tu pedido y los productos volvieron a la tienda.', status: 'cancelado' }
      if (release.reconciled)
        return { message: 'Tu pago ya se había completado: el pedido quedó pagado.', status: 'pagado' }
      return {
        message:
          'Tu pago no coincidía con el pedido: lo estamos devolviendo y el pedido se cancelará. Te escribiremos.',
        status: 'pendiente',
      }
    },
  )
}
