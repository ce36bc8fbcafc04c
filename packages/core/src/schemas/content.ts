import { z } from 'zod'
import { requiredText } from './common'

// docs/product/content.md#faq-page and docs/product/content.md#policies-page, and the About page
// (docs/product/content.md#about-editor) that staff edit in /admin/editar-sobre-nosotros.

const id = z.number().int()

/** Where an entry sits in its list, lowest first (FAQs, policies; shipping entries use the same rule). */
export const sortOrderSchema = z
  .number({ error: 'El orden debe ser un número entero.' })
  .int('El orden debe ser un número entero.')
  .min(0, 'El orden no puede ser negativo.')
  .max(10_000, 'El orden es demasiado alto.')

/** What staff screens see of an ordered entry besides its public fields. */
const adminFields = { sort_order: z.number().int(), updated_at: z.string() }

export const faqSchema = z.object({ id, question: z.string(), answer: z.string() })
export type Faq = z.infer<typeof faqSchema>
export const faqListSchema = z.array(faqSchema)
export const adminFaqSchema = faqSchema.extend(adminFields)
export type AdminFaq = z.infer<typeof adminFaqSchema>
export const adminFaqListSchema = z.array(adminFaqSchema)

export const faqInputSchema = z.strictObject({
  question: requiredText(300, 'La pregunta es obligatoria.'),
  answer: requiredText(5000, 'La respuesta es obligatoria.'),
  sort_order: sortOrderSchema.optional(),
})
export type FaqInput = z.infer<typeof faqInputSchema>
export const faqUpdateSchema = faqInputSchema.partial()

/** A policy's content is HTML, sanitized by the server on write (docs/product/content.md#html-sanitizing). */
export const policySchema = z.object({ id, title: z.string(), content: z.string() })
export type Policy = z.infer<typeof policySchema>
export const policyListSchema = z.array(policySchema)
export const adminPolicySchema = policySchema.extend(adminFields)
export type AdminPolicy = z.infer<typeof adminPolicySchema>
export const adminPolicyListSchema = z.array(adminPolicySchema)

export const policyInputSchema = z.strictObject({
  title: requiredText(200, 'El título es obligatorio.'),
  content: requiredText(50_000, 'El contenido es obligatorio.'),
  sort_order: sortOrderSchema.optional(),
})
export type PolicyInput = z.infer<typeof policyInputSchema>
export const policyUpdateSchema = policyInputSchema.partial()

/**
 * The editable sections of the About page; the values and statistics of docs/product/content.md#about-page
 * are fixed texts.
 */
export const ABOUT_SECTION_KEYS = ['hero', 'history', 'mission', 'vision'] as const
export type AboutSectionKey = (typeof ABOUT_SECTION_KEYS)[number]

export const aboutSectionSchema = z.object({
  section_key: z.enum(ABOUT_SECTION_KEYS),
  title: z.string(),
  content: z.string(),
})
export type AboutSection = z.infer<typeof aboutSectionSchema>
export const aboutSectionListSchema = z.array(aboutSectionSchema)

/** Plain text (the page shows it as text, paragraphs separated by blank lines). */
export const aboutUpdateSchema = z
  .array(
    z.strictObject({
      section_key: z.enum(ABOUT_SECTION_KEYS, {
        error: 'Sección no válida: usa hero, history, mission o vision.',
      }),
      title: requiredText(200, 'El título es obligatorio.'),
      content: requiredText(5000, 'El contenido es obligatorio.'),
    }),
    { error: 'Envía una lista de secciones.' },
  )
  .min(1, 'Envía al menos una sección.')
  .max(ABOUT_SECTION_KEYS.length, 'Demasiadas secciones.')
  .superRefine((sections, ctx) => {
    const seen = new Set<string>()
    sections.forEach((section, index) => {
      if (seen.has(section.section_key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'section_key'],
          message: `Sección repetida: ${section.section_key}.`,
        })
      seen.add(section.section_key)
    })
  })
export type AboutUpdate = z.infer<typeof aboutUpdateSchema>
