import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import type { ChatContext } from './chat-context'
import { REFUSALS, refusalReason } from './chat-guard'
import { foldKeep } from './chat-language'
import {
  asksAboutOrders,
  followUpQuery,
  orderNumberIn,
  readProductRequest,
  smallTalk,
  startsWithGreeting,
  topicOf,
  type SmallTalk,
  type Topic,
} from './chat-request'
import { describeOrder, recentOwnOrders } from './customer-orders.service'
import { answerProducts, nothingFound } from './product-answers'
import type { ProductQuery } from './product-finder.service'
import {
  bestPassage,
  contactFacts,
  paymentFacts,
  quote,
  returnsPassage,
  shippingFacts,
  sourceLabel,
  type PassageMatch,
} from './store-knowledge'
import { shippingToPlace } from './shipping-answers'

// The assistant without a language model (docs/product/assistant.md#engines, the default): it reads what a
// shopper asks a clothing store and answers from the live database. It never composes a product, price or
// stock figure of its own: every one comes from the catalogue rows the answer quotes.

// How well a FAQ or policy passage must answer before it is quoted (share of the question's words).
const STRONG_MATCH = 0.6
const WEAK_MATCH = 0.5
const SHOWN_ORDERS = 3

export const FALLBACK_TEXT =
  'No estoy seguro de haber entendido tu pregunta. Puedo buscar productos (por ejemplo: «chaqueta negra talla M por menos de 200 mil»), contarte sobre envíos, pagos, cambios y devoluciones, o consultar tus pedidos. Si prefieres, escríbenos en /contacto y te responderá una persona de nuestro equipo.'

export async function builtinReply(
  ctx: ChatContext,
  message: string,
  history: readonly ChatHistoryEntry[],
): Promise<ChatReply> {
  const refusal = refusalReason(message)
  if (refusal) return { text: REFUSALS[refusal] }
  const talk = smallTalk(message)
  if (talk) return { text: smallTalkReply(ctx, talk) }
  const reply = await answerRequest(ctx, message, history)
  return startsWithGreeting(message) ? { ...reply, text: `¡Hola! ${reply.text}` } : reply
}

function smallTalkReply(ctx: ChatContext, talk: SmallTalk): string {
  const store = ctx.knowledge.storeName
  if (talk === 'thanks') return '¡Con mucho gusto! Si necesitas algo más, aquí estoy.'
  if (talk === 'goodbye') return `¡Hasta pronto! Gracias por visitar ${store}.`
  const name = ctx.caller ? `, ${ctx.caller.username}` : ''
  return `¡Hola${name}! Soy el asistente virtual de ${store}. Puedo ayudarte a encontrar productos o resolver tus dudas sobre envíos, pagos, cambios y pedidos. ¿Qué estás buscando?`
}

async function answerRequest(
  ctx: ChatContext,
  message: string,
  history: readonly ChatHistoryEntry[],
): Promise<ChatReply> {
  if (asksAboutOrders(message)) return { text: await answerOrders(ctx, message) }
  const topic = topicOf(message)
  if (topic) return { text: answerTopic(ctx, topic, message) }

  const request = readProductRequest(message, ctx.lexicon)
  if (request.followUp) {
    const query = followUpQuery(request, history, ctx.lexicon)
    const reply = query && (await answerProducts(ctx, query))
    if (reply) return reply
  }
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
  return { text: FALLBACK_TEXT }
}

async function productsOrNothing(ctx: ChatContext, query: ProductQuery): Promise<ChatReply> {
  return (await answerProducts(ctx, query)) ?? nothingFound(query)
}

const hasFilters = (q: ProductQuery) =>
  q.minPrice !== null || q.maxPrice !== null || q.colour !== null || q.size !== null || q.discountedOnly

const isQuestion = (message: string) =>
  /[¿?]/.test(message) ||
  /^(que|cual|cuales|como|donde|cuando|por que|es|son|hay)\b/.test(foldKeep(message).trim())

function quoted(match: PassageMatch, message: string): string {
  const { passage } = match
  const more = passage.link ? ` Puedes leer más en ${passage.link}.` : ''
  return `Según ${sourceLabel(passage)}: «${quote(passage, message)}»${more}`
}

async function answerOrders(ctx: ChatContext, message: string): Promise<string> {
  if (!ctx.caller) {
    const howTo = bestPassage(ctx.knowledge, message, { sources: ['faq'] })
    const faq = howTo && howTo.coverage >= WEAK_MATCH ? ` ${quoted(howTo, message)}` : ''
    return `Para consultar tus pedidos necesito que inicies sesión (/login). Luego podrás verlos aquí o en Mi Cuenta, en /cuenta/pedidos.${faq}`
  }
  const orders = await recentOwnOrders(ctx.db, ctx.caller.id)
  if (!orders.length)
    return 'Aún no has realizado ningún pedido. Cuando compres, podrás seguirlo aquí o en /cuenta/pedidos.'
  const asked = orderNumberIn(message)
  const order = asked ? orders.find((o) => o.number === `#${asked}`) : undefined
  const latest = orders
    .slice(0, SHOWN_ORDERS)
    .map((o) => `• ${describeOrder(o)}`)
    .join('\n')
  if (asked && !order)
    return `No encontré el pedido #${asked} en tu cuenta. Tus pedidos más recientes son:\n${latest}\nEl detalle está en /cuenta/pedidos.`
  const timing = /\b(cuando|tarda|demora|llega)\b/.test(foldKeep(message))
    ? bestPassage(ctx.knowledge, 'tiempos de entrega días hábiles', { sources: ['shipping', 'faq'] })
    : null
  const when = timing ? `\n${quote(timing.passage, 'tiempos de entrega días hábiles ciudades')}` : ''
  if (order) return `Tu pedido ${describeOrder(order)}.${when}\nEl detalle está en /cuenta/pedidos.`
  const intro = orders.length === 1 ? 'Este es tu pedido:' : 'Estos son tus pedidos más recientes:'
  return `${intro}\n${latest}${when}\nEl detalle de cada uno está en /cuenta/pedidos.`
}

const COST_WORDS = /\b(cuesta|cuestan|costo|valor|vale|precio|cobran|gratis|cuanto)\b/
const SHIPPING_WORDS = new Set([
  'envio',
  'envios',
  'enviar',
  'envian',
  'domicilio',
  'costo',
  'cuesta',
  'valor',
  'gratis',
])

function answerTopic(ctx: ChatContext, topic: Topic, message: string): string {
  const { knowledge } = ctx
  const folded = foldKeep(message)
  switch (topic) {
    case 'password':
      return 'Si olvidaste tu contraseña, puedes restablecerla en /recuperar-contrasena: te enviaremos un enlace a tu correo. Si ya iniciaste sesión, puedes cambiarla en Mi Cuenta (/cuenta/perfil).'
    case 'returns': {
      const match = returnsPassage(knowledge, message)
      return match
        ? quoted(match, message)
        : `Para cambios y devoluciones escríbenos en /contacto con el número de tu pedido y te ayudamos.`
    }
    case 'payment': {
      const cash = /\b(contra ?entrega|efectivo)\b/.test(folded)
      const detail = cash ? bestPassage(knowledge, message, { require: /contra entrega/i }) : null
      return [paymentFacts(knowledge.paypal), detail && `${quote(detail.passage, message)}`]
        .filter(Boolean)
        .join(' ')
    }
    case 'shipping': {
      const toPlace = shippingToPlace(message, knowledge.zones, knowledge.settings)
      if (toPlace) return toPlace
      const extra = folded.split(/[^a-z]+/).filter((w) => w.length > 3 && !SHIPPING_WORDS.has(w))
      const detail = extra.length
        ? bestPassage(knowledge, extra.join(' '), { sources: ['shipping', 'faq'] })
        : null
      const facts = !detail || COST_WORDS.test(folded) ? shippingFacts(knowledge.settings) : null
      return [facts, detail && quoted(detail, message)].filter(Boolean).join(' ')
    }
    case 'contact': {
      const facts = contactFacts(knowledge.settings)
      return `${facts ?? ''} También puedes escribirnos desde el formulario de /contacto y te responderemos pronto.`.trim()
    }
  }
}
