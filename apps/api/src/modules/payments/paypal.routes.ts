import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import {
  captureOrderInputSchema,
  captureOrderSchema,
  createTransactionInputSchema,
  createTransactionSchema,
  PAYMENT_COMPLETED_MESSAGE,
  PAYPAL_CURRENCY,
  paypalConfigSchema,
} from '@vitrina/core/schemas/payments'
import { HttpError } from '../../lib/errors'
import { currentUser } from '../../plugins/auth'
import { afterOrderTransition } from '../orders/order-mail'
import { PaymentIssueError, reportPaymentIssue } from './payment-issues.service'
import { capturePaypalPayment } from './paypal-capture.service'
import { createPaypalTransaction } from './paypal-payments.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['payments']
const errors = errorResponses(400, 401, 404, 409, 502)
const signedIn = { access: 'authenticated' as const }
// docs/operations.md#metrics: refused captures counted in vitrina_payments_total.
/** docs/product/checkout-and-payments.md#paypal (USD, intent capture): the PayPal button's server side. */
export const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/paypal/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Configuración pública del botón de PayPal (client id, nunca el secreto)',
        response: { 200: paypalConfigSchema },
      },
    },
    async () => {
      const paypal = await app.paypal()
      return {
        clientId: paypal.clientId,
        currency: PAYPAL_CURRENCY,
        intent: 'capture' as const,
        enabled: paypal.enabled,
        copPerUsd: app.config.copPerUsd,
      }
    },
  )

  app.post(
    '/api/payments/paypal/create-transaction',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary:
          'Crear el pago en PayPal de uno de mis pedidos (el total se verifica, el monto lo fija el servidor)',
        body: createTransactionInputSchema,
        response: { 200: createTransactionSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request) =>
      createPaypalTransaction(app.db, await app.paypal(), {
        userId: currentUser(request).id,
        orderId: request.body.orderId,
        totalAmountCOP: request.body.totalAmountCOP,
        copPerUsd: app.config.copPerUsd,
        storeName: (await app.settings.map()).store_name || STORE_DEFAULT_NAME,
      }),
  )

  app.post(
    '/api/payments/paypal/capture-order',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Cobrar un pago de PayPal aprobado; idempotente (repetirlo no cobra dos veces)',
        body: captureOrderInputSchema,
        response: { 200: captureOrderSchema, ...errors },
      },
    },
    async (request) => {
      const result = await capturePaypalPayment(app.db, await app.paypal(), {
        userId: currentUser(request).id,
        paypalOrderId: request.body.paypalOrderID,
      }).catch(async (err: unknown) => {
        if (err instanceof PaymentIssueError) await reportPaymentIssue(app, err.issue)
        else if (err instanceof HttpError && err.code === 'INSTRUMENT_DECLINED')
          app.metrics.payments.inc({ provider: 'paypal', outcome: 'declined' })
        throw err
      })
      if (result.change) afterOrderTransition(app, result.change)
      return { message: PAYMENT_COMPLETED_MESSAGE, orderId: result.orderId, status: result.status }
    },
  )
}
