import { z } from 'zod'

// Zod's own messages (wrong types, unknown fields) in Spanish, on the server and in the forms.
z.config(z.locales.es())

/** ARCHITECTURE.md "Errors": the one error shape of every 4xx/5xx answer. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type ApiError = z.infer<typeof errorSchema>

export const messageSchema = z.object({ message: z.string() })

export const intIdParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int('Identificador inválido.')
    .positive('Identificador inválido.'),
})

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
