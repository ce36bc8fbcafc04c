import type { ChatReply } from '@vitrina/core/schemas/assistant'
import { formatCOP } from '@vitrina/core/format'
import type { ChatContext } from './chat-context'
import { readProductRequest } from './chat-request'
import { answerProducts, nothingFound } from './product-answers'
import { findProducts, productCard, type FoundProduct, type ProductQuery } from './product-finder.service'
import { answerOutOfScope } from './service-answers'
import {
  forOtherRecipient,
  leaning,
  ownStemsOf,
  recipientOf,
  stemsOf,
  type Recipient,
} from './shopper-entities'
import type { StoreIndex } from './store-index'

// Occasions, activities and gifts (docs/product/assistant.md#occasions-and-gifts): the categories whose
// own texts speak of what the shopper will do ('hacer ejercicio' finds the category that says 'entrenar'),
// then their products that say it best, within the budget and for the person the gift is for.

const CARDS = 4
const POOL = 24
// A gift with nothing named is chosen among the whole (small) catalogue, for the recipient first.
const CATALOGUE = 100
// A second category is shown when it matches at least this share of the best one's score.
const CLOSE = 0.5
const MAX_CATEGORIES = 3
const OWN_WEIGHT = 2

/**
 * The categories an activity belongs to: a word in the category's own description counts twice, a word
 * in its products' texts by the share of products that use it; rarer words weigh more.
 */
export function categoriesFor(index: StoreIndex, message: string): string[] {
  const asked = stemsOf(message)
  const uses = (c: StoreIndex['categories'][number], s: string) =>
    c.own.has(s) || c.products.some((p) => p.has(s))
  const idf = (s: string) =>
    Math.log(1 + index.categories.length / Math.max(1, index.categories.filter((c) => uses(c, s)).length))
  const scored = index.categories
    .map((c) => ({
      slug: c.slug,
      score: asked.reduce((sum, s) => {
        const share = c.products.length ? c.products.filter((p) => p.has(s)).length / c.products.length : 0
        return sum + ((c.own.has(s) ? OWN_WEIGHT : 0) + share) * idf(s)
      }, 0),
    }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)
  const best = scored[0]?.score ?? 0
  return scored
    .filter((c) => c.score >= best * CLOSE)
    .slice(0, MAX_CATEGORIES)
    .map((c) => c.slug)
}

function relevance(found: FoundProduct, asked: Set<string>): number {
  return ownStemsOf(`${found.product.name} ${found.product.description}`).filter((s) => asked.has(s)).length
}

/** Products of the categories, best matching the message first, for the recipient and within budget. */
export async function occasionProducts(
  ctx: ChatContext,
  categories: readonly string[],
  message: string,
  base: ProductQuery,
  recipient: Recipient | null,
): Promise<FoundProduct[]> {
  const asked = new Set(stemsOf(message))
  const pools = await Promise.all(
    categories.map((category) =>
      findProducts(ctx.db, ctx.lexicon, { ...base, text: null, category, sort: 'rating' }, POOL),
    ),
  )
  const seen = new Set<number>()
  return (
    pools
      .flat()
      .filter((f) => !seen.has(f.product.id) && seen.add(f.product.id))
      .filter((f) => !recipient || !forOtherRecipient(f.product, recipient))
      .map((f) => ({ f, score: relevance(f, asked) + (recipient ? leaning(f.product, recipient) : 0) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, CARDS)
      // Products that say nothing of it only when none does ('ropa para la oficina': not the beach dress).
      .filter(({ score }, _, all) => score > 0 || (all[0]?.score ?? 0) <= 0)
      .map(({ f }) => f)
  )
}

const FOR: Record<Recipient, string> = { male: 'para él', female: 'para ella' }

function budget(query: ProductQuery): string {
  if (query.maxPrice !== null && query.minPrice !== null)
    return ` entre ${formatCOP(query.minPrice)} y ${formatCOP(query.maxPrice)}`
  if (query.maxPrice !== null) return ` de hasta ${formatCOP(query.maxPrice)}`
  return ''
}

/** A clerk's suggestion: what the products are good for, then the cards. */
export function suggestion(
  found: FoundProduct[],
  query: ProductQuery,
  recipient: Recipient | null,
  gift: boolean,
): ChatReply {
  const names = found.slice(0, 2).map((f) => `${f.product.name} (${formatCOP(f.price)})`)
  const who = recipient ? ` ${FOR[recipient]}` : ''
  const lead = gift
    ? `Para un regalo${who}${budget(query)} te sugiero ${names.join(' o ')}`
    : `Para eso te pueden servir ${names.join(' y ')}`
  const more = found.length > 2 ? '; abajo te dejo otras ideas.' : '.'
  return { text: `${lead}${more}`, products: found.map(productCard) }
}

/** An activity or occasion: the categories the store's texts tie to it, or a friendly refusal. */
export async function answerOccasion(ctx: ChatContext, message: string): Promise<ChatReply> {
  const request = readProductRequest(message, ctx.lexicon)
  const categories = categoriesFor(ctx.index, message)
  if (!categories.length)
    return request.namesProducts
      ? ((await answerProducts(ctx, request.query)) ?? nothingFound(request.query))
      : { text: answerOutOfScope() }
  const recipient = recipientOf(message)
  const found = await occasionProducts(ctx, categories, message, request.query, recipient)
  return found.length ? suggestion(found, request.query, recipient, false) : nothingFound(request.query)
}

/** A gift: for whom and within what budget; what it is, when the message names it. */
export async function answerGift(ctx: ChatContext, message: string): Promise<ChatReply> {
  const request = readProductRequest(message, ctx.lexicon)
  const recipient = recipientOf(message)
  const query = request.query
  if (request.namesProducts) {
    const named = (await findProducts(ctx.db, ctx.lexicon, query, POOL)).filter(
      (f) => !recipient || !forOtherRecipient(f.product, recipient),
    )
    if (named.length) return suggestion(named.slice(0, CARDS), query, recipient, true)
  }
  const categories = categoriesFor(ctx.index, message)
  const found = categories.length
    ? await occasionProducts(ctx, categories, message, query, recipient)
    : await occasionProducts(ctx, [], message, query, recipient)
  const any = found.length
    ? found
    : (await findProducts(ctx.db, ctx.lexicon, { ...query, text: null, sort: 'rating' }, CATALOGUE))
        .filter((f) => !recipient || !forOtherRecipient(f.product, recipient))
        .sort((a, b) => (recipient ? leaning(b.product, recipient) - leaning(a.product, recipient) : 0))
        .slice(0, CARDS)
  return any.length ? suggestion(any, query, recipient, true) : nothingFound(query)
}
