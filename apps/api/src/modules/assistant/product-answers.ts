import { formatCOP } from '@vitrina/core/format'
import type { ChatReply } from '@vitrina/core/schemas/assistant'
import type { ChatContext } from './chat-context'
import { findProducts, productCard, type FoundProduct, type ProductQuery } from './product-finder.service'

// The built-in assistant's answers about products: cards plus one short sentence naming each product and
// its price, all read from the catalogue. When nothing matches exactly it says so, then shows the closest
// products and which wish they do not meet.

const CARDS = 4

/** The wishes of a query in words ('en color negro, en talla M, por menos de $ 200.000'), never its text. */
export function wishesOf(query: ProductQuery): string {
  const parts: string[] = []
  if (query.discountedOnly) parts.push('con descuento')
  if (query.colour) parts.push(`en color ${query.colour.name}`)
  if (query.size) parts.push(`en talla ${query.size}`)
  if (query.minPrice !== null && query.maxPrice !== null)
    parts.push(`entre ${formatCOP(query.minPrice)} y ${formatCOP(query.maxPrice)}`)
  else if (query.maxPrice !== null) parts.push(`por menos de ${formatCOP(query.maxPrice)}`)
  else if (query.minPrice !== null) parts.push(`desde ${formatCOP(query.minPrice)}`)
  return parts.join(', ')
}

const priced = (f: FoundProduct) => `${f.product.name}, a ${formatCOP(f.price)}`

// Openings a clerk would use, picked by the products shown so the same question reads the same way.
const OPENINGS = [
  'Mira estas opciones',
  'Estas te pueden gustar',
  'Te muestro lo que tengo',
  'Tengo estas opciones',
]

/** The answer first (what there is, the cheapest), then the cards carry the rest. */
function foundText(found: FoundProduct[], query: ProductQuery): string {
  const wishes = wishesOf(query)
  if (found.length === 1) return `Tengo ${priced(found[0]!)}${wishes ? `, ${wishes}` : ''}.`
  const cheapest = found.reduce((a, b) => (b.price < a.price ? b : a))
  const opening = OPENINGS[found.reduce((sum, f) => sum + f.product.id, 0) % OPENINGS.length]!
  return `${opening}${wishes ? ` ${wishes}` : ''}. La opción más económica es ${priced(cheapest)}.`
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

/** The wishes dropped to find something ('en color azul'). */
function missed(query: ProductQuery, relaxed: ProductQuery): string {
  const all = wishesOf(query).split(', ')
  const kept = new Set(wishesOf(relaxed).split(', '))
  return all.filter((w) => !kept.has(w)).join(', ')
}

/** Products for a query, or null when the catalogue has nothing like it (not even relaxed). */
export async function answerProducts(ctx: ChatContext, query: ProductQuery): Promise<ChatReply | null> {
  const search = (q: ProductQuery) => findProducts(ctx.db, ctx.lexicon, q, CARDS)
  const found = await search(query)
  if (found.length) return reply(foundText(found, query), found)

  const soldOut = await search({ ...query, inStockOnly: false })
  if (soldOut.length)
    return reply(
      `${soldOut[0]!.product.name}${wishesOf(query) ? ` ${wishesOf(query)}` : ''} está agotado por ahora. En la página del producto puedes pulsar «Agotado - Notificarme» y te avisaremos cuando vuelva.`,
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
        `No lo tengo ${missed(query, relaxed) || 'así'}. Lo más parecido que tengo disponible: ${near.map(priced).slice(0, 2).join('; ')}.`,
        near,
      )
  }
  return null
}

/** Said when a search for named products finds nothing at all. */
export function nothingFound(query: ProductQuery): ChatReply {
  return {
    text: `No tenemos eso en nuestro catálogo${wishesOf(query) ? ` ${wishesOf(query)}` : ''}. Puedo ayudarte a buscar otra cosa de la tienda; también puedes ver todo en /tienda o escribirnos en /contacto.`,
  }
}
