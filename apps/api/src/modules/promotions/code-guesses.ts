import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../../lib/errors'

// docs/product/promotions.md#guessing: codes are worth money, so trying them is limited per customer and
// per network address (the sensitive routes' limit, RATE_LIMIT_MAX a minute), on the preview and on
// orders that carry a code alike. Counted in the rate limit's store, shared by every instance with Redis.

export const CODE_GUESSES_EXCEEDED =
  'Probaste demasiados códigos de descuento. Espera un minuto e inténtalo de nuevo.'

/** A check to call before a code is looked up: 429 once the customer or the address tried too many. */
export function codeGuessLimit(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const { max, timeWindow } = app.sensitiveRateLimit
  const limits = [
    app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `codigo-cliente:${req.user?.id ?? ''}` }),
    app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `codigo-ip:${req.ip}` }),
  ]
  return async (request) => {
    // Every try counts against both limits, whichever refuses it.
    const results = await Promise.all(limits.map((limit) => limit(request)))
    if (results.some((result) => !result.isAllowed && result.isExceeded))
      throw new HttpError(429, CODE_GUESSES_EXCEEDED, 'DISCOUNT_CODE_RATE_LIMITED')
  }
}
