import { formatCOP } from '@vitrina/core/format'
import { understand } from './builtin-engine'
import type { ChatContext } from './chat-context'
import { readProductRequest } from './chat-request'
import { findProducts } from './product-finder.service'
import { policyPassage } from './service-answers'
import { problemKind } from './shopper-entities'
import { bestPassage, quote } from './passage-search'
import { contactFacts, paymentFacts, shippingFacts } from './store-knowledge'

// The body of the built-in inbox reply draft (docs/product/assistant.md#reply-draft): the chat's own
// understanding reads the customer's message, and the draft answers what it asks (a damaged item gets the
// warranty steps, a size question the size), quoting the store's texts and the live catalogue.

const QUOTE_CHARS = 400

const PROBLEM_STEPS = {
  damaged:
    'Lamentamos mucho lo que pasó con tu producto. Para hacer efectiva la garantía, respóndenos con el número de tu pedido y una foto del daño; lo revisamos y te decimos si lo reparamos, lo cambiamos o te devolvemos el dinero.',
  late: 'Lamentamos mucho la demora. Respóndenos con el número de tu pedido y revisamos con la transportadora dónde está tu paquete.',
  wrong:
    'Lamentamos mucho la confusión. Respóndenos con el número de tu pedido y una foto de lo que recibiste, y te enviamos lo que pediste sin costo para ti.',
  other:
    'Lamentamos mucho que hayas tenido una mala experiencia. Respóndenos con el número de tu pedido y los detalles para revisar tu caso.',
} as const

async function productLines(ctx: ChatContext, message: string): Promise<string[]> {
  const request = readProductRequest(message, ctx.lexicon)
  if (!request.namesProducts || !request.query.text) return []
  const { size, colour } = request.query
  const asked = [size && `talla ${size}`, colour && `color ${colour.name}`].filter(Boolean).join(' y ')
  const wanted = await findProducts(ctx.db, ctx.lexicon, { ...request.query, inStockOnly: false }, 2)
  if (wanted.length)
    return wanted.map(
      (f) =>
        `${f.product.name}${asked ? ` en ${asked}` : ''}: ${formatCOP(f.price)}, ${f.inStock ? 'disponible' : 'agotado por ahora (puedes pedir que te avisemos cuando vuelva)'}.`,
    )
  if (!asked) return []
  const other = await findProducts(ctx.db, ctx.lexicon, { ...request.query, size: null, colour: null }, 2)
  return other.map((f) => `${f.product.name}: por ahora no la tenemos en ${asked}.`)
}

/** What the reply says about the customer's message, by what it asks. */
export async function replyAnswer(ctx: ChatContext, message: string): Promise<string[]> {
  const { knowledge } = ctx
  const intent = await understand(ctx, message, [])
  switch (intent) {
    case 'complaint': {
      const kind = problemKind(message)
      const policy =
        kind === 'late'
          ? null
          : kind === 'wrong'
            ? policyPassage(ctx, `${message} cambio devolución`)
            : policyPassage(ctx, `${message} garantía`)
      return [PROBLEM_STEPS[kind], policy ? quote(policy.passage, message, QUOTE_CHARS) : null].filter(
        (l): l is string => l !== null,
      )
    }
    case 'policy': {
      const policy = policyPassage(ctx, message)
      return policy ? [quote(policy.passage, message, QUOTE_CHARS)] : []
    }
    case 'shipping': {
      const detail = bestPassage(knowledge, message, { sources: ['shipping', 'faq'] })
      return [
        shippingFacts(knowledge.settings),
        detail ? quote(detail.passage, message, QUOTE_CHARS) : null,
      ].filter((l): l is string => l !== null)
    }
    case 'payment':
      return [paymentFacts(knowledge)]
    case 'store_info': {
      const facts = contactFacts(knowledge.settings)
      return facts ? [facts] : []
    }
    default:
      return productLines(ctx, message)
  }
}
