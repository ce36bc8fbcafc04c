import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ID_OUT_OF_RANGE } from '@vitrina/core/schemas/common'
import { asReadOnlyWork, isConnectionLost } from '../db/connection-loss'
import { HttpError } from '../lib/errors'

const GENERIC_500 = 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.'
const DATABASE_503 = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.'
// Long enough for the pool to open fresh connections, or for a failover to finish.
const DATABASE_RETRY_AFTER_SECONDS = '5'

// Database errors that mean "the request conflicts with stored data", not a server fault.
const PG_UNIQUE_VIOLATION = '23505'
const PG_CHECK_VIOLATION = '23514'
const PG_FOREIGN_KEY_VIOLATION = '23503'

function fieldOf(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.')
  // An unknown field is reported on its parent; name the field itself.
  const keys = (params as { keys?: unknown } | undefined)?.keys
  if (Array.isArray(keys) && keys.length) return [fromPath, keys.join(',')].filter(Boolean).join('.')
  return fromPath
}

/** One error shape for every failure (docs/product/platform.md#error-shape): { message, code, errors? }. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A GET or HEAD changes nothing: its statements are retried once on a lost database connection
  // (db/connection-loss.ts); the rest of the request runs inside this context.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') asReadOnlyWork(done)
    else done()
  })
  app.setErrorHandler((error: FastifyError & { cause?: { code?: string } }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429) void reply.header('retry-after', '60')
      return reply.code(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params' && error.validation.some(isIdOutOfRange)) {
        return reply.code(404).send({ message: 'No encontrado.', code: 'NOT_FOUND' })
      }
      const errors = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, v.params),
        message: v.message ?? 'Valor inválido.',
      }))
      return reply
        .code(400)
        .send({ message: errors[0]?.message ?? 'Datos inválidos.', code: 'VALIDATION_ERROR', errors })
    }
    const pgCode = (error as { code?: string }).code ?? error.cause?.code
    if (pgCode === PG_UNIQUE_VIOLATION) {
      return reply.code(409).send({ message: 'Ya existe un registro con esos datos.', code: 'DUPLICATE' })
    }
    if (pgCode === PG_CHECK_VIOLATION || pgCode === PG_FOREIGN_KEY_VIOLATION) {
      return reply
        .code(409)
        .send({ message: 'La operación no es posible con los datos actuales.', code: 'CONSTRAINT' })
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type...
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ message: clientErrorMessage(error), code: error.code ?? 'BAD_REQUEST' })
    }
    // The database went away under the request (retried once already if it was a read): not the request's
    // fault, and worth trying again shortly.
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost')
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send({ message: DATABASE_503, code: 'DATABASE_UNAVAILABLE' })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ message: GENERIC_500, code: 'INTERNAL_ERROR' })
  })
})

/** A path id that is well formed but no row can have (pathIdSchema's marker): not found, not bad. */
function isIdOutOfRange(validation: { params?: unknown }): boolean {
  const issue = validation.params as { params?: unknown } | undefined
  return JSON.stringify(issue?.params) === JSON.stringify(ID_OUT_OF_RANGE)
}

const TOO_LARGE = 'La solicitud es demasiado grande.'
const NOT_JSON = 'El cuerpo de la solicitud no es un JSON válido.'
const MEDIA_TYPE = 'Tipo de contenido no admitido.'

/** Spanish texts for the client errors Fastify and its plugins raise themselves (by their code). */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MEDIA_TYPE,
  FST_ERR_CTP_INVALID_TYPE: MEDIA_TYPE,
  FST_ERR_CTP_EMPTY_TYPE: MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada del cuerpo no coincide con el cuerpo enviado.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Envía los archivos como un formulario multipart.',
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_FILES_LIMIT: 'Enviaste más archivos de los permitidos.',
  FST_PARTS_LIMIT: 'Enviaste más campos de los permitidos.',
  FST_FIELDS_LIMIT: 'Enviaste más campos de los permitidos.',
  FST_PROTO_VIOLATION: 'El formulario enviado no es válido.',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección solicitada es demasiado larga.',
  FST_ERR_ASYNC_CONSTRAINT: 'La solicitud no es válida.',
}

function clientErrorMessage(error: FastifyError): string {
  if (error.statusCode === 413) return TOO_LARGE
  if (error.statusCode === 415) return MEDIA_TYPE
  return CLIENT_ERROR_MESSAGES[error.code] ?? 'La solicitud no es válida.'
}

/**
 * Errors the router raises before any route or error handler runs (Fastify's `frameworkErrors`): a URL
 * that is not valid percent-encoding, a path parameter past the router's length limit. Answered in the
 * one error shape, without echoing the URL.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
  // The option's reply is generic over route types no route has here; it is a plain reply.
  void (reply as unknown as FastifyReply)
    .code(status)
    .send({ message: clientErrorMessage(error), code: error.code })
}

const CLIENT_ERROR_ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Los encabezados de la solicitud son demasiado grandes.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'La solicitud tardó demasiado en llegar.'],
}

/**
 * Malformed HTTP the server rejects before Fastify sees a request (Node's `clientError`): headers too
 * large, a timeout, broken framing. The same { message, code } shape, in Spanish, then the socket closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? [400, 'La solicitud no es válida.']
  const body = JSON.stringify({ message, code: error.code ?? 'BAD_REQUEST' })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
