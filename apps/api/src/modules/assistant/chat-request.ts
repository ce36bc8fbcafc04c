import type { ChatHistoryEntry } from '@vitrina/core/schemas/assistant'
import type { ProductSort } from '@vitrina/core/schemas/catalog'
import type { Lexicon } from '../catalog/search-lexicon'
import { synonymsOf } from '../catalog/search-synonyms'
import { contentWords, extractColour, extractPrice, extractSize, foldKeep, mentions } from './chat-language'
import type { ProductQuery } from './product-finder.service'

// What a shopper's message asks for: a topic of the store (shipping, returns...), their orders, or
// products, read from the words; follow-ups ('¿y en azul?') borrow the rest from the conversation.

export type Topic = 'returns' | 'payment' | 'shipping' | 'contact' | 'password'

const TOPICS: readonly [Topic, readonly RegExp[]][] = [
  [
    'password',
    [
      /\b(olvide|recuperar|cambiar|restablecer|resetear) (mi )?(contrasena|clave)\b/,
      /\bno (puedo|me deja) (entrar|ingresar|iniciar sesion)\b/,
    ],
  ],
  [
    'returns',
    [
      /\b(devol\w*|devuelv\w*|retracto|retract\w*|reembols\w*|garantia\w*|defectuos\w*|revers\w*)\b/,
      /\b(cambio|cambios|cambiar|cambian|cambiarlo|cambiarla|cambiarlos)\b/,
      /\bllego (danad|rot|mal)\w*/,
    ],
  ],
  [
    'payment',
    [
      /\b(pago|pagos|pagar|pagarlo|pagarla|pagan|tarjetas?|credito|debito|efectivo|contra ?entrega|paypal|nequi|daviplata|pse|transferencia|cuotas|bancolombia)\b/,
    ],
  ],
  [
    'shipping',
    [
      /\b(envio|envios|envian|enviar|envias|despach\w*|domicilios?|transportador\w*)\b/,
      /\b(cuanto|cuantos dias) (tarda|tardan|se demora|se demoran|demora|demoran)\b/,
      /\btiempos? de entrega\b/,
      /\b(cuantos dias|cuanto tiempo|en cuanto)\b.*\b(llega|llegan|tarda|tardan|demora|demoran)\b/,
      /\b(mandan|llegan|entregan) (a|hasta) [a-z]+/,
    ],
  ],
  [
    'contact',
    [
      /\b(contacto|contactar\w*|telefono|whatsapp|correo electronico|email|e-mail|ubicacion|ubicados|asesor|asesora)\b/,
      /\bdonde (estan|quedan|queda|se ubican|los encuentro)\b/,
      /\b(tienda|local) fisic[ao]\b/,
      /\b(en que ciudad (estan|quedan)|de donde son)\b/,
      /\bhablar con (alguien|una persona|un humano|un asesor)\b/,
      /\b(su|el|tu) (correo|email|numero de telefono|telefono|direccion)\b/,
    ],
  ],
]

/** The store topic a message is about, if any (the first that matches, in the order above). */
export function topicOf(message: string): Topic | null {
  const text = foldKeep(message)
  return TOPICS.find(([, patterns]) => patterns.some((p) => p.test(text)))?.[0] ?? null
}

const ORDER_PATTERNS = [
  /\b(mi|mis) (pedido|pedidos|orden|ordenes|compra|compras|paquete)\b/,
  /\bestado (de|del) (mi |el |la )?(pedido|orden|compra|paquete)\b/,
  /\b(donde|cuando) (esta|va|viene|llega|me llega|llegara) (mi|el|la) (pedido|paquete|orden|compra)\b/,
  /#\s*([0-9a-f]{6}|\d{4,9})\b/,
  /\bpedido (numero |n |no )?#?([0-9a-f]{6}|\d{4,9})\b/,
  /\blo que (pedi|compre)\b/,
  /\b(enviaron|despacharon|mandaron) (mi|lo que)\b/,
  /\b(como va|que paso con) (mi|la) (orden|compra|pedido)\b/,
]

export function asksAboutOrders(message: string): boolean {
  return mentions(message, ORDER_PATTERNS)
}

/**
 * The order number a message names: its number ('#1001', 'pedido 1001') or its old code ('#A1B2C3',
 * '#FBEDAC', 'pedido a1b2c3'), upper-cased, without '#'. After '#' any six hex characters count (one old code
 * in about 360 has no digit); after a bare 'pedido' it needs a digit, so a six-letter word such as 'pedido
 * acabad' is not read as one.
 */
export function orderNumberIn(message: string): string | null {
  const match = /(#\s*|pedido (?:numero |n |no )?#?\s*)([0-9a-f]{6}|\d{4,9})\b/i.exec(foldKeep(message))
  if (!match?.[1] || !match[2]) return null
  return match[1].includes('#') || /\d/.test(match[2]) ? match[2].toUpperCase() : null
}

const GREETING = /^(hola|holi|buenas|buenos dias|buenas tardes|buenas noches|hey|que tal|saludos|ola)\b/
const THANKS =
  /^(muchas gracias|mil gracias|gracias|te agradezco|que amable|listo gracias|ok gracias|perfecto)\b/
const BYE = /^(chao|adios|hasta luego|nos vemos|bye|hasta pronto)\b/

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye'

/** A message that only greets, thanks or says goodbye ('¡Hola!', 'muchas gracias', 'chao'). */
export function smallTalk(message: string): SmallTalk | null {
  const text = foldKeep(message)
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const kind: SmallTalk | null = GREETING.test(text)
    ? 'greeting'
    : THANKS.test(text)
      ? 'thanks'
      : BYE.test(text)
        ? 'goodbye'
        : null
  if (!kind) return null
  const rest = contentWords(text.replace(GREETING, '').replace(THANKS, '').replace(BYE, ''))
  return rest.length ? null : kind
}

export function startsWithGreeting(message: string): boolean {
  return GREETING.test(foldKeep(message).replace(/^[^a-z]+/, ''))
}

const SHOPPING_CUES = [
  /\b(busco|buscando|quiero|quisiera|necesito|tienen|tienes|tiene|hay|venden|vendes|manejan|muestrame|muestreme|ensename|recomiendame|recomiendas|recomienda|sugiereme|me gustaria|regalo|regalar|comprar)\b/,
]
const SORT_CUES: readonly [ProductSort, RegExp][] = [
  ['price_asc', /\b(barat\w*|economic\w*|precio bajo|menor precio|mas bajo)\b/],
  ['price_desc', /\b(car[oa]s?|costos[oa]s?|premium|lujo|mas fin[oa]s?)\b/],
  [
    'rating',
    /\b(mejor calificad\w*|mejores resenas|mas vendid\w*|populares|recomendad\w*|recomiendas|recomienda|recomiendame)\b/,
  ],
  ['newest', /\b(nuev[oa]s?|novedad\w*|ultim[oa]s|reciente\w*|lo ultimo)\b/],
]
const DEALS = /\b(oferta\w*|descuento\w*|promocion\w*|rebaja\w*|en sale|liquidacion)\b/
const FOLLOW_UP = /^(y|e|entonces|y si|y que tal|que tal|y en|en|otra|otro|mas|alguna|alguno|tambien)\b/

const GENDERED = /\b(de|para) (mujer|mujeres|dama|damas|hombre|hombres|caballero|caballeros)\b/
const FEMALE_WORDS = /^(mujer|mujeres|dama|damas)$/

// Shopper words the catalogue itself does not use, and what to search instead.
const ALIASES: Record<string, string> = { zapato: 'calzado', zapatos: 'calzado', calzados: 'calzado' }

/** 'cafecito' -> 'cafe', 'bolsito' -> 'bolso': a diminutive the catalogue does not use, as the word it does. */
function baseOfDiminutive(word: string, lexicon: Lexicon): string {
  if (word.length < 6 || lexicon.has(word)) return word
  const bases = [word.replace(/cit([oa]s?)$/, ''), word.replace(/it([oa])(s?)$/, '$1$2')]
  return bases.find((base) => base !== word && lexicon.has(base)) ?? word
}

export interface ProductRequest {
  query: ProductQuery
  /** Words naming products ('chaqueta', 'chompa', 'tenis'), per the catalogue's vocabulary. */
  namesProducts: boolean
  /** Asks for products in words ('busco', 'muéstrame'), or with a price, colour, size, sort or deal. */
  asksForProducts: boolean
  /** Only filters or 'y...?': reads like the next turn of an earlier search. */
  followUp: boolean
}

/** A word the catalogue names products with: in a name, brand or category, a synonym or a typo of one. */
export function isProductWord(word: string, lexicon: Lexicon): boolean {
  const known = (w: string) =>
    lexicon.isTitleWord(w) || [...(synonymsOf(w) ?? [])].some((s) => lexicon.isTitleWord(s))
  if (word.length < 3 || /^\d+$/.test(word)) return false
  if (known(word) || known(word.replace(/(es|s)$/, ''))) return true
  return lexicon.has(word) ? false : lexicon.corrections(word).some((c) => lexicon.isTitleWord(c))
}

export function readProductRequest(message: string, lexicon: Lexicon): ProductRequest {
  const { range, rest: afterPrice } = extractPrice(message)
  const { size, rest: afterSize } = extractSize(afterPrice, message)
  const { colour, rest: afterColour } = extractColour(afterSize)
  // 'perfume de mujer': whom it is for filters by the products' data; it is not a word to search.
  const recipient = GENDERED.exec(foldKeep(afterColour))
  const rest = recipient ? foldKeep(afterColour).replace(GENDERED, ' ') : afterColour
  const text = contentWords(rest).map((w) => ALIASES[w] ?? baseOfDiminutive(w, lexicon))
  const folded = foldKeep(message)
  const sort = SORT_CUES.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'relevance'
  const discountedOnly = DEALS.test(folded)
  const namesProducts = text.some((w) => isProductWord(w, lexicon))
  const filters = range !== null || size !== null || colour !== null || sort !== 'relevance' || discountedOnly
  return {
    query: {
      text: text.length ? text.join(' ') : null,
      category: null,
      minPrice: range?.min ?? null,
      maxPrice: range?.max ?? null,
      colour,
      size,
      inStockOnly: true,
      discountedOnly,
      sort,
      recipient: recipient ? (FEMALE_WORDS.test(recipient[2]!) ? 'female' : 'male') : null,
    },
    namesProducts,
    asksForProducts: filters || SHOPPING_CUES.some((p) => p.test(folded)),
    followUp: !namesProducts && (filters || FOLLOW_UP.test(folded.replace(/^[^a-z]+/, ''))),
  }
}

/**
 * The query of a follow-up: the latest earlier search of the shopper (from the history they sent),
 * with what the new message changes. Null when nothing earlier was a product search.
 */
export function followUpQuery(
  request: ProductRequest,
  history: readonly ChatHistoryEntry[],
  lexicon: Lexicon,
): ProductQuery | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!
    if (entry.sender !== 'user') continue
    const earlier = readProductRequest(entry.text, lexicon)
    if (!earlier.namesProducts) continue
    const now = request.query
    return {
      ...earlier.query,
      minPrice: now.minPrice ?? earlier.query.minPrice,
      maxPrice: now.maxPrice ?? earlier.query.maxPrice,
      colour: now.colour ?? earlier.query.colour,
      size: now.size ?? earlier.query.size,
      discountedOnly: now.discountedOnly || earlier.query.discountedOnly,
      sort: now.sort !== 'relevance' ? now.sort : earlier.query.sort,
    }
  }
  return null
}
