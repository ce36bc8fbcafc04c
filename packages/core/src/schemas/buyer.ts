import { z } from 'zod'
import { isValidNit, NIT_DV_MESSAGE } from '../nit'
import { emailSchema } from './common'

// docs/product/checkout-and-payments.md#buyer (docs/decisions/032-buyer-identification-and-fiscal-profile.md):
// who the invoice names. Either the final consumer (the default, as before) or a document the DIAN's
// electronic invoice accepts, with the name or razón social and the e-mail the invoice goes to.

export const DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'PP', 'TI', 'PEP', 'DE'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  CC: 'Cédula de ciudadanía',
  CE: 'Cédula de extranjería',
  NIT: 'NIT',
  PP: 'Pasaporte',
  TI: 'Tarjeta de identidad',
  PEP: 'PEP / PPT',
  DE: 'Documento de identificación extranjero',
}

/** The shape of each document's number, after dots and spaces are removed. */
export const DOCUMENT_RULES: Readonly<Record<DocumentType, { pattern: RegExp; message: string }>> = {
  CC: { pattern: /^\d{3,10}$/, message: 'La cédula de ciudadanía tiene de 3 a 10 dígitos.' },
  CE: { pattern: /^\d{3,10}$/, message: 'La cédula de extranjería tiene de 3 a 10 dígitos.' },
  NIT: { pattern: /^\d{9,10}$/, message: 'El NIT tiene 9 o 10 dígitos, sin el dígito de verificación.' },
  PP: { pattern: /^[A-Z0-9]{5,20}$/, message: 'El pasaporte tiene de 5 a 20 letras o números.' },
  TI: { pattern: /^\d{10,11}$/, message: 'La tarjeta de identidad tiene 10 u 11 dígitos.' },
  PEP: { pattern: /^\d{6,15}$/, message: 'El PEP o PPT tiene de 6 a 15 dígitos.' },
  DE: {
    pattern: /^[A-Z0-9-]{3,20}$/,
    message: 'El documento extranjero tiene de 3 a 20 letras, números o guiones.',
  },
}

export const FINAL_CONSUMER_LABEL = 'Consumidor final'

/** The buyer an order freezes: the final consumer, or an identified one. */
export const buyerSchema = z.union([
  z.object({ final_consumer: z.literal(true) }),
  z.object({
    document_type: z.enum(DOCUMENT_TYPES),
    document_number: z.string(),
    /** The NIT's verification digit; null for the other documents. */
    dv: z.string().nullable(),
    name: z.string(),
    email: z.string(),
  }),
])
export type Buyer = z.infer<typeof buyerSchema>
export type IdentifiedBuyer = Exclude<Buyer, { final_consumer: true }>
export const FINAL_CONSUMER: Buyer = { final_consumer: true }

const text = (max: number) =>
  z.string({ error: 'Debe ser texto.' }).trim().max(max, `Máximo ${max} caracteres.`)

/**
 * POST /api/orders `buyer` (and the checkout's 'Datos de facturación' form): `{ final_consumer: true }`, or a
 * document with its number, the NIT's DV, the name and the e-mail. Errors name their field (`buyer.dv`).
 */
export const buyerInputSchema = z
  .strictObject({
    final_consumer: z.boolean({ error: 'final_consumer debe ser verdadero o falso.' }).optional(),
    document_type: z
      .enum(DOCUMENT_TYPES, { error: 'Tipo de documento no válido: usa CC, CE, NIT, PP, TI, PEP o DE.' })
      .optional(),
    document_number: text(20)
      .transform((v) => v.replace(/[\s.]/g, '').toUpperCase())
      .optional(),
    dv: z
      .union([z.string(), z.number()], { error: 'El dígito de verificación debe ser un número de 0 a 9.' })
      .transform((v) => String(v).trim())
      .nullish(),
    name: text(200).optional(),
    email: z.string({ error: 'Ingresa un correo electrónico válido.' }).optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    const identified = input.document_type || input.document_number || input.name || input.email
    if (input.final_consumer) {
      if (identified) issue('final_consumer', 'Elige consumidor final o ingresa un documento, no ambos.')
      return
    }
    if (!input.document_type) return issue('document_type', 'Elige el tipo de documento.')
    const rule = DOCUMENT_RULES[input.document_type]
    if (!input.document_number) issue('document_number', 'El número de documento es obligatorio.')
    else if (!rule.pattern.test(input.document_number)) issue('document_number', rule.message)
    if (!input.name) issue('name', 'El nombre o razón social es obligatorio.')
    if (!input.email || !emailSchema.safeParse(input.email).success)
      issue('email', 'Ingresa un correo electrónico válido para la factura.')
    const dv = input.dv ?? ''
    if (input.document_type !== 'NIT') {
      if (dv) issue('dv', 'El dígito de verificación solo aplica al NIT.')
      return
    }
    if (!/^\d$/.test(dv))
      issue('dv', 'El dígito de verificación del NIT es obligatorio (un número de 0 a 9).')
    else if (input.document_number && rule.pattern.test(input.document_number))
      if (!isValidNit(input.document_number, dv)) issue('dv', NIT_DV_MESSAGE)
  })
  .transform((input): Buyer =>
    input.final_consumer || !input.document_type
      ? FINAL_CONSUMER
      : {
          document_type: input.document_type,
          document_number: input.document_number!,
          dv: input.document_type === 'NIT' ? input.dv! : null,
          name: input.name!,
          email: emailSchema.parse(input.email),
        },
  )
export type BuyerInput = z.input<typeof buyerInputSchema>

/** 'NIT 800197268-4', 'CC 1020304050', or 'Consumidor final'. */
export function buyerDocumentLabel(buyer: Buyer): string {
  if ('final_consumer' in buyer) return FINAL_CONSUMER_LABEL
  return `${buyer.document_type} ${buyer.document_number}${buyer.dv === null ? '' : `-${buyer.dv}`}`
}
