import { afterAll } from 'vitest'
import { buildTestApp, type TestContext } from '../build-test-app'
import { startFakePaypal, type FakePaypal } from '../fake-paypal'
import { startFakeWompi, type FakeWompi } from '../fake-wompi'
import { COP_PER_USD } from './paypal'
import { wompiEnv } from './wompi'

/** An app whose PayPal and Wompi are both the local stand-ins, closed after the file's tests. */
export async function buildPaymentsTestApp(): Promise<{
  ctx: TestContext
  paypal: FakePaypal
  wompi: FakeWompi
}> {
  const paypal = await startFakePaypal()
  const wompi = await startFakeWompi()
  afterAll(async () => {
    await paypal.close()
    await wompi.close()
  })
  const ctx = await buildTestApp({
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    COP_PER_USD,
    ...wompiEnv(wompi),
  })
  return { ctx, paypal, wompi }
}
