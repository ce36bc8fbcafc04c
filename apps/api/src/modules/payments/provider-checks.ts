import type { PaypalOptions } from '../../lib/paypal'
import type { WompiOptions } from '../../lib/wompi'

// docs/product/provider-settings.md#probar-conexion: one harmless call to the provider with the keys, its
// answer told in Spanish. A refusal stops a save; silence (timeout, network, 5xx) does not.

export type ProviderCheckOutcome =
  | { kind: 'ok'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable'; message: string }

const CHECK_TIMEOUT_MS = 8000

async function ask(
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
    return res.status >= 500 ? null : { status: res.status, body }
  } catch {
    return null
  }
}

const wompiReason = (body: Record<string, unknown>) => {
  const error = body.error as { type?: string; reason?: unknown } | undefined
  const reason = typeof error?.reason === 'string' ? error.reason : (error?.type ?? '')
  return reason ? ` (${reason})` : ''
}

/** The public key is checked with the merchant's page, the private key with a search of transactions. */
export async function checkWompi(options: WompiOptions): Promise<ProviderCheckOutcome> {
  const unreachable = {
    kind: 'unreachable',
    message: `Wompi no respondió (${options.apiBase}). Las llaves se guardan sin verificar; prueba la conexión más tarde.`,
  } as const
  const merchant = await ask(`${options.apiBase}/merchants/${encodeURIComponent(options.publicKey ?? '')}`, {
    headers: { accept: 'application/json' },
  })
  if (!merchant) return unreachable
  if (merchant.status !== 200)
    return { kind: 'refused', message: `Wompi no reconoce la llave pública${wompiReason(merchant.body)}.` }
  const search = await ask(`${options.apiBase}/transactions?reference=vitrina-prueba-de-conexion`, {
    headers: { accept: 'application/json', authorization: `Bearer ${options.privateKey ?? ''}` },
  })
  if (!search) return unreachable
  if (search.status === 401 || search.status === 403)
    return { kind: 'refused', message: `Wompi rechazó la llave privada${wompiReason(search.body)}.` }
  const name = (merchant.body.data as { name?: unknown } | undefined)?.name
  return {
    kind: 'ok',
    message: `Conexión exitosa con Wompi${typeof name === 'string' ? ` (comercio ${name})` : ''}. Los secretos de integridad y de eventos se comprueban con el primer pago.`,
  }
}

/** PayPal is asked for an access token with the client id and secret (OAuth2 client credentials). */
export async function checkPaypal(options: PaypalOptions): Promise<ProviderCheckOutcome> {
  const answer = await ask(`${options.apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
  })
  if (!answer)
    return {
      kind: 'unreachable',
      message: `PayPal no respondió (${options.apiBase}). Las credenciales se guardan sin verificar; prueba la conexión más tarde.`,
    }
  if (answer.status !== 200 || typeof answer.body.access_token !== 'string') {
    const code = typeof answer.body.error === 'string' ? ` (${answer.body.error})` : ''
    return { kind: 'refused', message: `PayPal rechazó el Client ID o el Secret${code}.` }
  }
  return { kind: 'ok', message: 'Conexión exitosa con PayPal.' }
}
