import { z } from 'zod'

// docs/decisions/033-electronic-invoicing-provider.md: Vitrina's own model of an electronic fiscal document,
// the one the invoicing adapters translate to a provider's JSON. Money is integer pesos; rates are fractions
// as in settings (0.19). The totals per rate are the store's (each rate's IVA rounded once) and the CUFE is
// recomputed from them, so the model refuses totals that do not add up to its lines.

export const FISCAL_DOCUMENT_KINDS = ['factura', 'pos', 'nota_credito'] as const
export type FiscalDocumentKind = (typeof FISCAL_DOCUMENT_KINDS)[number]

export const FISCAL_TAX_CLASSES = ['general', 'reducido', 'exento', 'excluido'] as const
export const BUYER_DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'PP', 'TI', 'PEP', 'DE'] as const
export type BuyerDocumentType = (typeof BUYER_DOCUMENT_TYPES)[number]

/** The DIAN's stand-in identification of the final consumer (Anexo técnico: 222222222222). */
export const FINAL_CONSUMER_ID = '222222222222'

/** Why a credit note is issued (DIAN's correction concepts for notas crédito). */
export const CREDIT_NOTE_REASONS = {
  devolucion: '1',
  anulacion: '2',
  rebaja: '3',
  ajuste_precio: '4',
} as const

const pesos = z.number().int().nonnegative()
const municipalityCode = z.string().regex(/^\d{5}$/, 'El código DANE del municipio tiene 5 dígitos.')
const digits = (what: string) => z.string().regex(/^\d{3,15}$/, `${what}: solo dígitos, sin puntos ni guion.`)

const sellerSchema = z.strictObject({
  nit: digits('NIT del vendedor'),
  dv: z.string().regex(/^\d$/),
  name: z.string().min(1),
  address: z.string().min(1),
  municipality_code: municipalityCode,
})

const identifiedBuyerSchema = z.strictObject({
  document_type: z.enum(BUYER_DOCUMENT_TYPES),
  number: z.string().regex(/^[A-Za-z0-9]{3,20}$/, 'Número de documento del comprador no válido.'),
  dv: z.string().regex(/^\d$/).optional(),
  name: z.string().min(1),
  email: z.email(),
  municipality_code: municipalityCode.optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
})
const finalConsumerSchema = z.strictObject({ final_consumer: z.literal(true), email: z.email().optional() })
export const fiscalBuyerSchema = z.union([identifiedBuyerSchema, finalConsumerSchema])
export type FiscalBuyer = z.infer<typeof fiscalBuyerSchema>

const lineSchema = z.strictObject({
  code: z.string().min(1).max(60),
  name: z.string().min(1).max(300),
  quantity: z.number().int().positive(),
  tax_class: z.enum(FISCAL_TAX_CLASSES),
  tax_rate: z.number().min(0).max(1),
  /** The line's value before IVA, and its IVA, in pesos (the store's own split). */
  base: pesos,
  tax: pesos,
})

const rateTotalSchema = z.strictObject({ rate: z.number().min(0).max(1), base: pesos, tax: pesos })

export const fiscalDocumentSchema = z
  .strictObject({
    kind: z.enum(FISCAL_DOCUMENT_KINDS),
    prefix: z.string().regex(/^[A-Z0-9]{0,4}$/, 'El prefijo tiene hasta 4 letras o dígitos.'),
    consecutive: z.number().int().positive(),
    /** The moment of issue (ISO 8601); shown and hashed in America/Bogota time. */
    issued_at: z.iso.datetime({ offset: true }),
    environment: z.enum(['pruebas', 'produccion']),
    /** The DIAN resolution that authorised the numbering (notas crédito have none). */
    resolution: z.strictObject({
      number: z.string().min(1).optional(),
      technical_key: z.string().min(1).optional(),
    }),
    seller: sellerSchema,
    buyer: fiscalBuyerSchema,
    lines: z.array(lineSchema).min(1),
    totals: z.strictObject({
      by_rate: z.array(rateTotalSchema).min(1),
      base: pesos,
      tax: pesos,
      total: pesos,
    }),
    payment_method: z.enum(['efectivo', 'tarjeta', 'transferencia', 'otro']).default('otro'),
    /** A credit note names the invoice it corrects and why. */
    reference: z
      .strictObject({
        number: z.string().min(1),
        cufe: z.string().regex(/^[0-9a-f]{96}$/),
        issued_on: z.iso.date(),
      })
      .optional(),
    reason: z.enum(Object.keys(CREDIT_NOTE_REASONS) as [keyof typeof CREDIT_NOTE_REASONS]).optional(),
  })
  .superRefine((doc, ctx) => {
    for (const problem of fiscalTotalsProblems(doc)) ctx.addIssue({ code: 'custom', message: problem })
    if (doc.kind === 'nota_credito' && (!doc.reference || !doc.reason))
      ctx.addIssue({
        code: 'custom',
        message: 'Una nota crédito debe citar la factura que corrige y su motivo.',
      })
  })
export type FiscalDocument = z.output<typeof fiscalDocumentSchema>
export type FiscalDocumentInput = z.input<typeof fiscalDocumentSchema>

/** What a document says before it is numbered: the sale's own part, without the seller and resolution. */
export type FiscalDraft = Pick<
  FiscalDocumentInput,
  'kind' | 'buyer' | 'lines' | 'totals' | 'payment_method' | 'reason'
>

/** 'SETP' + 990000001 → 'SETP990000001'. */
export const fiscalNumber = (doc: Pick<FiscalDocument, 'prefix' | 'consecutive'>) =>
  `${doc.prefix}${doc.consecutive}`

/** The buyer's identification as the DIAN hashes it: the number without DV, or the final consumer's. */
export const buyerIdentification = (buyer: FiscalBuyer) =>
  'final_consumer' in buyer ? FINAL_CONSUMER_ID : buyer.number

/** Spanish reasons the totals per rate do not add up to the lines; empty when they do. */
export function fiscalTotalsProblems(doc: Pick<FiscalDocument, 'lines' | 'totals'>): string[] {
  const problems: string[] = []
  const byRate = new Map<number, { base: number; tax: number }>()
  for (const line of doc.lines) {
    const sum = byRate.get(line.tax_rate) ?? { base: 0, tax: 0 }
    byRate.set(line.tax_rate, { base: sum.base + line.base, tax: sum.tax + line.tax })
  }
  const declared = new Map(doc.totals.by_rate.map((r) => [r.rate, r]))
  if (declared.size !== doc.totals.by_rate.length)
    problems.push('Una tarifa de IVA aparece dos veces en los totales.')
  for (const [rate, sum] of byRate) {
    const total = declared.get(rate)
    const label = `IVA ${Math.round(rate * 10_000) / 100}%`
    if (!total) problems.push(`Falta el total de la tarifa ${label}.`)
    else if (total.base !== sum.base || total.tax !== sum.tax)
      problems.push(`Los totales de la tarifa ${label} no suman lo de sus líneas.`)
  }
  for (const rate of declared.keys())
    if (!byRate.has(rate)) problems.push(`La tarifa IVA ${rate * 100}% no tiene líneas.`)
  const base = doc.totals.by_rate.reduce((s, r) => s + r.base, 0)
  const tax = doc.totals.by_rate.reduce((s, r) => s + r.tax, 0)
  if (base !== doc.totals.base || tax !== doc.totals.tax || base + tax !== doc.totals.total)
    problems.push('El total del documento no es la suma de sus bases y su IVA.')
  return problems
}
