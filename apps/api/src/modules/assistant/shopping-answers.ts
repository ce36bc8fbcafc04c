import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import type { ChatContext } from './chat-context'
import { foldKeep } from './chat-language'
import { followUpQuery, readProductRequest } from './chat-request'
import { answerProducts, nothingFound } from './product-answers'
import type { ProductQuery } from './product-finder.service'
import { answerOutOfScope, quoted } from './service-answers'
import { bestPassage } from './passage-search'

// Product searches (docs/product/assistant.md#product-suggestions): the catalogue's own search with the
// price, colour, size and deal the message names; a store passage when the words ask about the store.

// How well a FAQ or policy passage must answer before it is quoted (share of the question's words).
const STRONG_MATCH = 0.6
const WEAK_MATCH = 0.5

const hasFilters = (q: ProductQuery) =>
  q.minPrice !== null || q.maxPrice !== null || q.colour !== null || q.size !== null || q.discountedOnly

const isQuestion = (message: string) =>
  /[¿?]/.test(message) ||
  /^(que|cual|cuales|como|donde|cuando|por que|es|son|hay)\b/.test(foldKeep(message).trim())

/** '¿y en azul?' after a search: the earlier search with what the message changes, or null. */
export async function followUpProducts(
  ctx: ChatContext,
  message: string,
  history: readonly ChatHistoryEntry[],
): Promise<ChatReply | null> {
  const request = readProductRequest(message, ctx.lexicon)
  if (!request.followUp || !hasFilters(request.query)) return null
  const query = followUpQuery(request, history, ctx.lexicon)
  return query && answerProducts(ctx, query)
}

export async function answerShopping(ctx: ChatContext, message: string): Promise<ChatReply> {
  const request = readProductRequest(message, ctx.lexicon)
  const passage = bestPassage(ctx.knowledge, message)
  const strong = passage && passage.coverage >= STRONG_MATCH ? passage : null
  // '¿Las artesanías son originales?' asks about the store, though it names products; '¿tienen
  // artesanías?' asks for them.
  const aboutStore = strong && (!request.namesProducts || (isQuestion(message) && strong.matched >= 2))
  if (request.namesProducts && request.asksForProducts) return productsOrNothing(ctx, request.query)
  if (aboutStore) return { text: quoted(strong, message) }
  if (request.namesProducts) return productsOrNothing(ctx, request.query)
  const { query } = request
  if (request.asksForProducts) {
    // 'algo para regalar a mi mamá de máximo 100 mil': 'mamá' names no product, the budget still holds.
    const reply =
      (await answerProducts(ctx, query)) ??
      (query.text && hasFilters(query) ? await answerProducts(ctx, { ...query, text: null }) : null)
    if (reply) return reply
  }
  if (passage && passage.coverage >= WEAK_MATCH) return { text: quoted(passage, message) }
  if (request.asksForProducts && (query.text || hasFilters(query))) return nothingFound(query)
  return { text: answerOutOfScope() }
}

async function productsOrNothing(ctx: ChatContext, query: ProductQuery): Promise<ChatReply> {
  return (await answerProducts(ctx, query)) ?? nothingFound(query)
}
