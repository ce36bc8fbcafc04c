import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'
import { formatCOP } from '@vitrina/core/format'
import type {
  CmsContentInput,
  FaqAnswerInput,
  MessageReplyDraftInput,
  PolicyContentInput,
} from '@vitrina/core/schemas/assistant'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { slugify } from '@vitrina/core/slug'
import { sanitizeRichText } from '../../lib/html'

// What each writing helper of docs/product/assistant.md#writing-helpers asks the model, and the shape its
// JSON answer must have: HTML sanitized, plain text stripped of tags, lengths cut to the field's.

/** One ask to the model: the task's text and the shape of the JSON it must answer. */
export interface WritingTask<S extends z.ZodType<object>> {
  shape: S
  prompt: string
}

/** Text with any markup removed (a model may add some), newlines kept. */
function plain(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max * 2)
    .transform((s) => plain(s).slice(0, max))
const html = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max * 2)
    .transform((s) => sanitizeRichText(s).slice(0, max))

const briefingLine = (briefing: string | undefined) =>
  briefing ? `\nIndicaciones del equipo: ${briefing}` : ''

export const faqAnswerTask = (input: FaqAnswerInput) => ({
  shape: z.object({ answer: text(5000) }),
  prompt: `Escribe la respuesta (texto plano, 2 a 5 frases) a esta pregunta frecuente de la tienda: «${input.question}».${briefingLine(input.briefing)}\nJSON: {"answer": "..."}`,
})

export const policyContentTask = (input: PolicyContentInput) => ({
  shape: z.object({ content: html(50_000) }),
  prompt: `Redacta la política «${input.title}» de la tienda en HTML (solo <h3>, <p>, <ul>, <li>, <strong>, <a>), conforme a la ley colombiana: Estatuto del Consumidor (Ley 1480 de 2011), con el derecho de retracto (art. 47) y la reversión del pago (art. 51) cuando apliquen, y la Ley 1581 de 2012 si trata datos personales.${briefingLine(input.briefing)}\nJSON: {"content": "<p>...</p>"}`,
})

export const cmsContentTask = (input: CmsContentInput) => ({
  shape: z.object({ content: text(5000) }),
  prompt: `Escribe el texto de la sección «${input.title}» de la página Sobre Nosotros: texto plano, uno a tres párrafos separados por una línea en blanco.${briefingLine(input.briefing)}\nJSON: {"content": "..."}`,
})

export const categoryDetailsTask = (categoryName: string) => ({
  shape: z
    .object({ name: text(100), description: text(2000) })
    .transform((v) => ({ ...v, slug: slugify(v.name) }))
    .refine((v) => v.slug !== ''),
  prompt: `Sugiere el nombre (corto, en título) y una descripción de una o dos frases para la categoría de la tienda «${categoryName}».\nJSON: {"name": "...", "description": "..."}`,
})

/** `today` as YYYY-MM-DD: the release date must come after it. */
export const futureProductTask = (idea: string, categoryNames: string[], today: string) => ({
  shape: z.object({
    name: text(200),
    category: z
      .string()
      .trim()
      .max(200)
      .transform((s) => plain(s).slice(0, 100)),
    description: text(5000),
    expected_release_date: z.iso.date().refine((d) => d > today),
  }),
  prompt: `Convierte esta idea en un producto "Próximamente" de la tienda: «${idea}». Elige la categoría entre: ${categoryNames.join(', ')}. Fecha estimada de lanzamiento posterior a ${today}.\nJSON: {"name": "...", "category": "...", "description": "...", "expected_release_date": "AAAA-MM-DD"}`,
})

export function landingContentTask(product: ProductDetail) {
  const reviews = product.reviews.slice(0, 5).map((r) => `${r.rating}/5: ${r.comment}`)
  const about = `Producto: ${product.name}. Marca: ${product.brand ?? 'sin marca'}. Precio: ${formatCOP(product.price)}${product.discount_price ? `, con descuento ${formatCOP(product.discount_price)}` : ''}. Opciones: ${product.options.map((o) => `${o.name}: ${o.values.map((v) => v.value).join(', ')}`).join('; ') || 'ninguna'}. Descripción: ${product.description}. Reseñas: ${reviews.join(' | ') || 'ninguna'}.`
  return {
    shape: z.object({
      headline: text(200),
      subheadline: text(300),
      body: text(5000),
      benefits: z.array(z.object({ title: text(100), text: text(400) })).max(6),
      cta: text(60),
    }),
    prompt: `Escribe el contenido de la página de aterrizaje de este producto, en texto plano (el cuerpo con párrafos separados por una línea en blanco; de 3 a 4 beneficios; un texto corto para el botón).\n${about}\nJSON: {"headline": "...", "subheadline": "...", "body": "...", "benefits": [{"title": "...", "text": "..."}], "cta": "..."}`,
  }
}

export const messageReplyTask = (input: MessageReplyDraftInput, storeName: string) => ({
  shape: z.object({ replyText: text(10_000) }),
  prompt: `Redacta la respuesta por correo (texto plano) a este mensaje de un cliente. Salúdalo por su nombre${input.customerName ? ` (${input.customerName})` : ''}, responde el asunto${input.subject ? ` («${input.subject}»)` : ''} y firma como el equipo de ${storeName}.\nMensaje: «${input.customerMessage}»\nJSON: {"replyText": "..."}`,
})
