import type { FastifyInstance } from 'fastify'

/** Which online payments are on now (docs/product/checkout-and-payments.md#payment-methods). */
export async function providersEnabled(app: FastifyInstance): Promise<{ paypal: boolean; wompi: boolean }> {
  const [paypal, wompi] = await Promise.all([app.paypal(), app.wompi()])
  return { paypal: paypal.enabled, wompi: wompi.enabled }
}
