import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import type { ChatContext } from './chat-context'
import { REFUSALS, refusalReason } from './chat-guard'
import {
  asksAboutOrders,
  readProductRequest,
  smallTalk,
  startsWithGreeting,
  topicOf,
  type SmallTalk,
} from './chat-request'
import { contentWords, foldKeep, plainSpelling } from './chat-language'
import { answerFollowUp, lastSearch, pickOf } from './follow-up-answers'
import type { ShopperIntent } from './intent-classifier'
import { answerGift, answerOccasion } from './occasion-answers'
import {
  answerBargain,
  answerComplaint,
  answerOutOfScope,
  answerPolicy,
  answerStoreInfo,
} from './service-answers'
import { answerShopping, followUpProducts } from './shopping-answers'
import {
  asksAboutPolicy,
  asksForGift,
  asksOffTopic,
  asksToBargain,
  courtesyOf,
  reportsProblem,
} from './shopper-entities'
import { wordsStoreLacks } from './store-index'
import { answerOrders, answerTopic } from './store-topic-answers'
import { withoutPlaces } from './places'

// The assistant without a language model (docs/product/assistant.md#engines, the default). It reads the
// message with the intent classifier and the entity readers (docs/assistant.md#understanding), then answers
// like a clerk from the live database and the store's own texts. It never composes a product, price or
// stock figure of its own: every one comes from the catalogue rows the answer quotes.

export async function builtinReply(
  ctx: ChatContext,
  message: string,
  history: readonly ChatHistoryEntry[],
): Promise<ChatReply> {
  const refusal = refusalReason(message)
  if (refusal) return { text: REFUSALS[refusal] }
  const talk = smallTalk(message)
  if (talk) return { text: smallTalkReply(ctx, talk) }
  const reply = await answerMessage(ctx, message, history)
  return startsWithGreeting(message) ? { ...reply, text: `¡Hola! ${reply.text}` } : reply
}

function smallTalkReply(ctx: ChatContext, talk: SmallTalk): string {
  const store = ctx.knowledge.storeName
  if (talk === 'thanks') return '¡Con mucho gusto! Si necesitas algo más, aquí estoy.'
  if (talk === 'goodbye') return `¡Hasta pronto! Gracias por visitar ${store}.`
  const name = ctx.caller ? `, ${ctx.caller.username}` : ''
  return `¡Hola${name}! Soy el asistente virtual de ${store}. Puedo ayudarte a encontrar productos o resolver tus dudas sobre envíos, pagos, cambios y pedidos. ¿Qué estás buscando?`
}

const SURE = 0.9
const FAIRLY_SURE = 0.7
const PRODUCT_INTENTS: readonly ShopperIntent[] = ['product_search', 'availability', 'gift', 'occasion']
const ATTRIBUTE = /\b(color|colores|talla|tallas|precio|cuesta|cuestan|vale|valen|material|hech[oa])\b/
// 'esas las tienen en M?': words that point at what was just shown.
const POINTING = /\b(esas?|esos?|esta|este|estas|estos|ahi|la primera|el primero|la segunda|el segundo)\b/

/** The shopper's intent: the entity readers that are sure first, then the classifier. */
export async function understand(
  ctx: ChatContext,
  message: string,
  history: readonly ChatHistoryEntry[],
): Promise<ShopperIntent> {
  if (asksToBargain(message)) return 'manipulation'
  if (reportsProblem(message)) return 'complaint'
  if (asksAboutOrders(message)) return 'order_status'
  if (asksAboutPolicy(message)) return 'policy'
  const folded = foldKeep(message)
  const request = readProductRequest(message, ctx.lexicon)
  // '¿qué tiempo va a hacer mañana?' is off topic; 'va a llover, ¿qué chaqueta me sirve?' asks for products.
  if (asksOffTopic(message) && !request.asksForProducts) return 'out_of_scope'
  const guess = await ctx.index.classifier.classify(plainSpelling(message))
  if (guess.intent !== 'smalltalk' && speaksOfNothingInStore(ctx, message)) return 'out_of_scope'
  const aboutShown =
    request.followUp ||
    pickOf(folded) !== null ||
    ATTRIBUTE.test(folded) ||
    POINTING.test(folded) ||
    guess.intent === 'compare' ||
    guess.intent === 'product_question'
  // '¿viene en varios colores?' names no product, though a typo fix might read one in 'varios'.
  const namesOwn = (request.query.text ?? '')
    .split(' ')
    .some((w) => ctx.lexicon.isTitleWord(w) || ctx.lexicon.isTitleWord(w.replace(/(es|s)$/, '')))
  const onShown = aboutShown && (!request.namesProducts || (ATTRIBUTE.test(folded) && !namesOwn))
  if (onShown && lastSearch(ctx, history)) return 'compare'
  const { query } = request
  const filtered =
    query.minPrice !== null || query.maxPrice !== null || query.size !== null || query.colour !== null
  // The classifier is sure it is not about the store, whatever a brand or typo fix matched; a product
  // asked for with a budget or size ('una chompa de 200 lucas') is shopping all the same.
  if (guess.intent === 'out_of_scope' && guess.score >= SURE && !(request.namesProducts && filtered))
    return 'out_of_scope'
  // 'correo de ustedes?' reads 'correa' only through a typo fix: the classifier's reading wins.
  const sureElse = !PRODUCT_INTENTS.includes(guess.intent) && guess.score >= FAIRLY_SURE
  if (request.namesProducts && !namesOwn && sureElse && !aboutShown && !filtered) return guess.intent
  if (asksForGift(message)) return 'gift'

  if (
    request.namesProducts ||
    (request.asksForProducts && (filtered || PRODUCT_INTENTS.includes(guess.intent)))
  ) {
    if (guess.intent === 'occasion') return 'occasion'
    if (!topicOf(message)) return 'product_search'
  }
  return guess.intent === 'compare' || guess.intent === 'product_question' ? 'product_search' : guess.intent
}

const BUYS = /\b(busco|buscando|necesito|tienen|tienes|venden|vendes|manejan|comprar)\b/

/**
 * '¿qué EPS me recomiendas?', 'un tiquete a San Andrés': every word the message asks about is one the store
 * never uses (places aside), and no topic of the store is named.
 */
function speaksOfNothingInStore(ctx: ChatContext, message: string): boolean {
  const { rest } = withoutPlaces(message, ctx.knowledge.zones)
  // 'busco una bicicleta' asks the catalogue, which answers that it has none.
  if (topicOf(message) || asksForGift(message) || BUYS.test(foldKeep(message))) return false
  if (readProductRequest(rest, ctx.lexicon).namesProducts) return false
  const asked = contentWords(plainSpelling(rest)).filter((w) => !/\d/.test(w))
  return asked.length > 0 && wordsStoreLacks(ctx.index, ctx.knowledge, rest).length === asked.length
}

async function answerMessage(
  ctx: ChatContext,
  message: string,
  history: readonly ChatHistoryEntry[],
): Promise<ChatReply> {
  const intent = await understand(ctx, message, history)
  const topic = topicOf(message)
  switch (intent) {
    case 'manipulation':
      return { text: answerBargain() }
    case 'complaint':
      return { text: answerComplaint(ctx, message) }
    case 'order_status':
      return { text: await answerOrders(ctx, message) }
    case 'compare':
      // 'la más económica' picks among the shown; '¿y en azul?' searches them again with a new wish.
      return (
        (pickOf(foldKeep(message)) ? await answerFollowUp(ctx, message, history) : null) ??
        (await followUpProducts(ctx, message, history)) ??
        (await answerFollowUp(ctx, message, history)) ??
        answerShopping(ctx, message)
      )
    case 'gift':
      return answerGift(ctx, message)
    case 'occasion':
      return answerOccasion(ctx, message)
    case 'smalltalk':
      return { text: smallTalkReply(ctx, courtesyOf(message)) }
    case 'out_of_scope':
      return topic ? { text: answerTopic(ctx, topic, message) } : { text: answerOutOfScope() }
    default:
      if (topic) return { text: answerTopic(ctx, topic, message) }
      if (intent === 'policy') return { text: answerPolicy(ctx, message) }
      if (intent === 'store_info') return { text: answerStoreInfo(ctx, message) }
      if (intent === 'shipping') return { text: answerTopic(ctx, 'shipping', message) }
      if (intent === 'payment') return { text: answerTopic(ctx, 'payment', message) }
      return answerShopping(ctx, message)
  }
}
