import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eventChecksum, integritySignature, type WompiEvent, type WompiTransaction } from '../lib/wompi'

/**
 * A local stand-in for Wompi (Colombia), speaking its paths and shapes: the merchant with its acceptance
 * token, transactions by id, void with the private key, and a hosted Web Checkout page that checks the
 * integrity signature, a search of transactions by reference with the private key, lets the tester pick the outcome and redirects back with ?id=&env=test. Events are
 * signed as Wompi signs them (SHA-256 of the signed properties, the timestamp and the events secret) and,
 * when `eventsUrl` is set, posted to the store. `POST /p/estado` (id, resultado) settles a pending
 * transaction later, as a PSE bank does, for journeys that run in another process.
 */
export interface FakeWompi {
  url: string
  checkoutUrl: string
  keys: { publicKey: string; privateKey: string; integritySecret: string; eventsSecret: string }
  /** Where signed events are posted (the store's /api/payments/wompi/events); none when unset. */
  eventsUrl: string | null
  transactions: Map<string, WompiTransaction>
  /** A transaction as the hosted checkout would create it. */
  createTransaction(
    input: Partial<WompiTransaction> & { reference: string; amount_in_cents: number },
  ): WompiTransaction
  setStatus(id: string, status: WompiTransaction['status']): WompiTransaction
  /** The event Wompi would send for this transaction now, signed with the events secret. */
  signedEvent(transaction: WompiTransaction): WompiEvent
  calls: string[]
  close(): Promise<void>
}

const newId = () =>
  `${Math.floor(Math.random() * 90_000) + 10_000}-${Date.now()}-${randomBytes(3).toString('hex')}`
const OUTCOMES = { aprobar: 'APPROVED', rechazar: 'DECLINED', pendiente: 'PENDING' } as const

export async function startFakeWompi(): Promise<FakeWompi> {
  const secret = () => randomBytes(12).toString('hex')
  const keys = {
    publicKey: `pub_test_${secret()}`,
    privateKey: `prv_test_${secret()}`,
    integritySecret: `test_integrity_${secret()}`,
    eventsSecret: `test_events_${secret()}`,
  }
  const transactions = new Map<string, WompiTransaction>()
  const calls: string[] = []
  const acceptanceToken = `eyJhbGciOiJIUzI1NiJ9.${secret()}`

  const fake: FakeWompi = {
    url: '',
    checkoutUrl: '',
    keys,
    eventsUrl: null,
    transactions,
    calls,
    createTransaction(input) {
      const transaction: WompiTransaction = {
        id: newId(),
        status: 'PENDING',
        currency: 'COP',
        payment_method_type: 'CARD',
        status_message: null,
        ...input,
      }
      transactions.set(transaction.id, transaction)
      return transaction
    },
    setStatus(id, status) {
      const transaction = transactions.get(id)
      if (!transaction) throw new Error(`unknown Wompi transaction ${id}`)
      transaction.status = status
      return transaction
    },
    signedEvent(transaction) {
      const body = {
        event: 'transaction.updated',
        data: { transaction: { ...transaction } },
        environment: 'test',
        signature: {
          properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
          checksum: '',
        },
        timestamp: Math.floor(Date.now() / 1000),
        sent_at: new Date().toISOString(),
      }
      body.signature.checksum = eventChecksum(body, keys.eventsSecret).toUpperCase()
      return body
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const notFound = (res: ServerResponse) =>
    json(res, 404, { error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' } })

  function checkoutPage(res: ServerResponse, params: URLSearchParams) {
    const reference = params.get('reference') ?? ''
    const cents = Number(params.get('amount-in-cents'))
    const currency = params.get('currency') ?? ''
    const valid =
      params.get('public-key') === keys.publicKey &&
      params.get('signature:integrity') ===
        integritySignature(reference, cents, currency, keys.integritySecret)
    if (!valid)
      return res
        .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        .end('<h1>La firma de integridad no es válida</h1>')
    const hidden = [...params]
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
      .join('')
    const buttons = Object.keys(OUTCOMES)
      .map((o) => `<button name="resultado" value="${o}">${o}</button>`)
      .join(' ')
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="es"><title>Wompi (prueba)</title><h1>Paga ${cents / 100} ${currency}</h1>` +
          `<form method="post" action="/p/pagar">${hidden}${buttons}</form></html>`,
      )
  }

  const outcomeOf = (params: URLSearchParams) =>
    OUTCOMES[params.get('resultado') as keyof typeof OUTCOMES] ?? 'DECLINED'
  const notify = async (transaction: WompiTransaction) => {
    if (fake.eventsUrl && transaction.status !== 'PENDING')
      await fetch(fake.eventsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fake.signedEvent(transaction)),
      }).catch(() => undefined)
  }

  async function settle(res: ServerResponse, params: URLSearchParams) {
    const transaction = transactions.get(params.get('id') ?? '')
    if (!transaction) return notFound(res)
    await notify(fake.setStatus(transaction.id, outcomeOf(params)))
    json(res, 200, { data: transaction })
  }

  async function pay(res: ServerResponse, params: URLSearchParams) {
    const transaction = fake.createTransaction({
      reference: params.get('reference') ?? '',
      amount_in_cents: Number(params.get('amount-in-cents')),
      currency: params.get('currency') ?? 'COP',
      status: outcomeOf(params),
    })
    await notify(transaction)
    const back = new URL(params.get('redirect-url') ?? 'http://localhost/')
    back.searchParams.set('id', transaction.id)
    back.searchParams.set('env', 'test')
    res.writeHead(302, { location: back.toString() }).end()
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const path = url.pathname
      calls.push(`${req.method} ${path}`)
      if (req.method === 'GET' && path === '/p/') return checkoutPage(res, url.searchParams)
      const form = new URLSearchParams(Buffer.concat(chunks).toString())
      if (req.method === 'POST' && path === '/p/pagar') return void pay(res, form)
      if (req.method === 'POST' && path === '/p/estado') return void settle(res, form)
      const merchant = /^\/v1\/merchants\/([\w-]+)$/.exec(path)
      if (req.method === 'GET' && merchant) {
        if (merchant[1] !== keys.publicKey) return notFound(res)
        return json(res, 200, {
          data: {
            id: 1,
            name: 'Tienda de prueba',
            public_key: keys.publicKey,
            presigned_acceptance: {
              acceptance_token: acceptanceToken,
              permalink:
                'https://wompi.co/wp-content/uploads/2019/09/TERMINOS-Y-CONDICIONES-DE-USO-USUARIOS-WOMPI.pdf',
              type: 'END_USER_POLICY',
            },
          },
        })
      }
      // Searching transactions by reference takes the private key, as Wompi's does.
      if (req.method === 'GET' && path === '/v1/transactions') {
        if (req.headers.authorization !== `Bearer ${keys.privateKey}`)
          return json(res, 401, {
            error: { type: 'INVALID_ACCESS_TOKEN', reason: 'Se esperaba una llave privada' },
          })
        const reference = url.searchParams.get('reference')
        return json(res, 200, { data: [...transactions.values()].filter((t) => t.reference === reference) })
      }
      const match = /^\/v1\/transactions\/([\w-]+)(\/void)?$/.exec(path)
      const transaction = match ? transactions.get(match[1]!) : undefined
      if (!match || !transaction) return notFound(res)
      if (req.method === 'GET' && !match[2]) return json(res, 200, { data: transaction })
      if (req.method === 'POST' && match[2]) {
        if (req.headers.authorization !== `Bearer ${keys.privateKey}`)
          return json(res, 401, {
            error: { type: 'INVALID_ACCESS_TOKEN', reason: 'Se esperaba una llave privada' },
          })
        if (transaction.status !== 'APPROVED')
          return json(res, 422, {
            error: { type: 'INPUT_VALIDATION_ERROR', reason: 'La transacción no está aprobada' },
          })
        transaction.status = 'VOIDED'
        return json(res, 201, { data: { status: 'APPROVED', transaction } })
      }
      notFound(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}/v1`
  fake.checkoutUrl = `http://127.0.0.1:${port}/p/`
  return fake
}

const escape = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)
