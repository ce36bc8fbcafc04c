import { z } from 'zod'
import { readLandingContent, type LandingContent } from '../landing'
import { requiredText } from './common'

// A product's landing-page content (/lp/{slug}): written by staff through the product payload, possibly
// drafted by the AI helper (docs/product/assistant.md#writing-helpers generate/landing-page-content), sent
// with the product's detail.

const line = (max: number, label: string) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(max, `${label} puede tener como máximo ${max} caracteres.`)
    .nullable()
    .optional()
    .transform((v) => v || null)

export const LANDING_BENEFITS_MAX = 8

/** The fields staff write (the back-office form validates with it). */
export const landingContentFieldsSchema = z.strictObject(
  {
    headline: line(150, 'El titular'),
    subheadline: line(300, 'El subtítulo'),
    body: line(5000, 'El texto'),
    benefits: z
      .array(
        z.strictObject({
          title: requiredText(120, 'Cada beneficio necesita un título.'),
          text: line(400, 'El texto del beneficio'),
        }),
        { error: 'Los beneficios deben ser una lista.' },
      )
      .max(LANDING_BENEFITS_MAX, `Puedes destacar como máximo ${LANDING_BENEFITS_MAX} beneficios.`)
      .optional()
      .transform((v) => v ?? []),
    cta: line(60, 'El texto del botón'),
  },
  { error: 'El contenido de la página de aterrizaje no es válido.' },
)

/** The staff input; content with nothing to show is stored as null (the default landing then). */
export const landingContentInputSchema = landingContentFieldsSchema
  .nullable()
  .transform((v): LandingContent | null => readLandingContent(v))

/** The landing content as the product detail sends it. */
export const landingContentSchema = z.object({
  headline: z.string().nullable(),
  subheadline: z.string().nullable(),
  body: z.string().nullable(),
  benefits: z.array(z.object({ title: z.string(), text: z.string().nullable() })),
  cta: z.string().nullable(),
})
