import { z } from 'zod'
import {
  DISCOUNT_CODE_MALFORMED,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_CODE_SCOPES,
  DISCOUNT_CODE_TYPES,
  normalizeDiscountCode,
} from '../discount-codes'
import { bodyIdSchema, INT4_MAX } from './common'

// docs/product/promotions.md#back-office: the staff's contract for discount codes (POST/PUT
// /api/admin/discount-codes) and the code a shopper types (POST /api/orders, the preview).

/** A code as typed: spaces and case do not matter; what is left must look like a code (else 400). */
export const discountCodeTextSchema = z
  .string({ error: DISCOUNT_CODE_MALFORMED })
  .transform(normalizeDiscountCode)
  .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_MALFORMED))

const pesos = (what: string) =>
  z
    .number({ error: `${what} debe ser un número entero de pesos.` })
    .int(`${what} debe ser un número entero de pesos.`)
    .min(0, `${what} no puede ser negativo.`)
    .max(INT4_MAX, `${what} es demasiado alto.`)

const count = (what: string) =>
  z
    .number({ error: `${what} debe ser un número entero.` })
    .int(`${what} debe ser un número entero.`)
    .min(1, `${what} debe ser al menos 1.`)
    .max(INT4_MAX, `${what} es demasiado alto.`)

const moment = z.iso
  .datetime({ offset: true, error: 'La fecha debe tener la forma AAAA-MM-DDTHH:MM con su zona (-05:00).' })
  .nullish()

/** The conditions a code carries, shared by one code and a bulk batch. */
const conditionsShape = {
  type: z.enum(DISCOUNT_CODE_TYPES, { error: 'Elige el tipo: percentage, fixed o free_shipping.' }),
  value: pesos('El valor').default(0),
  starts_at: moment,
  ends_at: moment,
  max_uses: count('El número de usos').nullish(),
  max_uses_per_customer: count('Los usos por cliente').nullish(),
  min_subtotal: pesos('El subtotal mínimo').nullish(),
  is_active: z.boolean().default(true),
  scope: z
    .enum(DISCOUNT_CODE_SCOPES, { error: 'Elige el alcance: order, categories o products.' })
    .default('order'),
  category_ids: z.array(bodyIdSchema('Categoría inválida.')).max(200).default([]),
  product_ids: z.array(bodyIdSchema('Producto inválido.')).max(500).default([]),
  exclude_sale_items: z.boolean().default(false),
  first_order_only: z.boolean().default(false),
  combinable: z.boolean().default(false),
}

type Conditions = z.output<z.ZodObject<typeof conditionsShape>>

/** The checks across fields: a percentage 1-100, a fixed value above 0, a window that ends after it starts. */
function checkConditions(input: Conditions, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (input.type === 'percentage' && (input.value < 1 || input.value > 100))
    issue('value', 'El porcentaje debe estar entre 1 y 100.')
  if (input.type === 'fixed' && input.value < 1) issue('value', 'El descuento fijo debe ser de al menos $ 1.')
  if (input.starts_at && input.ends_at && new Date(input.ends_at) <= new Date(input.starts_at))
    issue('ends_at', 'La fecha de fin debe ser posterior a la de inicio.')
  if (input.scope === 'categories' && !input.category_ids.length)
    issue('category_ids', 'Elige al menos una categoría.')
  if (input.scope === 'products' && !input.product_ids.length)
    issue('product_ids', 'Elige al menos un producto.')
}

export const discountCodeInputSchema = z
  .strictObject({ code: discountCodeTextSchema, ...conditionsShape })
  .superRefine(checkConditions)
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>

export const DISCOUNT_CODES_BULK_MAX = 1000

/** N unique single-use codes, 'RIFA-7K2M9QXA', for a raffle or a campaign. */
export const discountCodesBulkInputSchema = z
  .strictObject({
    prefix: z
      .string({ error: 'El prefijo debe ser texto.' })
      .transform(normalizeDiscountCode)
      .pipe(z.string().regex(/^[A-Z0-9_-]{0,20}$/, 'El prefijo admite hasta 20 letras, números o guiones.')),
    count: count('La cantidad').max(
      DISCOUNT_CODES_BULK_MAX,
      `Se crean hasta ${DISCOUNT_CODES_BULK_MAX} códigos a la vez.`,
    ),
    ...conditionsShape,
  })
  .superRefine(checkConditions)
export type DiscountCodesBulkInput = z.output<typeof discountCodesBulkInputSchema>

export const discountCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  type: z.enum(DISCOUNT_CODE_TYPES),
  value: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().nullable(),
  max_uses_per_customer: z.number().nullable(),
  min_subtotal: z.number().nullable(),
  is_active: z.boolean(),
  scope: z.enum(DISCOUNT_CODE_SCOPES),
  category_ids: z.array(z.number()),
  product_ids: z.array(z.number()),
  exclude_sale_items: z.boolean(),
  first_order_only: z.boolean(),
  combinable: z.boolean(),
  batch: z.string().nullable(),
  /** Orders holding a use (cancelled ones gave theirs back). */
  uses: z.number(),
  /** What those orders came to, and what the code gave them. */
  revenue: z.number(),
  discount_given: z.number(),
  created_at: z.string(),
})
export type DiscountCode = z.infer<typeof discountCodeSchema>

export const discountCodeListSchema = z.array(discountCodeSchema)

export const discountCodesBulkCreatedSchema = z.object({ batch: z.string(), count: z.number() })

export const discountCodeDuplicateInputSchema = z.strictObject({ code: discountCodeTextSchema })

/** The checkout's question: does this code apply to this cart now, and what would it take off? */
export const discountPreviewInputSchema = z.strictObject({
  discount_code: discountCodeTextSchema,
  items: z
    .array(
      z.strictObject({
        productId: bodyIdSchema('Identificador de producto inválido.'),
        variantId: bodyIdSchema('Identificador de variante inválido.').nullish(),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .min(1, 'Tu carrito está vacío.')
    .max(100),
})

export const discountPreviewSchema = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_CODE_TYPES),
  value: z.number(),
  /** Per line of the request, whether the code covers it. */
  eligible: z.array(z.boolean()),
})
export type DiscountPreview = z.infer<typeof discountPreviewSchema>
