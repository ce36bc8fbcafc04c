import { formatCOP } from '@vitrina/core/format'
import type { ChatReply } from '@vitrina/core/schemas/assistant'
import type { ChatContext } from './chat-context'
import { findProducts, productCard, type FoundProduct, type ProductQuery } from './product-finder.service'

// The built-in assistant's answers about products: cards plus one short sentence naming each product and
// its price, all read from the catalogue. When nothing matches exactly it says so, then shows the closest
// products and which wish they do not meet.

const CARDS = 4

/** '«chaqueta» en color negro, en talla M, por menos de $ 200.000' */
export function describeQuery(query: ProductQuery): string {
  const head = query.text ? `«${query.text}»` : 'productos'
  const parts: string[] = []
  if (query.discountedOnly) parts.push('con descuento')
  if (query.colour) parts.push(`en color ${query.colour.name}`)
  if (query.size) parts.push(`en talla ${query.size}`)
  if (query.minPrice !== null && query.maxPrice !== null)
    parts.push(`entre ${formatCOP(query.minPrice)} y ${formatCOP(query.maxPrice)}`)
  else if (query.maxPrice !== null) parts.push(`por menos de ${formatCOP(query.maxPrice)}`)
  else if (query.minPrice !== null) parts.push(`desde ${formatCOP(query.minPrice)}`)
  return parts.length ? `${head} ${parts.join(', ')}` : head
}

/** The cards carry names and prices; the sentence only sums them up ('3 opciones, desde $ 49.900'). */
function summary(found: FoundProduct[]): string {
  if (found.length === 1) return `${found[0]!.product.name}, a ${formatCOP(found[0]!.price)}`
  return `${found.length} opciones, desde ${formatCOP(Math.min(...found.map((f) => f.price)))}`
}

const reply = (text: string, found: FoundProduct[]): ChatReply => ({ text, products: found.map(productCard) })

// Wishes dropped one by one, least important first, when nothing meets them all.
const RELAXATIONS: readonly {
  drop: (q: ProductQuery) => ProductQuery
  applies: (q: ProductQuery) => boolean
}[] = [
  { applies: (q) => q.size !== null, drop: (q) => ({ ...q, size: null }) },
  { applies: (q) => q.colour !== null, drop: (q) => ({ ...q, colour: null }) },
  { applies: (q) => q.discountedOnly, drop: (q) => ({ ...q, discountedOnly: false }) },
  {
    applies: (q) => q.minPrice !== null || q.maxPrice !== null,
    drop: (q) => ({ ...q, minPrice: null, maxPrice: null }),
  },
]

/** Products for a query, or null when the catalogue has nothing like it (not even relaxed). */
export async function answerProducts(ctx: ChatContext, query: ProductQuery): Promise<ChatReply | null> {
  const search = (q: ProductQuery) => findProducts(ctx.db, ctx.lexicon, q, CARDS)
  const found = await search(query)
  if (found.length)
    return reply(
      found.length === 1
        ? `Encontré esta opción de ${describeQuery(query)}: ${summary(found)}.`
        : `Encontré ${summary(found)} de ${describeQuery(query)}.`,
      found,
    )

  const soldOut = await search({ ...query, inStockOnly: false })
  if (soldOut.length)
    return reply(
      `Tengo ${describeQuery(query)}, pero ahora no hay unidades disponibles. En la página del producto puedes pulsar «Agotado - Notificarme» y te avisaremos cuando vuelva.`,
      soldOut,
    )

  let relaxed = query
  for (const step of RELAXATIONS) {
    if (!step.applies(relaxed)) continue
    relaxed = step.drop(relaxed)
    // With every wish dropped, 'the closest' would be any product at all.
    if (!relaxed.text && !relaxed.category && RELAXATIONS.every((s) => !s.applies(relaxed))) break
    const near = await search(relaxed)
    if (near.length)
      return reply(
        `No encontré ${describeQuery(query)}. Lo más parecido que tengo disponible es ${describeQuery(relaxed)}: ${summary(near)}.`,
        near,
      )
  }
  return null
}

/** Said when a search for named products finds nothing at all. */
export function nothingFound(query: ProductQuery): ChatReply {
  return {
    text: `No tenemos ${describeQuery(query)} en nuestro catálogo. Puedo ayudarte a buscar otra cosa de la tienda; también puedes ver todo en /tienda o escribirnos en /contacto.`,
  }
}
