import { z } from 'zod'
import { TAX_CLASSES } from '../tax-classes'
import { DISCOUNT_MAX } from '../discount'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug'
import { foldLabel as fold, labelsKey } from '../variants'
import { bodyIdSchema, requiredText } from './common'
import { landingContentInputSchema } from './landing'

// Staff payloads of docs/product/catalogue.md#catalogue-api (docs/product/catalogue.md#discount and
// docs/product/catalogue.md#variants-payload).

export const MAX_PESOS = 1_000_000_000

export const pesosSchema = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero de pesos.` })
    .int(`${label} debe ser un número entero de pesos.`)
    .min(0, `${label} no puede ser negativo.`)
    .max(MAX_PESOS, `${label} es demasiado alto.`)

const stockSchema = z
  .number({ error: 'El stock debe ser un número entero.' })
  .int('El stock debe ser un número entero.')
  .min(0, 'El stock no puede ser negativo.')
  .max(10_000_000, 'El stock es demasiado alto.')

export const slugSchema = z
  .string({ error: 'El slug no es válido.' })
  .trim()
  .max(SLUG_MAX_LENGTH, `El slug puede tener como máximo ${SLUG_MAX_LENGTH} caracteres.`)
  .regex(SLUG_PATTERN, 'El slug solo puede tener letras minúsculas sin tildes, números y guiones.')

/** Optional text where an empty value means "none". */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(max, `${label} puede tener como máximo ${max} caracteres.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null))

const idList = (label: string) =>
  z
    .array(bodyIdSchema(`${label}: identificador inválido.`), {
      error: `${label} debe ser una lista de identificadores.`,
    })
    .max(100, `${label}: demasiados elementos.`)
    .transform((ids) => [...new Set(ids)])

const productFields = {
  name: requiredText(200, 'El nombre del producto es obligatorio.'),
  slug: slugSchema.optional(),
  description: z
    .string({ error: 'La descripción debe ser texto.' })
    .trim()
    .max(10_000, 'La descripción puede tener como máximo 10000 caracteres.'),
  price: pesosSchema('El precio'),
  // docs/product/catalogue.md#product-entity Product: a sale price staff type (below the price), or null to
  // clear it; descuento follows it.
  discount_price: pesosSchema('El precio de oferta').nullable(),
  stock_quantity: stockSchema,
  brand: optionalText(100, 'La marca'),
  sku: optionalText(64, 'El SKU'),
  is_featured: z.boolean({ error: 'is_featured debe ser verdadero o falso.' }),
  is_active: z.boolean({ error: 'is_active debe ser verdadero o falso.' }),
  tax_class: z.enum(TAX_CLASSES, { error: 'La clase de IVA debe ser general, reducido, exento o excluido.' }),
  // docs/product/consumer-rights.md#retracto: false for goods the law lets the merchant exclude.
  withdrawable: z.boolean({ error: 'withdrawable debe ser verdadero o falso.' }),
  categoryIds: idList('Las categorías'),
  landing_content: landingContentInputSchema,
}

export const DISCOUNT_PRICE_TOO_HIGH = 'El precio de oferta debe ser menor que el precio.'

export const productCreateFieldsSchema = z.strictObject({
  ...productFields,
  discount_price: productFields.discount_price.optional(),
  description: productFields.description.optional(),
  stock_quantity: productFields.stock_quantity.optional(),
  is_featured: productFields.is_featured.optional(),
  is_active: productFields.is_active.optional(),
  tax_class: productFields.tax_class.optional(),
  withdrawable: productFields.withdrawable.optional(),
  categoryIds: productFields.categoryIds.optional(),
  landing_content: productFields.landing_content.optional(),
})

/** POST /api/products: name and price are required; the slug comes from the name when missing. */
export const productCreateSchema = productCreateFieldsSchema.refine(
  (p) => p.discount_price === undefined || p.discount_price === null || p.discount_price < p.price,
  { message: DISCOUNT_PRICE_TOO_HIGH, path: ['discount_price'] },
)
export type ProductCreate = z.infer<typeof productCreateSchema>

/** PUT /api/products/{id}: any subset of the fields (the sale price is checked against the stored price). */
export const productUpdateSchema = productCreateFieldsSchema
  .partial()
  .refine(
    (p) =>
      p.discount_price === undefined ||
      p.discount_price === null ||
      p.price === undefined ||
      p.discount_price < p.price,
    { message: DISCOUNT_PRICE_TOO_HIGH, path: ['discount_price'] },
  )
export type ProductUpdate = z.infer<typeof productUpdateSchema>

export const discountInputSchema = z.strictObject({
  descuento: z
    .number({ error: `El descuento debe ser un número entero entre 0 y ${DISCOUNT_MAX}.` })
    .int(`El descuento debe ser un número entero entre 0 y ${DISCOUNT_MAX}.`)
    .min(0, `El descuento debe ser un número entero entre 0 y ${DISCOUNT_MAX}.`)
    .max(DISCOUNT_MAX, `El descuento debe ser un número entero entre 0 y ${DISCOUNT_MAX}.`),
})

/** PUT /api/categories/{id}/discount: the same percentage on every product of the category. */
export const categoryDiscountResultSchema = z.object({
  message: z.string(),
  /** How many products now carry the percentage. */
  updated: z.number().int(),
})
export type CategoryDiscountResult = z.infer<typeof categoryDiscountResultSchema>

export const imageUrlInputSchema = z.strictObject({
  imageUrl: z
    .string({ error: 'Ingresa el enlace de la imagen.' })
    .trim()
    .max(2000, 'El enlace es demasiado largo.')
    .pipe(z.url({ protocol: /^https$/, error: 'El enlace de la imagen debe empezar por https://.' })),
})

/**
 * PUT /api/products/images/{imageId}/option-value: the option value the photo shows (one of its product's),
 * or null to unlink it (docs/product/catalogue.md#variant-images).
 */
export const imageOptionValueInputSchema = z.strictObject({
  option_value_id: bodyIdSchema('El valor de opción no es válido.').nullable(),
})
export type ImageOptionValueInput = z.infer<typeof imageOptionValueInputSchema>

export const productCategoriesInputSchema = z.strictObject({ categoryIds: idList('Las categorías') })

const optionLabel = requiredText(50, 'Cada opción necesita un nombre.')
const valueLabel = requiredText(50, 'Cada valor de opción necesita un texto.')

/**
 * POST /api/products/{id}/variants replaces options and variants. Each variant lists one value per
 * option, in the options' order; ids of unchanged values and variants are kept by the server.
 */
export const variantsInputSchema = z
  .strictObject({
    options: z
      .array(
        z.strictObject({
          name: optionLabel,
          values: z.array(valueLabel).min(1, 'Cada opción necesita al menos un valor.').max(50),
        }),
      )
      .max(5, 'Un producto puede tener como máximo 5 opciones.'),
    variants: z
      .array(
        z.strictObject({
          values: z.array(valueLabel),
          price_override: pesosSchema('El precio de la variante').nullable().optional(),
          stock_quantity: stockSchema.optional(),
          sku: optionalText(64, 'El SKU de la variante'),
        }),
      )
      .max(500, 'Un producto puede tener como máximo 500 variantes.'),
  })
  .superRefine((input, ctx) => {
    const names = input.options.map((o) => fold(o.name))
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'name'],
          message: 'Hay dos opciones con el mismo nombre.',
        })
      const values = input.options[i]!.values.map(fold)
      values.forEach((value, j) => {
        if (values.indexOf(value) !== j)
          ctx.addIssue({
            code: 'custom',
            path: ['options', i, 'values', j],
            message: `La opción ${input.options[i]!.name} repite el valor ${input.options[i]!.values[j]}.`,
          })
      })
    })
    if (!input.options.length && input.variants.length)
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'Las variantes necesitan al menos una opción.',
      })
    const combos = new Set<string>()
    const skus = new Set<string>()
    input.variants.forEach((variant, i) => {
      const path = ['variants', i]
      if (variant.values.length !== input.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'values'],
          message: 'Cada variante debe tener un valor por opción, en el orden de las opciones.',
        })
        return
      }
      variant.values.forEach((value, j) => {
        if (!input.options[j]!.values.some((v) => fold(v) === fold(value)))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'values', j],
            message: `El valor ${value} no existe en la opción ${input.options[j]!.name}.`,
          })
      })
      const combo = labelsKey(variant.values)
      if (combos.has(combo))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'values'],
          message: 'Hay dos variantes con los mismos valores.',
        })
      combos.add(combo)
      if (variant.sku) {
        if (skus.has(variant.sku))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'sku'],
            message: 'Hay dos variantes con el mismo SKU.',
          })
        skus.add(variant.sku)
      }
    })
  })
export type VariantsInput = z.infer<typeof variantsInputSchema>
