import type { ChatContext } from './chat-context'
import { foldKeep } from './chat-language'
import { orderNumberIn, type Topic } from './chat-request'
import { describeOrder, findOwnOrder, recentOwnOrders } from './customer-orders.service'
import { answerPolicy, answerStoreInfo, quoted } from './service-answers'
import { asksAbroad, shippingToPlace } from './shipping-answers'
import { bestPassage, quote } from './passage-search'
import { paymentFacts, shippingFacts } from './store-knowledge'

// The store's topics the built-in assistant answers from its settings and texts
// (docs/product/assistant.md#engines): the shopper's own orders, shipping, payment, passwords.

const WEAK_MATCH = 0.5
const SHOWN_ORDERS = 3

export async function answerOrders(ctx: ChatContext, message: string): Promise<string> {
  if (!ctx.caller) {
    const howTo = bestPassage(ctx.knowledge, message, { sources: ['faq'] })
    const faq = howTo && howTo.coverage >= WEAK_MATCH ? ` ${quoted(howTo, message)}` : ''
    return `Para consultar tus pedidos necesito que inicies sesión (/login). Luego podrás verlos aquí o en Mi Cuenta, en /cuenta/pedidos.${faq}`
  }
  const orders = await recentOwnOrders(ctx.db, ctx.caller.id)
  if (!orders.length)
    return 'Aún no has realizado ningún pedido. Cuando compres, podrás seguirlo aquí o en /cuenta/pedidos.'
  const asked = orderNumberIn(message)
  const order = asked ? findOwnOrder(orders, asked) : undefined
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

export function answerTopic(ctx: ChatContext, topic: Topic, message: string): string {
  const { knowledge } = ctx
  const folded = foldKeep(message)
  switch (topic) {
    case 'password':
      return 'Si olvidaste tu contraseña, puedes restablecerla en /recuperar-contrasena: te enviaremos un enlace a tu correo. Si ya iniciaste sesión, puedes cambiarla en Mi Cuenta (/cuenta/perfil).'
    case 'returns':
      return answerPolicy(ctx, message)
    case 'payment': {
      const cash = /\b(contra ?entrega|efectivo)\b/.test(folded)
      const detail = cash ? bestPassage(knowledge, message, { require: /contra entrega/i }) : null
      return [paymentFacts(knowledge), detail && `${quote(detail.passage, message)}`]
        .filter(Boolean)
        .join(' ')
    }
    case 'shipping': {
      const toPlace = shippingToPlace(message, knowledge.zones, knowledge.settings)
      if (toPlace) return toPlace
      // '¿mandan a España?': the store's own words on shipping abroad, when it has them.
      const abroad = asksAbroad(message, knowledge.zones)
        ? bestPassage(knowledge, 'envíos fuera de Colombia otros países exterior', {
            sources: ['shipping', 'faq'],
          })
        : null
      if (abroad) return quoted(abroad, message)
      const extra = folded.split(/[^a-z]+/).filter((w) => w.length > 3 && !SHIPPING_WORDS.has(w))
      const detail = extra.length
        ? bestPassage(knowledge, extra.join(' '), { sources: ['shipping', 'faq'] })
        : null
      const facts = !detail || COST_WORDS.test(folded) ? shippingFacts(knowledge.settings) : null
      return [facts, detail && quoted(detail, message)].filter(Boolean).join(' ')
    }
    case 'contact':
      return answerStoreInfo(ctx, message)
  }
}
