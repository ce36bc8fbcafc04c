import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/errors'

const GENERIC_500 = 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.'

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

/** One error shape for every failure (ARCHITECTURE.md "Errors"): { message, code, errors? }. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ message: GENERIC_500, code: 'INTERNAL_ERROR' })
  })
})

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'El cuerpo de la solicitud no es un JSON válido.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'La solicitud es demasiado grande.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de contenido no admitido.'
    default:
      return 'La solicitud no es válida.'
  }
}
