import { z } from 'zod'

// docs/product/provider-settings.md: Wompi, PayPal and SMTP connected from the back office. Secrets travel
// only from the browser to the server; answers carry their last four characters.

export const PAYMENT_PROVIDERS = ['wompi', 'paypal'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]
export const WOMPI_MODES = ['test', 'production'] as const
export const PAYPAL_MODES = ['sandbox', 'live'] as const
/** verificado: the provider accepted the keys; sin_verificar: it did not answer when they were saved. */
export const PROVIDER_CHECK_STATUSES = ['verificado', 'sin_verificar'] as const

const key = (label: string) =>
  z
    .string({ error: `${label}: campo obligatorio.` })
    .trim()
    .min(1, `${label}: campo obligatorio.`)
    .max(300, `${label}: máximo 300 caracteres.`)
    .regex(/^\S+$/, `${label}: no puede tener espacios.`)

/** An omitted secret keeps the saved one, so the form never needs to know it. */
const keptSecret = (label: string) => key(label).optional()

// Wompi's keys name their environment (pub_test_…, prv_prod_…): a key of the other mode is refused here.
const WOMPI_PREFIXES = {
  public_key: { test: 'pub_test_', production: 'pub_prod_' },
  private_key: { test: 'prv_test_', production: 'prv_prod_' },
  integrity_secret: { test: 'test_integrity_', production: 'prod_integrity_' },
  events_secret: { test: 'test_events_', production: 'prod_events_' },
} as const
const WOMPI_LABELS = {
  public_key: 'Llave pública',
  private_key: 'Llave privada',
  integrity_secret: 'Secreto de integridad',
  events_secret: 'Secreto de eventos',
} as const

export const wompiSettingsInputSchema = z
  .strictObject({
    mode: z.enum(WOMPI_MODES, { error: "El modo debe ser 'test' (pruebas) o 'production' (producción)." }),
    public_key: key(WOMPI_LABELS.public_key),
    private_key: keptSecret(WOMPI_LABELS.private_key),
    integrity_secret: keptSecret(WOMPI_LABELS.integrity_secret),
    events_secret: keptSecret(WOMPI_LABELS.events_secret),
  })
  .superRefine((input, ctx) => {
    for (const field of Object.keys(WOMPI_PREFIXES) as (keyof typeof WOMPI_PREFIXES)[]) {
      const value = input[field]
      const prefix = WOMPI_PREFIXES[field][input.mode]
      if (value !== undefined && !value.startsWith(prefix))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${WOMPI_LABELS[field]}: en modo ${input.mode === 'test' ? 'pruebas' : 'producción'} empieza por '${prefix}'.`,
        })
    }
  })
export type WompiSettingsInput = z.infer<typeof wompiSettingsInputSchema>

export const paypalSettingsInputSchema = z.strictObject({
  mode: z.enum(PAYPAL_MODES, { error: "El modo debe ser 'sandbox' (pruebas) o 'live' (producción)." }),
  client_id: key('Client ID'),
  client_secret: keptSecret('Secret'),
})
export type PaypalSettingsInput = z.infer<typeof paypalSettingsInputSchema>

/** A secret as answers show it: its last four characters, or null when none is saved. */
const maskedSchema = z.string().nullable()

const providerStateFields = {
  configured: z.boolean(),
  /** Where the working values come from: the server's environment wins over the back office. */
  source: z.enum(['entorno', 'panel', 'ninguno']),
  /** Environment variables that pin a value here; the screen shows them as not editable. */
  pinned: z.array(z.string()),
  status: z.enum(PROVIDER_CHECK_STATUSES).nullable(),
  status_message: z.string().nullable(),
  checked_at: z.string().nullable(),
  updated_at: z.string().nullable(),
}

export const wompiProviderSchema = z.object({
  provider: z.literal('wompi'),
  mode: z.enum(WOMPI_MODES),
  public_key: z.string().nullable(),
  private_key: maskedSchema,
  integrity_secret: maskedSchema,
  events_secret: maskedSchema,
  /** The address to paste in Wompi's dashboard (URL de eventos). */
  events_url: z.string(),
  ...providerStateFields,
})

export const paypalProviderSchema = z.object({
  provider: z.literal('paypal'),
  mode: z.enum(PAYPAL_MODES),
  client_id: z.string().nullable(),
  client_secret: maskedSchema,
  ...providerStateFields,
})

/** Checkouts refused in the last `days` because only cash on delivery was on and the total was over its limit. */
export const blockedCheckoutsSchema = z.object({
  days: z.number().int(),
  count: z.number().int(),
  largest_total: z.number().int().nullable(),
  last_at: z.string().nullable(),
})
export type BlockedCheckouts = z.infer<typeof blockedCheckoutsSchema>

export const blockedCheckoutInputSchema = z.strictObject({
  total: z
    .number({ error: 'El total debe ser un número entero de pesos.' })
    .int('El total debe ser un número entero de pesos.')
    .positive('El total debe ser un número entero de pesos.'),
})

export const paymentProvidersSchema = z.object({
  providers: z.tuple([wompiProviderSchema, paypalProviderSchema]),
  /** Cash on delivery's limit, shown beside the methods (pesos); null for no limit. */
  cod_max_total: z.number().int().nullable(),
  blocked_checkouts: blockedCheckoutsSchema,
})
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>
export type WompiProviderState = z.infer<typeof wompiProviderSchema>
export type PaypalProviderState = z.infer<typeof paypalProviderSchema>

export const providerCheckSchema = z.object({
  ok: z.boolean(),
  /** Spanish: what the provider answered, or that it did not answer. */
  message: z.string(),
})
export type ProviderCheck = z.infer<typeof providerCheckSchema>

export const mailSettingsInputSchema = z.strictObject({
  host: z
    .string({ error: 'Servidor: campo obligatorio.' })
    .trim()
    .min(1, 'Servidor: campo obligatorio.')
    .max(253, 'Servidor: máximo 253 caracteres.')
    .regex(/^[a-zA-Z0-9.-]+$/, 'Servidor: escribe un nombre como smtp.midominio.co.'),
  port: z
    .number({ error: 'Puerto: debe ser un número entre 1 y 65535.' })
    .int('Puerto: debe ser un número entre 1 y 65535.')
    .min(1, 'Puerto: debe ser un número entre 1 y 65535.')
    .max(65535, 'Puerto: debe ser un número entre 1 y 65535.'),
  user: z.string().trim().max(200, 'Usuario: máximo 200 caracteres.').default(''),
  password: z
    .string()
    .max(300, 'Contraseña: máximo 300 caracteres.')
    .min(1, 'Contraseña: campo obligatorio.')
    .optional(),
  from: z
    .string({ error: 'Remitente: campo obligatorio.' })
    .trim()
    .min(3, 'Remitente: campo obligatorio.')
    .max(200, 'Remitente: máximo 200 caracteres.')
    .regex(
      /^([^<>@]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/,
      'Remitente: escribe un correo, por ejemplo Mi tienda <ventas@mitienda.co>.',
    ),
})
export type MailSettingsInput = z.input<typeof mailSettingsInputSchema>

export const mailSettingsSchema = z.object({
  configured: z.boolean(),
  source: z.enum(['entorno', 'panel', 'ninguno']),
  pinned: z.array(z.string()),
  host: z.string().nullable(),
  port: z.number().nullable(),
  user: z.string().nullable(),
  password: maskedSchema,
  from: z.string(),
  /** Where messages go while no SMTP server is connected (the embedded default's folder). */
  outbox_dir: z.string(),
  updated_at: z.string().nullable(),
})
export type MailSettings = z.infer<typeof mailSettingsSchema>

export const mailTestInputSchema = z.strictObject({
  to: z.email('Escribe un correo válido para la prueba.'),
})
