import type { ChatReply } from '@vitrina/core/schemas/assistant'
import { formatCOP } from '@vitrina/core/format'
import type { ChatContext } from './chat-context'
import { foldKeep } from './chat-language'
import { readProductRequest } from './chat-request'
import { answerProducts, nothingFound } from './product-answers'
import { findProducts, productCard, type FoundProduct, type ProductQuery } from './product-finder.service'
import { answerOutOfScope } from './service-answers'
import { CLIMATE_WORDS, withoutPlaces } from './places'
import {
  forChild,
  forChildren,
  forOtherRecipient,
  leaning,
  ownStemsOf,
  recipientOf,
  stemsOf,
  suitsChild,
  type Recipient,
} from './shopper-entities'
import { wordsStoreLacks, type StoreIndex } from './store-index'
import { joinList } from './store-knowledge'

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

/**
 * What an occasion or a gift is about, as words to match with the store's texts: the message without the
 * places it names; when those words tie to no category, the weather of the places stands in for them
 * ('viaje a Bogotá, ¿qué llevo?' -> frío), and never outweighs what the shopper said they will do.
 */
function aboutOf(ctx: ChatContext, message: string): string {
  const { rest, climates } = withoutPlaces(message, ctx.knowledge.zones)
  if (!climates.length || categoriesFor(ctx.index, rest).length) return rest
  return [rest, ...climates.map((c) => CLIMATE_WORDS[c])].join(' ')
}

// 'le gustan los videojuegos', 'es fan del anime': what the person likes, as the shopper says it.
const LIKES = /\b(?:le gustan?|le encantan?|le fascinan?|ama|aman|es fan de|fan de|juega|colecciona)\s+(.+)$/

/** What the gift's person likes that the store has no word for: said honestly, not guessed around. */
function likedLacking(ctx: ChatContext, message: string): string[] {
  const liked = LIKES.exec(foldKeep(withoutPlaces(message, ctx.knowledge.zones).rest))?.[1]
  return liked ? wordsStoreLacks(ctx.index, ctx.knowledge, liked).filter((w) => !recipientOf(w)) : []
}

const namesOwn = (ctx: ChatContext, text: string | null) =>
  (text ?? '')
    .split(' ')
    .some((w) => ctx.lexicon.isTitleWord(w) || ctx.lexicon.isTitleWord(w.replace(/(es|s)$/, '')))

/** An activity or occasion: the categories the store's texts tie to it, or a friendly refusal. */
export async function answerOccasion(ctx: ChatContext, message: string): Promise<ChatReply> {
  const request = readProductRequest(message, ctx.lexicon)
  const about = aboutOf(ctx, message)
  const categories = categoriesFor(ctx.index, about)
  if (!categories.length)
    return request.namesProducts
      ? ((await answerProducts(ctx, request.query)) ?? nothingFound(request.query))
      : { text: answerOutOfScope() }
  const recipient = recipientOf(message)
  const found = await occasionProducts(ctx, categories, about, request.query, recipient)
  return found.length ? suggestion(found, request.query, recipient, false) : nothingFound(request.query)
}

/** A gift: for whom (and whether a child) and within what budget; what it is or what they like, when said. */
export async function answerGift(ctx: ChatContext, message: string): Promise<ChatReply> {
  const request = readProductRequest(message, ctx.lexicon)
  const recipient = recipientOf(message)
  const child = forChild(message)
  const query = request.query
  const fits = (f: FoundProduct) =>
    (!recipient || !forOtherRecipient(f.product, recipient)) && (!child || suitsChild(f.product))
  const about = aboutOf(ctx, message)
  const categories = categoriesFor(ctx.index, about)
  const named = request.namesProducts
    ? (await findProducts(ctx.db, ctx.lexicon, query, POOL)).filter(fits)
    : []
  const liked = categories.length
    ? (await occasionProducts(ctx, categories, about, query, recipient)).filter(fits)
    : []
  // A product named as the catalogue names it wins; one read through a typo fix ('tejiendo') does not
  // outweigh what the person likes.
  const found = (namesOwn(ctx, request.query.text) || !liked.length) && named.length ? named : liked
  const lacking = likedLacking(ctx, message)
  const any = found.length
    ? found
    : (await findProducts(ctx.db, ctx.lexicon, { ...query, text: null, sort: 'rating' }, CATALOGUE))
        .filter(fits)
        .sort((a, b) => (recipient ? leaning(b.product, recipient) - leaning(a.product, recipient) : 0))
  const cards = (
    child ? [...any].sort((a, b) => Number(forChildren(b.product)) - Number(forChildren(a.product))) : any
  ).slice(0, CARDS)
  const notes = [
    lacking.length ? `No tenemos ${joinList(lacking)} en la tienda.` : '',
    child && !cards.some((f) => forChildren(f.product))
      ? 'No tenemos productos pensados para niños; estas ideas sirven a cualquier edad.'
      : '',
  ].filter(Boolean)
  if (!cards.length) return notes.length ? { text: notes.join(' ') } : nothingFound(query)
  const reply = suggestion(cards, query, recipient, true)
  return notes.length ? { ...reply, text: `${notes.join(' ')} ${reply.text}` } : reply
}
