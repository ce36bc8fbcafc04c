import { z } from 'zod'
import { isValidNit, NIT_DV_MESSAGE } from '../nit'
import { requiredText } from './common'
import { municipalityCodeSchema } from './locations'

// docs/product/fiscal.md#perfil-fiscal (docs/decisions/032-buyer-identification-and-fiscal-profile.md): who
// the store is for the DIAN, and the numbering resolutions its documents take their consecutives from.

export const REGIMES = { '48': 'Responsable de IVA', '49': 'No responsable de IVA' } as const
export type Regime = keyof typeof REGIMES

export const RESPONSIBILITIES = {
  'O-13': 'Gran contribuyente',
  'O-15': 'Autorretenedor',
  'O-23': 'Agente de retención IVA',
  'O-47': 'Régimen simple de tributación',
  'R-99-PN': 'No aplica – Otros',
} as const
export type Responsibility = keyof typeof RESPONSIBILITIES

export const FISCAL_ENVIRONMENTS = { pruebas: 'Pruebas', produccion: 'Producción' } as const

export const NUMBERING_KINDS = ['factura', 'pos', 'nota_credito'] as const
export type NumberingKind = (typeof NUMBERING_KINDS)[number]
export const NUMBERING_LABELS: Readonly<Record<NumberingKind, string>> = {
  factura: 'Facturas electrónicas',
  pos: 'Documentos equivalentes POS',
  nota_credito: 'Notas crédito',
}

const NUMBER_MAX = 2_000_000_000
const consecutive = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero.` })
    .int(`${label} debe ser un número entero.`)
    .min(1, `${label} debe ser mayor que 0.`)
    .max(NUMBER_MAX, `${label} es demasiado alto.`)
const day = (label: string) =>
  z
    .string({ error: `${label}: usa el formato AAAA-MM-DD.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: usa el formato AAAA-MM-DD.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} no es una fecha válida.`)
const prefix = z
  .string({ error: 'El prefijo debe ser texto.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{0,4}$/, 'El prefijo tiene hasta 4 letras o números (puede ir vacío).')

/**
 * A DIAN resolution for facturas or POS documents. `technical_key` (clave técnica) is a secret: absent or
 * empty keeps the saved one.
 */
export const resolutionInputSchema = z
  .strictObject({
    resolution_number: requiredText(30, 'El número de resolución es obligatorio.').regex(
      /^\d+$/,
      'El número de resolución tiene solo dígitos.',
    ),
    prefix,
    range_from: consecutive('El inicio del rango'),
    range_to: consecutive('El fin del rango'),
    valid_from: day('La fecha de inicio de vigencia'),
    valid_to: day('La fecha de fin de vigencia'),
    technical_key: z
      .string({ error: 'La clave técnica debe ser texto.' })
      .trim()
      .max(200, 'La clave técnica es demasiado larga.')
      .optional(),
  })
  .refine((r) => r.range_to >= r.range_from, {
    message: 'El fin del rango no puede ser menor que el inicio.',
    path: ['range_to'],
  })
  .refine((r) => r.valid_to >= r.valid_from, {
    message: 'La vigencia no puede terminar antes de empezar.',
    path: ['valid_to'],
  })
export type ResolutionInput = z.output<typeof resolutionInputSchema>

/** Notas crédito: a prefix and the first consecutive (no DIAN range). */
export const creditNoteNumberingInputSchema = z.strictObject({
  prefix,
  range_from: consecutive('El primer número'),
})

export const fiscalProfileInputSchema = z
  .strictObject({
    legal_name: requiredText(200, 'La razón social es obligatoria.'),
    nit: z
      .string({ error: 'El NIT es obligatorio.' })
      .trim()
      .transform((v) => v.replace(/[\s.]/g, ''))
      .pipe(z.string().regex(/^\d{9,10}$/, 'El NIT tiene 9 o 10 dígitos, sin el dígito de verificación.')),
    dv: z
      .union([z.string(), z.number()], { error: 'El dígito de verificación es obligatorio.' })
      .transform((v) => String(v).trim()),
    regime: z.enum(Object.keys(REGIMES) as [Regime, ...Regime[]], {
      error: 'Régimen no válido: usa 48 (responsable de IVA) o 49 (no responsable).',
    }),
    responsibilities: z
      .array(
        z.enum(Object.keys(RESPONSIBILITIES) as [Responsibility, ...Responsibility[]], {
          error: 'Responsabilidad fiscal no válida: usa O-13, O-15, O-23, O-47 o R-99-PN.',
        }),
        { error: 'Elige al menos una responsabilidad fiscal.' },
      )
      .min(1, 'Elige al menos una responsabilidad fiscal (R-99-PN si ninguna aplica).')
      .transform((list) => [...new Set(list)]),
    municipality_code: municipalityCodeSchema,
    address: requiredText(200, 'La dirección es obligatoria.'),
    environment: z.enum(['pruebas', 'produccion'], {
      error: 'Ambiente no válido: usa pruebas o produccion.',
    }),
    resolutions: z.strictObject({
      factura: resolutionInputSchema.nullable().default(null),
      pos: resolutionInputSchema.nullable().default(null),
      nota_credito: creditNoteNumberingInputSchema.nullable().default(null),
    }),
  })
  .superRefine((p, ctx) => {
    if (!/^\d$/.test(p.dv))
      ctx.addIssue({
        code: 'custom',
        path: ['dv'],
        message: 'El dígito de verificación es un número de 0 a 9.',
      })
    else if (/^\d{9,10}$/.test(p.nit) && !isValidNit(p.nit, p.dv))
      ctx.addIssue({ code: 'custom', path: ['dv'], message: NIT_DV_MESSAGE })
  })
export type FiscalProfileInput = z.output<typeof fiscalProfileInputSchema>

const warningSchema = z.object({ code: z.string(), message: z.string() })

/** A numbering as the API answers it: the clave técnica only as its last 4 characters. */
export const numberingSchema = z.object({
  kind: z.enum(NUMBERING_KINDS),
  resolution_number: z.string().nullable(),
  prefix: z.string(),
  range_from: z.number().int(),
  range_to: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** '…a1b2' when a clave técnica is saved, else null; the key itself never leaves the server. */
  technical_key_hint: z.string().nullable(),
  next_number: z.number().int(),
  warnings: z.array(warningSchema),
})
export type Numbering = z.infer<typeof numberingSchema>

export const fiscalProfileSchema = z.object({
  legal_name: z.string(),
  nit: z.string(),
  dv: z.string(),
  regime: z.string(),
  responsibilities: z.array(z.string()),
  municipality_code: z.string(),
  municipality: z.string(),
  departamento: z.string(),
  address: z.string(),
  environment: z.enum(['pruebas', 'produccion']),
  numbering: z.array(numberingSchema),
})
export type FiscalProfile = z.infer<typeof fiscalProfileSchema>

/** GET /api/admin/fiscal-profile: null until the store saves one. */
export const fiscalProfileAnswerSchema = z.object({ profile: fiscalProfileSchema.nullable() })

/** GET /api/admin/fiscal-warnings: what the dashboard shows staff. */
export const fiscalWarningListSchema = z.array(warningSchema.extend({ kind: z.enum(NUMBERING_KINDS) }))
export type FiscalWarning = z.infer<typeof fiscalWarningListSchema>[number]
