// docs/product/checkout-and-payments.md#paypal: PayPal Orders v2 over fetch. OAuth2 client credentials with
// the token kept until shortly before it expires, create and capture with a PayPal-Request-Id so a retried
// call is the same call at PayPal, and PayPal's error bodies turned into a PaypalError naming the issue
// (e.g. ORDER_ALREADY_CAPTURED); a capture is refunded in full or in part with a fixed PayPal-Request-Id. PAYPAL_API_BASE points at sandbox or live; tests point it at a fake.

export interface PaypalAmount {
  currency_code: string
  value: string
}

export interface PaypalCapture {
  id: string
  status: string
  amount: PaypalAmount
}

export interface PaypalOrder {
  id: string
  status: string
  purchase_units?: {
    reference_id?: string
    amount?: PaypalAmount
    payments?: { captures?: PaypalCapture[] }
  }[]
}

export class PaypalError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's issue code (details[0].issue), else its error name, e.g. ORDER_ALREADY_CAPTURED. */
    readonly issue: string,
    readonly debugId: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

export interface PaypalClient {
  /** False without PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET. */
  readonly enabled: boolean
  readonly clientId: string | null
  createOrder(input: {
    requestId: string
    referenceId: string
    amountUSD: string
    description: string
  }): Promise<PaypalOrder>
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder>
  getOrder(paypalOrderId: string): Promise<PaypalOrder>
  /**
   * Refund a capture, in full or (with `amount`) in part; the same requestId is the same refund at PayPal.
   */
  refundCapture(
    captureId: string,
    requestId: string,
    amount?: PaypalAmount,
  ): Promise<{ id: string; status: string }>
}

export interface PaypalOptions {
  apiBase: string
  clientId?: string | undefined
  clientSecret?: string | undefined
  /** Per request; PayPal answers within seconds or not at all. */
  timeoutMs?: number
}

// Refresh this long before PayPal's expiry, so a token never dies in flight.
const TOKEN_MARGIN_MS = 60_000

export function createPaypalClient(options: PaypalOptions): PaypalClient {
  const { apiBase, clientId, clientSecret, timeoutMs = 15_000 } = options
  let token: { value: string; expiresAt: number } | null = null
  let pendingToken: Promise<string> | null = null

  async function fetchToken(): Promise<string> {
    const res = await fetch(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string
      expires_in?: number
      error?: string
      error_description?: string
    }
    if (!res.ok || !body.access_token)
      throw new PaypalError(
        res.status,
        body.error ?? 'AUTHENTICATION_FAILURE',
        undefined,
        body.error_description ?? 'PayPal rechazó las credenciales',
      )
    token = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS,
    }
    return token.value
  }

  // Concurrent callers share one token request.
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value)
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null
    })
    return pendingToken
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    requestId?: string,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          prefer: 'return=representation',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(timeoutMs),
      })
      // A token revoked before its time: fetch a new one once.
      if (res.status === 401 && attempt === 0) {
        token = null
        continue
      }
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
      if (res.ok) return json as T
      const details = json.details as { issue?: string; description?: string }[] | undefined
      throw new PaypalError(
        res.status,
        details?.[0]?.issue ?? String(json.name ?? 'PAYPAL_ERROR'),
        json.debug_id as string | undefined,
        details?.[0]?.description ?? String(json.message ?? `PayPal respondió ${res.status}`),
      )
    }
  }

  return {
    enabled: Boolean(clientId && clientSecret),
    clientId: clientId ?? null,
    createOrder: ({ requestId, referenceId, amountUSD, description }) =>
      call<PaypalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: referenceId,
              custom_id: referenceId,
              description: description.slice(0, 127),
              amount: { currency_code: 'USD', value: amountUSD },
            },
          ],
        },
        requestId,
      ),
    captureOrder: (paypalOrderId, requestId) =>
      call<PaypalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
        {},
        requestId,
      ),
    getOrder: (paypalOrderId) =>
      call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`),
    refundCapture: (captureId, requestId, amount) =>
      call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        amount ? { amount } : {},
        requestId,
      ),
  }
}
