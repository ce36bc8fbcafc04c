import { z } from 'zod'

// docs/product/platform.md#pagination: `limit` and `offset` in the query string, the total in X-Total-Count.

/** A whole number read from a query string (digits only); anything else is refused with `message`. */
export const queryInt = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  )

/** The `limit` and `offset` fields of a paginated list's query string. */
export const paginationQueryFields = (maxLimit: number) => ({
  limit: queryInt(`El límite debe ser un número entero entre 1 y ${maxLimit}.`, 1, maxLimit),
  offset: queryInt('El desplazamiento debe ser un número entero mayor o igual a 0.', 0, 1_000_000),
})
