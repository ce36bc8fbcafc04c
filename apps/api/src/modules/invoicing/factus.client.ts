import { InvoicingRejectedError, InvoicingRetryableError } from './invoicing-provider'
import { explainProviderRejection } from './provider-messages'

// docs/decisions/033-electronic-invoicing-provider.md#contract: Factus' REST API v1 over fetch
// (developers.factus.com.co/v1). OAuth2 password grant at /oauth/token (form data) gives an access token
// for an hour and a refresh token; the token is kept until shortly before it expires, renewed with the
// refresh token, and fetched again with the password when the refresh is refused. Secrets never reach an
// error message or a log line: errors carry the provider's messages about the document, not the request.

export interface FactusOptions {
  apiBase: string
  clientId: string
  clientSecret: string
  username: string
  password: string
  softwarePin?: string | undefined
  /** Per request; the DIAN's validation happens inside the provider's answer, so allow tens of seconds. */
  timeoutMs?: number
}

/** Factus' envelope: { status, message, data }. */
export interface FactusEnvelope<T> {
  status?: string
  message?: string
  data?: T
}

// Renew this long before the provider's expiry, so a token never dies in flight.
const TOKEN_MARGIN_MS = 60_000

interface Token {
  access: string
  refresh: string | null
  expiresAt: number
}

export function createFactusHttp(options: FactusOptions) {
  const { apiBase, timeoutMs = 30_000 } = options
  let token: Token | null = null
  let pending: Promise<string> | null = null

  async function send(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> },
  ) {
    try {
      return await fetch(`${apiBase}${path}`, {
        method,
        headers: { accept: 'application/json', ...init.headers },
        body: init.body ?? null,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
      throw timedOut
        ? new InvoicingRetryableError('El proveedor de facturación no respondió a tiempo.', 'timeout')
        : new InvoicingRetryableError('No se pudo contactar al proveedor de facturación.', 'network')
    }
  }

  async function grant(fields: Record<string, string>): Promise<Token | null> {
    const res = await send('POST', '/oauth/token', {
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        ...fields,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    if (res.status >= 500)
      throw new InvoicingRetryableError('El proveedor de facturación falló al autenticar.', 'server')
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string
      refresh_token?: string
      expires_in?: number
    }
    if (!res.ok || !body.access_token) return null
    return {
      access: body.access_token,
      refresh: body.refresh_token ?? null,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS,
    }
  }

  async function fetchToken(): Promise<string> {
    const refreshed = token?.refresh
      ? await grant({ grant_type: 'refresh_token', refresh_token: token.refresh })
      : null
    token =
      refreshed ??
      (await grant({ grant_type: 'password', username: options.username, password: options.password }))
    if (!token)
      throw new InvoicingRejectedError(
        'El proveedor de facturación rechazó las credenciales configuradas (INVOICING_CLIENT_ID, INVOICING_CLIENT_SECRET, INVOICING_USERNAME, INVOICING_PASSWORD).',
        [],
        401,
      )
    return token.access
  }

  // Concurrent callers share one token request.
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.access)
    pending ??= fetchToken().finally(() => {
      pending = null
    })
    return pending
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<FactusEnvelope<T>> {
    for (let attempt = 0; ; attempt++) {
      const res = await send(method, path, {
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      // A token revoked or expired before its time: renew it once.
      if (res.status === 401 && attempt === 0) {
        if (token) token.expiresAt = 0
        continue
      }
      const json = (await res.json().catch(() => ({}))) as FactusEnvelope<T>
      if (res.ok) return json
      if (res.status === 429)
        throw new InvoicingRetryableError(
          'El proveedor de facturación pidió esperar (demasiadas solicitudes).',
          'rate_limited',
        )
      if (res.status >= 500)
        throw new InvoicingRetryableError(
          `El proveedor de facturación falló (error ${res.status}).`,
          'server',
        )
      throw rejection(res.status, json)
    }
  }

  return { request, accessToken }
}

/** The provider's messages of a 4xx answer, flattened, and their Spanish explanation for staff. */
function rejection(status: number, json: FactusEnvelope<unknown>): InvoicingRejectedError {
  const data = json.data as { errors?: unknown } | undefined
  const messages: string[] = []
  const errors = data?.errors
  if (errors && typeof errors === 'object')
    for (const [field, value] of Object.entries(errors as Record<string, unknown>))
      for (const message of Array.isArray(value) ? value : [value])
        messages.push(Array.isArray(errors) ? String(message) : `${field}: ${String(message)}`)
  if (!messages.length && json.message) messages.push(json.message)
  return new InvoicingRejectedError(explainProviderRejection(status, messages), messages, status)
}
