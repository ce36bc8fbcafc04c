import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/errors'

/** C0 control characters other than tab and newline: no form of the store sends them (docs/security.md). */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f]/

export const CONTROL_CHARACTER_MESSAGE = 'El texto contiene caracteres de control no permitidos.'

/** The dotted path of the first string under `value` that holds a control character, if any. */
export function controlCharacterPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') || '(texto)' : null
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null
  for (const [key, child] of Object.entries(value)) {
    const keyPath = [...path, key]
    if (CONTROL_CHARACTER.test(key)) return keyPath.join('.')
    const found = controlCharacterPath(child, keyPath, depth + 1)
    if (found !== null) return found
  }
  return null
}

/**
 * One guard for every route: a NUL byte or another control character in a path parameter, the query
 * string or a JSON body is refused with 400 before any schema or service sees it, so no route can forget
 * it and no database driver ever receives one.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = controlCharacterPath(value)
      if (field !== null) {
        return done(
          badRequest(CONTROL_CHARACTER_MESSAGE, 'CONTROL_CHARACTERS', [
            { field: `${part}.${field}`, message: CONTROL_CHARACTER_MESSAGE },
          ]),
        )
      }
    }
    done()
  })
})
