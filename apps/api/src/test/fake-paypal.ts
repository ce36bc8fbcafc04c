import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for PayPal's REST API (Orders v2), speaking its paths and shapes: OAuth2 client
 * credentials, create, get and capture, PayPal-Request-Id idempotency, and its error bodies
 * (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED, RESOURCE_NOT_FOUND). The buyer's approval, which happens
 * in PayPal's window, is `approve(id)`; `tamper(id, ...)` makes PayPal capture something else.
 */
export interface FakePaypal {
  url: string
  clientId: string
  clientSecret: string
  approve(paypalOrderId: string): void
  /** The next capture of this order reports another amount, currency or status. */
  tamper(paypalOrderId: string, change: { value?: string; currency_code?: string; status?: string }): void
  /** Create a PayPal order the store never heard of (someone else's checkout, say). */
  createForeignOrder(value: string): string
  orders: Map<string, FakeOrder>
  /** Refunds made: the whole capture (no amount) or part of it; never more than was captured. */
  refunds: FakeRefund[]
  /** Calls received, e.g. 'POST /v2/checkout/orders/ABC/capture'. */
  calls: string[]
  /** The next `times` refund calls answer 503 SERVICE_UNAVAILABLE, as PayPal does during an outage. */
  refundsDown(times: number): void
  tokensIssued(): number
  close(): Promise<void>
}

interface FakeOrder {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  reference_id: string
  amount: { currency_code: string; value: string }
  captures: { id: string; status: string; amount: { currency_code: string; value: string } }[]
  tamper?: { value?: string; currency_code?: string; status?: string }
}

interface FakeRefund {
  id: string
  captureId: string
  /** The part refunded, in US$; absent for a refund of the whole capture. */
  value?: string
}

const newId = () => randomBytes(8).toString('hex').toUpperCase()

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = `fake-client-${newId()}`
  const clientSecret = `fake-secret-${newId()}`
  const tokens = new Set<string>()
  const orders = new Map<string, FakeOrder>()
  // PayPal-Request-Id -> the successful answer first given to it (a failed call may be retried).
  const replays = new Map<string, { status: number; body: unknown }>()
  const calls: string[] = []
  const refunds: FakeRefund[] = []
  let refundOutages = 0

  const representation = (order: FakeOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        reference_id: order.reference_id,
        amount: order.amount,
        ...(order.captures.length ? { payments: { captures: order.captures } } : {}),
      },
    ],
    links: [{ href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
  })
  const error = (status: number, name: string, issue?: string, description?: string) => ({
    status,
    body: {
      name,
      message: description ?? name,
      debug_id: newId().toLowerCase(),
      ...(issue ? { details: [{ issue, description: description ?? issue }] } : {}),
    },
  })

  function handle(method: string, path: string, headers: IncomingMessage['headers'], raw: string) {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      if (headers.authorization !== expected || raw !== 'grant_type=client_credentials')
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        }
      const token = `A21AA${newId()}`
      tokens.add(token)
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: newId(),
        },
      }
    }
    const bearer = headers.authorization?.replace(/^Bearer /, '')
    if (!bearer || !tokens.has(bearer))
      return error(
        401,
        'AUTHENTICATION_FAILURE',
        undefined,
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      )

    const requestId = headers['paypal-request-id'] as string | undefined
    const replayKey = requestId ? `${method} ${path} ${requestId}` : undefined
    if (replayKey && replays.has(replayKey)) return replays.get(replayKey)!
    const remember = (answer: { status: number; body: unknown }) => {
      if (replayKey && answer.status < 300) replays.set(replayKey, answer)
      return answer
    }

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(raw || '{}') as {
        intent?: string
        purchase_units?: { reference_id?: string; amount?: { currency_code?: string; value?: string } }[]
      }
      const unit = body.purchase_units?.[0]
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value || !/^\d+(\.\d{1,2})?$/.test(unit.amount.value))
        return error(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.')
      const order: FakeOrder = {
        id: newId(),
        status: 'CREATED',
        reference_id: unit.reference_id ?? 'default',
        amount: { currency_code: unit.amount.currency_code ?? 'USD', value: unit.amount.value },
        captures: [],
      }
      orders.set(order.id, order)
      return remember({ status: 201, body: representation(order) })
    }
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path)
    if (method === 'POST' && refund && refundOutages > 0) {
      refundOutages--
      return error(503, 'SERVICE_UNAVAILABLE', undefined, 'Service Unavailable.')
    }
    if (method === 'POST' && refund) {
      const capture = [...orders.values()].flatMap((o) => o.captures).find((c) => c.id === refund[1])
      if (!capture)
        return error(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        )
      const cents = (value: string) => Math.round(Number(value) * 100)
      const value = (JSON.parse(raw || '{}') as { amount?: { value?: string } }).amount?.value
      const before = refunds
        .filter((r) => r.captureId === refund[1])
        .reduce((sum, r) => sum + cents(r.value ?? capture.amount.value), 0)
      if (before + cents(value ?? capture.amount.value) > cents(capture.amount.value))
        return error(
          422,
          'UNPROCESSABLE_ENTITY',
          before > 0 ? 'REFUND_AMOUNT_EXCEEDED' : 'CAPTURE_FULLY_REFUNDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        )
      const made: FakeRefund = { id: newId(), captureId: refund[1]!, ...(value ? { value } : {}) }
      refunds.push(made)
      return remember({ status: 201, body: { id: made.id, status: 'COMPLETED' } })
    }
    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path)
    const order = match ? orders.get(match[1]!) : undefined
    if (!match || !order)
      return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')
    if (method === 'GET' && !match[2]) return { status: 200, body: representation(order) }
    if (method === 'POST' && match[2]) {
      if (order.status === 'COMPLETED')
        return remember(
          error(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_ALREADY_CAPTURED',
            "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
          ),
        )
      if (order.status !== 'APPROVED')
        return remember(
          error(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          ),
        )
      const captured = { ...order.amount, ...pick(order.tamper, ['value', 'currency_code']) }
      order.status = (order.tamper?.status as FakeOrder['status'] | undefined) ?? 'COMPLETED'
      order.captures.push({ id: newId(), status: order.tamper?.status ?? 'COMPLETED', amount: captured })
      return remember({ status: 201, body: representation(order) })
    }
    return error(
      405,
      'METHOD_NOT_SUPPORTED',
      undefined,
      'The server does not implement the requested HTTP method.',
    )
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname
      calls.push(`${req.method} ${path}`)
      const { status, body } = handle(
        req.method ?? 'GET',
        path,
        req.headers,
        Buffer.concat(chunks).toString(),
      )
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    orders,
    calls,
    refunds,
    refundsDown(times) {
      refundOutages = times
    },
    approve(id) {
      const order = orders.get(id)
      if (!order) throw new Error(`unknown PayPal order ${id}`)
      if (order.status === 'CREATED') order.status = 'APPROVED'
    },
    tamper(id, change) {
      orders.get(id)!.tamper = change
    },
    createForeignOrder(value) {
      const order: FakeOrder = {
        id: newId(),
        status: 'APPROVED',
        reference_id: 'otra-tienda',
        amount: { currency_code: 'USD', value },
        captures: [],
      }
      orders.set(order.id, order)
      return order.id
    },
    tokensIssued: () => tokens.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function pick<T extends object>(source: T | undefined, keys: (keyof T)[]): Partial<T> {
  const out: Partial<T> = {}
  for (const key of keys) if (source?.[key] !== undefined) out[key] = source[key]
  return out
}
