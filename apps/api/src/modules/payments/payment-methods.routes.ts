import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkoutPaymentMethods, codRules } from '@vitrina/core/payment-methods'
import { paymentMethodsSchema } from '@vitrina/core/schemas/payments'
import { providersEnabled } from './providers-enabled'

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
}
