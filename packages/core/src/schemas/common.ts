import { z } from 'zod'

// Zod's own messages (wrong types, unknown fields) in Spanish, on the server and in the forms.
z.config(z.locales.es())

/** docs/product/platform.md#error-shape: the one error shape of every 4xx/5xx answer. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type ApiError = z.infer<typeof errorSchema>

export const messageSchema = z.object({ message: z.string() })

/** The largest value a PostgreSQL `integer` column holds: every catalogue id, price and count fits. */
export const INT4_MAX = 2_147_483_647

/** An id in a request body: a whole number a database row can have (1 … INT4_MAX). */
export const bodyIdSchema = (message = 'Identificador inválido.') =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message)

/** The marker the error handler reads to answer a well-formed id that no row can have with 404. */
export const ID_OUT_OF_RANGE = { notFound: true } as const

/**
 * An id in a URL path: digits only (else 400), and a number no row can have (0, or past INT4_MAX)
 * is simply not found (404), like any other id that matches nothing.
 */
export const pathIdSchema = (message = 'Identificador inválido.') =>
  z
    .string({ error: message })
    .regex(/^\d{1,30}$/, message)
    .transform(Number)
    .refine((id) => id >= 1 && id <= INT4_MAX, { message: 'No encontrado.', params: ID_OUT_OF_RANGE })

export const intIdParamsSchema = z.strictObject({ id: pathIdSchema() })

export const uuidParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identificador inválido.' }),
})

export const requiredText = (max: number, message = 'Campo obligatorio') =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres.`)

export const emailSchema = z
  .string({ error: 'Ingresa un correo electrónico válido.' })
  .trim()
  .toLowerCase()
  .max(254, 'El correo electrónico es demasiado largo.')
  .pipe(z.email({ error: 'Ingresa un correo electrónico válido.' }))
