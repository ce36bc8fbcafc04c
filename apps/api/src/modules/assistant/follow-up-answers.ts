import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import { formatCOP } from '@vitrina/core/format'
import type { ChatContext } from './chat-context'
import { foldKeep } from './chat-language'
import { readProductRequest } from './chat-request'
import {
  availableOptions,
  findProducts,
  productCard,
  type FoundProduct,
  type ProductQuery,
} from './product-finder.service'

// Follow-ups over the last results (docs/product/assistant.md#conversation): the history the shopper
// sends carries their earlier search, which is read again against the live catalogue, so 'la más barata
// de esas', 'muéstrame otra' and '¿de qué material es?' answer about the products just shown.

const SHOWN = 4
const POOL = 12

/** The latest earlier product search in the history, or null. */
export function lastSearch(ctx: ChatContext, history: readonly ChatHistoryEntry[]): ProductQuery | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!
    if (entry.sender !== 'user') continue
    const earlier = readProductRequest(entry.text, ctx.lexicon)
    if (earlier.namesProducts) return earlier.query
  }
  return null
}

const one = (text: string, found: FoundProduct): ChatReply => ({ text, products: [productCard(found)] })

type Pick = 'cheapest' | 'dearest' | 'other' | 'recommend'

/** What a follow-up asks of the shown products ('la más barata', 'otra'), if it asks one. */
export function pickOf(folded: string): Pick | null {
  if (/\b(mas barat|mas economic|menor precio|mas bajo)/.test(folded)) return 'cheapest'
  if (/\b(mas car|mas costos|mayor precio|mas fin)/.test(folded)) return 'dearest'
  if (/\b(otr[oa]s?|que mas|mas opciones|alguna mas|diferente)\b/.test(folded)) return 'other'
  if (/\b(recomiendas|recomienda|cual me|cual es mejor|diferencia)\b/.test(folded)) return 'recommend'
  return null
}

/** A question about the shown products, or null when it is not one (or nothing was shown). */
export async function answerFollowUp(
  ctx: ChatContext,
  message: string,
  history: readonly ChatHistoryEntry[],
): Promise<ChatReply | null> {
  const query = lastSearch(ctx, history)
  if (!query) return null
  const found = await findProducts(ctx.db, ctx.lexicon, query, POOL)
  if (!found.length) return null
  const folded = foldKeep(message)
  const shown = found.slice(0, SHOWN)
  switch (pickOf(folded)) {
    case 'cheapest': {
      const best = shown.reduce((a, b) => (b.price < a.price ? b : a))
      return one(
        `De esas, la opción más económica es ${best.product.name}, a ${formatCOP(best.price)}.`,
        best,
      )
    }
    case 'dearest': {
      const best = shown.reduce((a, b) => (b.price > a.price ? b : a))
      return one(`La de mayor precio es ${best.product.name}, a ${formatCOP(best.price)}.`, best)
    }
    case 'other': {
      const more = found.slice(SHOWN, SHOWN * 2)
      if (!more.length)
        return {
          text: 'Esas son todas las opciones que tengo de eso por ahora. ¿Te muestro algo diferente?',
          products: shown.map(productCard),
        }
      return { text: 'Claro, aquí tienes otras opciones:', products: more.map(productCard) }
    }
    case 'recommend': {
      const best = [...shown].sort((a, b) => b.product.rating_average - a.product.rating_average)[0]!
      return one(
        `Te recomendaría ${best.product.name} (${formatCOP(best.price)}): es la mejor calificada de esas por nuestros clientes.`,
        best,
      )
    }
    default:
      return describeProduct(found[0]!, folded)
  }
}

/** Price, sizes, colours or what it is made of, for the product under discussion. */
function describeProduct(found: FoundProduct, folded: string): ChatReply {
  const { product } = found
  const options = availableOptions(product)
  const sizes = options.find((o) => /talla/i.test(o.name))
  const colours = options.find((o) => /color/i.test(o.name))
  if (/\bcolor/.test(folded) && colours)
    return one(`${product.name} viene en ${colours.values.join(', ')}.`, found)
  const size = /\b(?:en|talla) (xxs|xs|s|m|l|xl|xxl|\d{2})\b/.exec(folded)
  const asked = size?.[1]?.toUpperCase()
  if (asked && sizes) {
    const has = sizes.values.some((v) => v.toUpperCase() === asked)
    return one(
      has
        ? `Sí, ${product.name} está disponible en talla ${asked}.`
        : `En este momento ${product.name} no tiene la talla ${asked} disponible; tiene ${sizes.values.join(', ')}.`,
      found,
    )
  }
  if (/\btalla/.test(folded) && sizes)
    return one(`${product.name} está disponible en tallas ${sizes.values.join(', ')}.`, found)
  if (/\b(material|hech[oa]|tela|de que es)\b/.test(folded))
    return one(`${product.name}: ${product.description.split(/(?<=\.)\s/)[0]}`, found)
  const list = product.price > found.price ? ` (antes ${formatCOP(product.price)})` : ''
  return one(`${product.name} cuesta ${formatCOP(found.price)}${list}.`, found)
}
