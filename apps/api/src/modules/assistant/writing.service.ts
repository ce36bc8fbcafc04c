import type { z } from 'zod'
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
import {
  categoryDetailsTask,
  cmsContentTask,
  faqAnswerTask,
  futureProductTask,
  landingContentTask,
  messageReplyTask,
  policyContentTask,
  type WritingTask,
} from './writing-tasks'

// The seven writing helpers of docs/product/assistant.md#writing-helpers for staff. With a model: Spanish for
// a Colombian shop, asked for JSON, checked against the field's shape (writing-tasks.ts). Without one, or when
// the model fails: the built-in draft. Nothing is saved here; staff review and save.

function writerPrompt(facts: WritingFacts): string {
  const { knowledge, categories } = facts
  return `Eres redactor de ${knowledge.storeName}, una tienda en línea colombiana que vende ${joinList(categories.map((c) => c.name)) || 'productos variados'}.
Escribes en español de Colombia, con un tono cercano, claro y profesional. Los precios van en pesos colombianos ($ 129.900).
No inventes precios, existencias, plazos ni datos de la tienda que no estén aquí; si faltan, escribe de forma general.
Datos de la tienda: ${shippingFacts(knowledge.settings)} ${paymentFacts(knowledge)} ${contactFacts(knowledge.settings) ?? ''}
Responde solo con un objeto JSON válido, sin texto adicional.`
}

/** The model's draft in the task's shape, or the built-in one (and why, in the log). */
async function draft<S extends z.ZodType<object>>(
  deps: AssistantDeps,
  f: WritingFacts,
  task: WritingTask<S>,
  builtin: () => z.output<S> | Promise<z.output<S>>,
): Promise<z.output<S> & { engine: 'model' | 'builtin' }> {
  if (deps.model) {
    try {
      const answer = await deps.model.complete(
        [
          { role: 'system', content: writerPrompt(f) },
          { role: 'user', content: task.prompt },
        ],
        { json: true, signal: AbortSignal.timeout(deps.timeoutMs) },
      )
      const parsed = task.shape.safeParse(readJsonObject(answer.content))
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

export function createWritingService(deps: AssistantDeps) {
  const lexicon = lexiconSource(deps.db, deps.changes)
  const index = storeIndexSource(deps.db, deps.changes)
  const facts = async (): Promise<WritingFacts> => {
    const knowledge = await loadStoreKnowledge(deps.db, await deps.settings.map(), await deps.providers())
    return {
      db: deps.db,
      lexicon: await lexicon(),
      knowledge,
      categories: await listCategories(deps.db),
      index: await index(knowledge),
    }
  }

  async function orderStatus(number: string): Promise<string | null> {
    const { orders } = await listAllOrders(deps.db, { search: number, limit: 1 })
    const order = orders[0]
    return order ? `${ORDER_STATUS_LABELS[order.status]} (total ${formatCOP(order.total_amount)})` : null
  }

  return {
    async faqAnswer(input: FaqAnswerInput): Promise<FaqAnswerDraft> {
      const f = await facts()
      return draft(deps, f, faqAnswerTask(input), () => ({
        answer: faqAnswerDraft(input.question, input.briefing, f),
      }))
    },

    async policyContent(input: PolicyContentInput): Promise<PolicyContentDraft> {
      const f = await facts()
      return draft(deps, f, policyContentTask(input), () => ({
        content: sanitizeRichText(policyDraft(input.title, input.briefing, f)),
      }))
    },

    async cmsContent(input: CmsContentInput): Promise<CmsContentDraft> {
      const f = await facts()
      return draft(deps, f, cmsContentTask(input), () => ({
        content: cmsDraft(input.title, input.briefing, f),
      }))
    },

    async categoryDetails(categoryName: string): Promise<CategoryDetailsDraft> {
      const f = await facts()
      return draft(deps, f, categoryDetailsTask(categoryName), () => categoryDraft(categoryName, f))
    },

    async futureProduct(idea: string): Promise<FutureProductDraft> {
      const f = await facts()
      const today = new Date().toISOString().slice(0, 10)
      const task = futureProductTask(
        idea,
        f.categories.map((c) => c.name),
        today,
      )
      return draft(deps, f, task, () => futureProductDraft(idea, f))
    },

    async landingContent(productId: number): Promise<LandingContentDraft> {
      const product = await getProductDetail(deps.db, { id: productId }, { includeInactive: true })
      const f = await facts()
      return draft(deps, f, landingContentTask(product), () => landingDraft(product, f))
    },

    async messageReply(input: MessageReplyDraftInput): Promise<MessageReplyDraft> {
      const f = await facts()
      const task = messageReplyTask(input, f.knowledge.storeName)
      return draft(deps, f, task, () => replyDraft(input, f, orderStatus))
    },
  }
}

export type WritingService = ReturnType<typeof createWritingService>
