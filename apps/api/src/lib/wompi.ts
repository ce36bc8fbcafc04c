import { createHash, timingSafeEqual } from 'node:crypto'

// docs/product/checkout-and-payments.md#wompi: Wompi's Web Checkout, transactions and events over fetch. The
// integrity signature is SHA-256 of reference + amount in cents + currency + integrity secret; an event's
// checksum is SHA-256 of the values its signature.properties name, its timestamp and the events secret.
// WOMPI_API_BASE points at sandbox or production; tests point it at a local stand-in.

export const WOMPI_CURRENCY = 'COP' as const

/** A transaction as Wompi's API and events describe it (the fields the store reads). */
export interface WompiTransaction {
  id: string
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR' | (string & {})
  reference: string
  amount_in_cents: number
  currency: string
  payment_method_type?: string
  status_message?: string | null
}

export interface WompiEvent {
  event: string
  data: { transaction?: WompiTransaction } & Record<string, unknown>
  environment?: string
  signature: { properties: string[]; checksum: string }
  timestamp: number
  sent_at?: string
}

export class WompiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface WompiOptions {
  apiBase: string
  checkoutUrl: string
  publicKey?: string | undefined
  privateKey?: string | undefined
  integritySecret?: string | undefined
  eventsSecret?: string | undefined
  timeoutMs?: number
}

export interface WompiCheckout {
  url: string
  reference: string
  amountInCents: number
  currency: typeof WOMPI_CURRENCY
  signature: string
}

export interface WompiClient {
  /** False without the four keys. */
  readonly enabled: boolean
  /** The Web Checkout address for one payment, signed with the integrity secret. */
  checkoutFor(input: { reference: string; amountInCents: number; redirectUrl: string }): WompiCheckout
  getTransaction(id: string): Promise<WompiTransaction>
  /** True when the event's checksum is the one Wompi's events secret gives. */
  verifyEvent(event: WompiEvent): boolean
  /** Void an approved card transaction (the whole amount); Wompi answers with the transaction voided. */
  voidTransaction(id: string): Promise<WompiTransaction>
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export function integritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  secret: string,
): string {
  return sha256(`${reference}${amountInCents}${currency}${secret}`)
}

/** The value at a dotted path of the event's data, e.g. 'transaction.amount_in_cents'. */
function valueAt(data: unknown, path: string): string {
  let node: unknown = data
  for (const key of path.split('.')) node = (node as Record<string, unknown> | null)?.[key]
  return node === undefined || node === null ? '' : String(node)
}

export function eventChecksum(event: Pick<WompiEvent, 'data' | 'signature' | 'timestamp'>, secret: string) {
  const values = event.signature.properties.map((path) => valueAt(event.data, path)).join('')
  return sha256(`${values}${event.timestamp}${secret}`)
}

export function createWompiClient(options: WompiOptions): WompiClient {
  const { apiBase, checkoutUrl, publicKey, privateKey, integritySecret, eventsSecret } = options
  const timeoutMs = options.timeoutMs ?? 15_000

  async function call(method: 'GET' | 'POST', path: string, auth?: string): Promise<unknown> {
    const res = await fetch(`${apiBase}${path}`, {
      method,
      headers: { accept: 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await res.json().catch(() => ({}))) as {
      data?: unknown
      error?: { type?: string; reason?: string }
    }
    if (!res.ok || !body.data)
      throw new WompiError(
        res.status,
        body.error?.reason ?? body.error?.type ?? `Wompi respondió ${res.status}`,
      )
    return body.data
  }

  return {
    enabled: Boolean(publicKey && privateKey && integritySecret && eventsSecret),
    checkoutFor({ reference, amountInCents, redirectUrl }) {
      const signature = integritySignature(reference, amountInCents, WOMPI_CURRENCY, integritySecret ?? '')
      const params = new URLSearchParams({
        'public-key': publicKey ?? '',
        currency: WOMPI_CURRENCY,
        'amount-in-cents': String(amountInCents),
        reference,
        'signature:integrity': signature,
        'redirect-url': redirectUrl,
      })
      return {
        url: `${checkoutUrl}?${params.toString()}`,
        reference,
        amountInCents,
        currency: WOMPI_CURRENCY,
        signature,
      }
    },
    getTransaction: async (id) =>
      (await call('GET', `/transactions/${encodeURIComponent(id)}`)) as WompiTransaction,
    verifyEvent(event) {
      if (!eventsSecret || !Array.isArray(event.signature?.properties)) return false
      const expected = Buffer.from(eventChecksum(event, eventsSecret))
      const given = Buffer.from(String(event.signature.checksum).toLowerCase())
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
    voidTransaction: async (id) => {
      const data = (await call('POST', `/transactions/${encodeURIComponent(id)}/void`, privateKey)) as {
        transaction?: WompiTransaction
      }
      if (!data.transaction) throw new WompiError(502, 'Wompi no devolvió la transacción anulada')
      return data.transaction
    },
  }
}
