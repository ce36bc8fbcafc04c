import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkoutPaymentMethods, codRules } from '@vitrina/core/payment-methods'
import { paymentMethodsSchema } from '@vitrina/core/schemas/payments'
import { providersEnabled } from './providers-enabled'
import { z } from 'zod'
import { blockedCheckoutInputSchema } from '@vitrina/core/schemas/provider-settings'
import { errorResponses } from '../../lib/route-responses'
import { currentUser } from '../../plugins/auth'
import { reportBlockedCheckout } from '../orders/blocked-checkouts.service'

/**
 * docs/product/checkout-and-payments.md#payment-methods: the ways to pay that are on, so the checkout (and
 * anyone describing the store) never offers one that does not work.
 */
export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/methods',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Los métodos de pago activos y los límites del pago contra entrega',
        response: { 200: paymentMethodsSchema },
      },
    },
    async () => {
      const cod = codRules(await app.settings.map())
      return {
        methods: checkoutPaymentMethods(cod, await providersEnabled(app)),
        cod: { max_total: cod.maxTotal, departamentos: cod.departamentos },
      }
    },
  )

  // docs/product/checkout-and-payments.md#blocked-carts: the checkout showed a shopper that nothing can pay this
  // cart; counted for staff when it is true.
  app.post(
    '/api/payments/blocked-checkout',
    {
      config: { access: 'authenticated', invalidates: [] },
      schema: {
        tags: ['payments'],
        summary: 'Avisar que el carrito supera el límite del pago contra entrega y no hay otro medio de pago',
        body: blockedCheckoutInputSchema,
        response: { 200: z.object({ counted: z.boolean() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const cod = codRules(await app.settings.map())
      const online = await providersEnabled(app)
      const counted = await reportBlockedCheckout(app.db, currentUser(request).id, request.body.total, {
        codMax: cod.enabled ? cod.maxTotal : null,
        online: online.paypal || online.wompi,
      })
      return { counted }
    },
  )
}
