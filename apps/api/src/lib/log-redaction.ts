// No secret reaches a log line (docs/security.md "Logs"): reset tokens in URLs, token-like query
// parameters and the credential headers are replaced here, in the one set of serializers every log
// line of the server goes through.

export const REDACTED = '[oculto]'

/** Paths whose last segment is a secret: the password-reset page carries its single-use token. */
const SECRET_PATH = /(\/resetear-contrasena\/)[^/?#\s"]+/gi
/** Query parameters that carry credentials. */
const SECRET_QUERY =
  /([?&](?:token|reset_token|access_token|refresh_token|id_token|code|key|api_key|signature|password|secret)=)[^&#\s"]*/gi
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key'])

/** A URL (or any text holding one) with its secrets replaced. */
export function redactUrl(text: string): string {
  return text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`)
}

export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value,
    ]),
  )
}

const serializers = {
  req: (request: {
    method: string
    url: string
    host?: string
    ip?: string
    socket?: { remotePort?: number }
  }) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  headers: redactHeaders,
  err: (err: Error & { code?: unknown; statusCode?: unknown }) => ({
    type: err.constructor?.name ?? 'Error',
    message: redactUrl(String(err.message)),
    stack: redactUrl(String(err.stack ?? '')),
    ...(err.code !== undefined ? { code: err.code } : {}),
    ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
  }),
}

/** Pino options for the server's logger: these serializers, and field names that are never written. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        // The DIAN's clave técnica of a numbering resolution (docs/decisions/032).
        '*.technical_key',
        '*.resolutions.*.technical_key',
      ],
      censor: REDACTED,
    },
  }
}
