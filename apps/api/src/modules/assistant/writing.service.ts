import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'
import { formatCOP } from '@vitrina/core/format'
import { ORDER_STATUS_LABELS } from '@vitrina/core/order-status'
import type {
  CategoryDetailsDraft,
  CmsContentDraft,
  CmsContentInput,
  FaqAnswerDraft,
  FaqAnswerInput,
  FutureProductDraft,
  LandingContentDraft,
  MessageReplyDraft,
  MessageReplyDraftInput,
  PolicyContentDraft,
  PolicyContentInput,
} from '@vitrina/core/schemas/assistant'
import { slugify } from '@vitrina/core/slug'
import { sanitizeRichText } from '../../lib/html'
import { getProductDetail } from '../catalog/product-detail.service'
import { lexiconSource } from '../catalog/search-lexicon'
import { listCategories } from '../categories/categories.service'
import { listAllOrders } from '../orders/orders-read.service'
import type { AssistantDeps } from './assistant-deps'
import { readJsonObject } from './model-client'
import { policyDraft } from './policy-drafts'
import { storeIndexSource } from './store-index'
import { contactFacts, joinList, loadStoreKnowledge, paymentFacts, shippingFacts } from './store-knowledge'
import {
  cmsDraft,
  categoryDraft,
  faqAnswerDraft,
  futureProductDraft,
  landingDraft,
  replyDraft,
} from './writing-drafts'
import type { WritingFacts } from './writing-facts'

// The seven writing helpers of docs/product/assistant.md#writing-helpers for staff. With a model: Spanish for
// a Colombian shop, asked for JSON, checked against the field's shape, HTML sanitized and plain text stripped
// of tags. Without one, or when the model fails: the built-in draft. Nothing is saved here; staff review and
// save.

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

function writerPrompt(facts: WritingFacts): string {
  const { knowledge, categories } = facts
  return `Eres redactor de ${knowledge.storeName}, una tienda en línea colombiana que vende ${joinList(categories.map((c) => c.name)) || 'productos variados'}.
Escribes en español de Colombia, con un tono cercano, claro y profesional. Los precios van en pesos colombianos ($ 129.900).
No inventes precios, existencias, plazos ni datos de la tienda que no estén aquí; si faltan, escribe de forma general.
Datos de la tienda: ${shippingFacts(knowledge.settings)} ${paymentFacts(knowledge)} ${contactFacts(knowledge.settings) ?? ''}
Responde solo con un objeto JSON válido, sin texto adicional.`
}

export function createWritingService(deps: AssistantDeps) {
  const lexicon = lexiconSource(deps.db, deps.changes)
  const index = storeIndexSource(deps.db, deps.changes)
  const facts = async (): Promise<WritingFacts> => {
    const knowledge = await loadStoreKnowledge(deps.db, await deps.settings.map(), deps.providers)
    return {
      db: deps.db,
      lexicon: await lexicon(),
      knowledge,
      categories: await listCategories(deps.db),
      index: await index(knowledge),
    }
  }

  /** The model's draft in the field's shape, or the built-in one (and why, in the log). */
  async function draft<S extends z.ZodType<object>>(
    f: WritingFacts,
    shape: S,
    task: string,
    builtin: () => z.output<S> | Promise<z.output<S>>,
  ): Promise<z.output<S> & { engine: 'model' | 'builtin' }> {
    if (deps.model) {
      try {
        const answer = await deps.model.complete(
          [
            { role: 'system', content: writerPrompt(f) },
            { role: 'user', content: task },
          ],
          { json: true, signal: AbortSignal.timeout(deps.timeoutMs) },
        )
        const parsed = shape.safeParse(readJsonObject(answer.content))
        if (parsed.success) return { ...parsed.data, engine: 'model' }
        deps.log.warn(
          { issues: parsed.error.issues },
          'El modelo respondió un borrador inválido; se usa el integrado',
        )
      } catch (err) {
        deps.log.warn({ err }, 'El modelo de lenguaje falló; se usa el borrador integrado')
      }
    }
    return { ...(await builtin()), engine: 'builtin' }
  }

  async function orderStatus(number: string): Promise<string | null> {
    const { orders } = await listAllOrders(deps.db, { search: number, limit: 1 })
    const order = orders[0]
    return order ? `${ORDER_STATUS_LABELS[order.status]} (total ${formatCOP(order.total_amount)})` : null
  }

  const briefingLine = (briefing: string | undefined) =>
    briefing ? `\nIndicaciones del equipo: ${briefing}` : ''

  return {
    async faqAnswer(input: FaqAnswerInput): Promise<FaqAnswerDraft> {
      const f = await facts()
      return draft(
        f,
        z.object({ answer: text(5000) }),
        `Escribe la respuesta (texto plano, 2 a 5 frases) a esta pregunta frecuente de la tienda: «${input.question}».${briefingLine(input.briefing)}\nJSON: {"answer": "..."}`,
        () => ({ answer: faqAnswerDraft(input.question, input.briefing, f) }),
      )
    },

    async policyContent(input: PolicyContentInput): Promise<PolicyContentDraft> {
      const f = await facts()
      return draft(
        f,
        z.object({ content: html(50_000) }),
        `Redacta la política «${input.title}» de la tienda en HTML (solo <h3>, <p>, <ul>, <li>, <strong>, <a>), conforme a la ley colombiana: Estatuto del Consumidor (Ley 1480 de 2011), con el derecho de retracto (art. 47) y la reversión del pago (art. 51) cuando apliquen, y la Ley 1581 de 2012 si trata datos personales.${briefingLine(input.briefing)}\nJSON: {"content": "<p>...</p>"}`,
        () => ({ content: sanitizeRichText(policyDraft(input.title, input.briefing, f)) }),
      )
    },

    async cmsContent(input: CmsContentInput): Promise<CmsContentDraft> {
      const f = await facts()
      return draft(
        f,
        z.object({ content: text(5000) }),
        `Escribe el texto de la sección «${input.title}» de la página Sobre Nosotros: texto plano, uno a tres párrafos separados por una línea en blanco.${briefingLine(input.briefing)}\nJSON: {"content": "..."}`,
        () => ({ content: cmsDraft(input.title, input.briefing, f) }),
      )
    },

    async categoryDetails(categoryName: string): Promise<CategoryDetailsDraft> {
      const f = await facts()
      const shape = z
        .object({ name: text(100), description: text(2000) })
        .transform((v) => ({ ...v, slug: slugify(v.name) }))
        .refine((v) => v.slug !== '')
      return draft(
        f,
        shape,
        `Sugiere el nombre (corto, en título) y una descripción de una o dos frases para la categoría de la tienda «${categoryName}».\nJSON: {"name": "...", "description": "..."}`,
        () => categoryDraft(categoryName, f),
      )
    },

    async futureProduct(idea: string): Promise<FutureProductDraft> {
      const f = await facts()
      const today = new Date().toISOString().slice(0, 10)
      const shape = z.object({
        name: text(200),
        category: z
          .string()
          .trim()
          .max(200)
          .transform((s) => plain(s).slice(0, 100)),
        description: text(5000),
        expected_release_date: z.iso.date().refine((d) => d > today),
      })
      return draft(
        f,
        shape,
        `Convierte esta idea en un producto "Próximamente" de la tienda: «${idea}». Elige la categoría entre: ${f.categories.map((c) => c.name).join(', ')}. Fecha estimada de lanzamiento posterior a ${today}.\nJSON: {"name": "...", "category": "...", "description": "...", "expected_release_date": "AAAA-MM-DD"}`,
        () => futureProductDraft(idea, f),
      )
    },

    async landingContent(productId: number): Promise<LandingContentDraft> {
      const product = await getProductDetail(deps.db, { id: productId }, { includeInactive: true })
      const f = await facts()
      const shape = z.object({
        headline: text(200),
        subheadline: text(300),
        body: text(5000),
        benefits: z.array(z.object({ title: text(100), text: text(400) })).max(6),
        cta: text(60),
      })
      const reviews = product.reviews.slice(0, 5).map((r) => `${r.rating}/5: ${r.comment}`)
      const about = `Producto: ${product.name}. Marca: ${product.brand ?? 'sin marca'}. Precio: ${formatCOP(product.price)}${product.discount_price ? `, con descuento ${formatCOP(product.discount_price)}` : ''}. Opciones: ${product.options.map((o) => `${o.name}: ${o.values.map((v) => v.value).join(', ')}`).join('; ') || 'ninguna'}. Descripción: ${product.description}. Reseñas: ${reviews.join(' | ') || 'ninguna'}.`
      return draft(
        f,
        shape,
        `Escribe el contenido de la página de aterrizaje de este producto, en texto plano (el cuerpo con párrafos separados por una línea en blanco; de 3 a 4 beneficios; un texto corto para el botón).\n${about}\nJSON: {"headline": "...", "subheadline": "...", "body": "...", "benefits": [{"title": "...", "text": "..."}], "cta": "..."}`,
        () => landingDraft(product, f),
      )
    },

    async messageReply(input: MessageReplyDraftInput): Promise<MessageReplyDraft> {
      const f = await facts()
      return draft(
        f,
        z.object({ replyText: text(10_000) }),
        `Redacta la respuesta por correo (texto plano) a este mensaje de un cliente. Salúdalo por su nombre${input.customerName ? ` (${input.customerName})` : ''}, responde el asunto${input.subject ? ` («${input.subject}»)` : ''} y firma como el equipo de ${f.knowledge.storeName}.\nMensaje: «${input.customerMessage}»\nJSON: {"replyText": "..."}`,
        () => replyDraft(input, f, orderStatus),
      )
    },
  }
}

export type WritingService = ReturnType<typeof createWritingService>
