import { z } from 'zod'
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from '../chat'
import { bodyIdSchema, requiredText } from './common'

// docs/product/assistant.md#product-suggestions and docs/product/assistant.md#chat-api: the shopper's chat
// and the staff's writing helpers. The helpers' answers are not shown by the specification; the shapes below
// are ours and name the form field each one fills.

export const chatSenderSchema = z.enum(['user', 'ai'])
export type ChatSender = z.infer<typeof chatSenderSchema>

/**
 * A product suggested in a reply, shown as a card linking to /producto/{id}
 * (docs/product/assistant.md#product-suggestions).
 */
export const chatProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first image, or null (the card then shows the placeholder). */
  image_url: z.string().nullable(),
  /** What the shopper pays today, in whole pesos (the discount price when there is one). */
  price: z.number().int(),
})
export type ChatProduct = z.infer<typeof chatProductSchema>

export const chatHistoryEntrySchema = z.strictObject({
  sender: chatSenderSchema,
  // Earlier replies may be long (a quoted policy); only their start matters for follow-ups.
  text: z.string().max(4000, 'Un mensaje anterior es demasiado largo.'),
})
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>

export const chatInputSchema = z.strictObject({
  message: requiredText(CHAT_MESSAGE_MAX, 'Escribe un mensaje.'),
  history: z
    .array(chatHistoryEntrySchema, { error: 'El historial debe ser una lista de mensajes.' })
    .max(100, 'El historial es demasiado largo.')
    .default([])
    .transform((history) => history.slice(-CHAT_HISTORY_MAX)),
})
export type ChatInput = z.input<typeof chatInputSchema>

export const chatReplySchema = z.object({
  text: z.string(),
  products: z.array(chatProductSchema).optional(),
})
export type ChatReply = z.infer<typeof chatReplySchema>

// ---- Writing helpers for staff (docs/product/assistant.md#writing-helpers) ----

/** Who wrote the draft: the configured language model, or the store's built-in drafting. */
export const draftEngineSchema = z
  .enum(['model', 'builtin'])
  .describe('model: lo escribió el modelo configurado; builtin: el borrador integrado de la tienda.')
export type DraftEngine = z.infer<typeof draftEngineSchema>

const briefing = z
  .string({ error: 'Las indicaciones deben ser texto.' })
  .trim()
  .max(2000, 'Las indicaciones pueden tener como máximo 2000 caracteres.')
  .optional()

export const faqAnswerInputSchema = z.strictObject({
  question: requiredText(300, 'Escribe primero la pregunta.'),
  briefing,
})
/** Fills the FAQ's answer (plain text). */
export const faqAnswerDraftSchema = z
  .object({ answer: z.string(), engine: draftEngineSchema })
  .describe('Borrador de la respuesta de una pregunta frecuente (texto plano, campo answer).')

export const policyContentInputSchema = z.strictObject({
  title: requiredText(200, 'Escribe primero el título de la política.'),
  briefing,
})
/** Fills the policy's content: sanitized HTML (the same allow-list as a saved policy). */
export const policyContentDraftSchema = z
  .object({ content: z.string(), engine: draftEngineSchema })
  .describe(
    'Borrador del contenido de una política: HTML saneado con la misma lista de etiquetas que una política guardada.',
  )

export const cmsContentInputSchema = z.strictObject({
  title: requiredText(200, 'Escribe primero el título de la sección.'),
  briefing,
})
/** Fills a section of the About page: plain text, paragraphs separated by a blank line. */
export const cmsContentDraftSchema = z
  .object({ content: z.string(), engine: draftEngineSchema })
  .describe(
    'Borrador de una sección de Sobre Nosotros: texto plano, párrafos separados por una línea en blanco.',
  )

export const categoryDetailsInputSchema = z.strictObject({
  categoryName: requiredText(100, 'Escribe primero el nombre de la categoría.'),
})
/** Fills the category form: name, slug and description (plain text). */
export const categoryDetailsDraftSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    engine: draftEngineSchema,
  })
  .describe('Nombre, slug válido y descripción (texto plano) sugeridos para el formulario de categoría.')

export const futureProductIdeaInputSchema = z.strictObject({
  idea: requiredText(500, 'Describe primero la idea del producto.'),
})
/** Fills the future product form; expected_release_date is YYYY-MM-DD. */
export const futureProductDraftSchema = z
  .object({
    name: z.string(),
    category: z.string(),
    description: z.string(),
    expected_release_date: z.string(),
    engine: draftEngineSchema,
  })
  .describe(
    "Producto 'Próximamente' sugerido: nombre, categoría, descripción y fecha estimada AAAA-MM-DD posterior a hoy.",
  )

export const landingContentInputSchema = z.strictObject({
  productId: bodyIdSchema('Identificador de producto inválido.'),
})
/** Fills the product's landing page (/lp/{slug}): the shape of packages/core/src/landing.ts, plain text. */
export const landingContentDraftSchema = z
  .object({
    headline: z.string(),
    subheadline: z.string(),
    body: z.string(),
    benefits: z.array(z.object({ title: z.string(), text: z.string() })),
    cta: z.string(),
    engine: draftEngineSchema,
  })
  .describe(
    'Contenido de la página de aterrizaje /lp/{slug}: título, subtítulo, cuerpo (párrafos), beneficios y texto del botón, en texto plano.',
  )

export const messageReplyDraftInputSchema = z.strictObject({
  customerMessage: requiredText(5000, 'No hay mensaje del cliente para responder.'),
  /** The sender's name and the subject, as the inbox shows them: the draft greets and answers them. */
  customerName: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  subject: z.string().trim().max(200, 'Máximo 200 caracteres.').optional(),
})
/** Fills the reply box of the inbox (plain text, sent by e-mail as it is). */
export const messageReplyDraftSchema = z
  .object({ replyText: z.string(), engine: draftEngineSchema })
  .describe('Borrador de la respuesta por correo a un mensaje de contacto (texto plano, campo replyText).')

export type FaqAnswerInput = z.infer<typeof faqAnswerInputSchema>
export type FaqAnswerDraft = z.infer<typeof faqAnswerDraftSchema>
export type PolicyContentInput = z.infer<typeof policyContentInputSchema>
export type PolicyContentDraft = z.infer<typeof policyContentDraftSchema>
export type CmsContentInput = z.infer<typeof cmsContentInputSchema>
export type CmsContentDraft = z.infer<typeof cmsContentDraftSchema>
export type CategoryDetailsInput = z.infer<typeof categoryDetailsInputSchema>
export type CategoryDetailsDraft = z.infer<typeof categoryDetailsDraftSchema>
export type FutureProductIdeaInput = z.infer<typeof futureProductIdeaInputSchema>
export type FutureProductDraft = z.infer<typeof futureProductDraftSchema>
export type LandingContentInput = z.infer<typeof landingContentInputSchema>
export type LandingContentDraft = z.infer<typeof landingContentDraftSchema>
export type MessageReplyDraftInput = z.infer<typeof messageReplyDraftInputSchema>
export type MessageReplyDraft = z.infer<typeof messageReplyDraftSchema>
