import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageSchema } from '@vitrina/core/schemas/common'
import {
  wompiCheckoutInputSchema,
  wompiCheckoutSchema,
  wompiEventSchema,
  wompiVerifyInputSchema,
  wompiVerifySchema,
} from '@vitrina/core/schemas/payments'
import { unauthorized } from '../../lib/errors'
import type { WompiEvent, WompiTransaction } from '../../lib/wompi'
import { currentUser } from '../../plugins/auth'
import { afterOrderTransition } from '../orders/order-mail'
import { reportPaymentIssue, type PaymentIssueReport } from './payment-issues.service'
import {
  recordWompiTransaction,
  startWompiCheckout,
  verifyWompiReturn,
  wompiUnavailable,
} from './wompi-payments.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['payments']
const errors = errorResponses(400, 401, 404, 409, 502)
const signedIn = { access: 'authenticated' as const }

/** docs/product/checkout-and-payments.md#wompi: the signed checkout, the shopper's return and Wompi's events. */
export const wompiRoutes: FastifyPluginAsyncZod = async (app) => {
  const settle = async (transaction: WompiTransaction) => {
    const outcome = await recordWompiTransaction(app.db, app.log, transaction)
    if (outcome?.change) afterOrderTransition(app, outcome.change)
    if (outcome && transaction.status === 'DECLINED')
      app.metrics.payments.inc({ provider: 'wompi', outcome: 'declined' })
    // docs/product/payment-alerts.md: approved money that does not fit a Wompi order of ours.
    const issue: PaymentIssueReport | undefined =
      outcome?.issue ??
      (!outcome && transaction.status === 'APPROVED'
        ? {
            orderId: null,
            provider: 'wompi',
            providerRef: transaction.id,
            kind: 'reference',
            received: { reference: transaction.reference, amount_in_cents: transaction.amount_in_cents },
          }
        : undefined)
    if (issue) await reportPaymentIssue(app, issue)
    return outcome
  }
  const readTransaction = (id: string) =>
    app
      .wompi()
      .then((wompi) => wompi.getTransaction(id))
      .catch(() => {
        throw wompiUnavailable()
      })

  app.post(
    '/api/payments/wompi/checkout',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'El Web Checkout de Wompi firmado para uno de mis pedidos (monto y firma del servidor)',
        body: wompiCheckoutInputSchema,
        response: { 200: wompiCheckoutSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request) => {
      const { url, reference, amountInCents, currency } = await startWompiCheckout(
        app.db,
        await app.wompi(),
        {
          userId: currentUser(request).id,
          orderId: request.body.orderId,
          publicUrl: app.config.publicUrl,
        },
      )
      return { url, reference, amountInCents, currency }
    },
  )

  app.post(
    '/api/payments/wompi/verify',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary:
          'Al volver de Wompi: leer la transacción de mi pedido Wompi pendiente y registrar su resultado (idempotente)',
        body: wompiVerifyInputSchema,
        response: { 200: wompiVerifySchema, ...errors },
      },
    },
    async (request) =>
      verifyWompiReturn(app.db, await app.wompi(), app.log, {
        userId: currentUser(request).id,
        ...request.body,
        settle,
      }),
  )

  app.post(
    '/api/payments/wompi/events',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        tags,
        summary: 'Eventos de Wompi (checksum verificado; repetirlos no cambia nada)',
        body: wompiEventSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => {
      const event = request.body as unknown as WompiEvent
      const wompi = await app.wompi()
      if (!wompi.enabled || !wompi.verifyEvent(event))
        throw unauthorized('Firma del evento inválida.', 'INVALID_EVENT_SIGNATURE')
      const id = event.data.transaction?.id
      if (event.event !== 'transaction.updated' || typeof id !== 'string')
        return { message: 'Evento ignorado.' }
      // The checksum covers the fields Wompi chose to sign; the transaction itself is read back from Wompi.
      await settle(await readTransaction(id))
      return { message: 'Evento recibido.' }
    },
  )
}
