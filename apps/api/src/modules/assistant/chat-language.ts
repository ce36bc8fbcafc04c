import { STOPWORDS, words } from '../catalog/search-text'

// How Colombian shoppers write to a clothing store: prices ('150 mil', '$150.000', '200 lucas'), colours
// ('negra', 'azul marino'), sizes ('talla M', 'del 38') and the words around a request ('busco', 'porfa').
// Everything works on folded text (lowercase, no accents), like the catalogue search.

/** Lowercase and accent-free, punctuation kept (prices need their dots and dollar signs). */
export function foldKeep(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      // 'holaaa', 'graciaaas': Spanish never triples a letter ('xxxl' is a size).
      .replace(/([a-vyz])\1{2,}/g, '$1')
  )
}

// How shoppers shorten words in a chat, and the words they mean.
const CHAT_SPELLING: Record<string, string> = {
  pa: 'para',
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  kiero: 'quiero',
  kien: 'quien',
  tb: 'también',
  tmb: 'también',
}

/** A chat message with its shortened words written out ('pa q' -> 'para que'), for readers that learnt them so. */
export function plainSpelling(text: string): string {
  return text.replace(/[\p{L}]+/gu, (w) => CHAT_SPELLING[w.toLowerCase()] ?? w)
}

/**
 * A crude Spanish stem good enough to match a question with an answer: plural and common verb or noun
 * endings dropped, then the first five letters ('devolver', 'devolución' -> 'devol'; 'envío', 'enviar'
 * -> 'envi').
 */
export function stem(word: string): string {
  let w = word
  for (const suffix of ['aciones', 'acion', 'iones', 'ion', 'mente', 'ando', 'iendo', 'ados', 'idos']) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length)
      break
    }
  }
  w = w.replace(/(es|s)$/, (m) => (w.length - m.length >= 4 ? '' : m))
  w = w.replace(/(ar|er|ir|an|en|a|e|o)$/, (m) => (w.length - m.length >= 3 ? '' : m))
  return w.slice(0, 5)
}

// Words that say how a question is asked, not what about.
const QUESTION_FILLERS = new Set(
  `hola buenas buenos dias tardes noches gracias porfa favor porfavor me te le les nos cual cuales como
  donde cuando cuanto cuanta cuantos cuantas puedo puede pueden podrias tienen tiene tienes hay ustedes
  usted yo si no ok okay pues entonces quiero quisiera necesito saber dime decirme ayuda ayudame hacen
  hace hacer`
    .split(/\s+/)
    .filter(Boolean),
)

/** The words of a question that say what it is about ('¿cómo sé cuál es mi talla?' -> talla). */
export function questionWords(text: string): string[] {
  return words(text).filter((w) => !STOPWORDS.has(w) && !QUESTION_FILLERS.has(w) && w.length > 1)
}

// Words that say how a request is made, not what is asked for.
const FILLERS = new Set(
  `hola buenas buenos dias tardes noches gracias porfa favor porfavor busco buscando buscar quiero quisiera
  necesito necesitaria tienen tiene tienes tendran tendras hay venden vendes manejan manejas muestrame
  muestreme mostrar mostrarme ensename ensenar recomiendame recomiendas recomienda recomendar sugiereme
  sugerir ver mirar algo alguna alguno algun algunas algunos cosa cosas producto productos articulo
  articulos opciones opcion me te le les nos cual cuales como donde cuanto cuanta cuantos cuantas cuesta
  cuestan vale valen precio precios talla tallas color colores disponible disponibles stock pesos
  barato barata baratos baratas economico economica economicos economicas otra otro otras otros mas
  menos tambien solo unos unas este esta estos estas ese esa esos esas tienda ustedes usted yo si no
  bien bueno buena muy super gusta gustan gustaria encanta encantan fascina ama aman puedo puede pueden podrias quiero ok okay vale
  mejor mejores nuevo nueva nuevos nuevas oferta ofertas descuento descuentos promocion promociones
  rebaja rebajas pues entonces ahora ya hoy aqui alla vea parce mija mijo amigo amiga ayuda ayudame
  dame dar regalo regalar son es ser sea esta estan sale promo liquidacion detalle detallito detallitos
  regalito obsequio`
    .split(/\s+/)
    .filter(Boolean),
)

/** The words of a request that name what is wanted ('busco una chaqueta de cuero' -> chaqueta, cuero). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOPWORDS.has(w) && !FILLERS.has(w) && (w.length > 1 || /\d/.test(w)))
}

// ---- Prices ----

export interface PriceRange {
  min: number | null
  max: number | null
}

const MULTIPLIERS: Record<string, number> = {
  mil: 1000,
  k: 1000,
  lucas: 1000,
  luquitas: 1000,
  barras: 1000,
  millon: 1_000_000,
  millones: 1_000_000,
  palo: 1_000_000,
  palos: 1_000_000,
}

const AMOUNT =
  /(\$\s*)?\b(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?|un|medio)\s*(millones|millon|mil|k|lucas|luquitas|barras|palos|palo)?(\s*pesos)?\b/g
const BEFORE_MAX =
  /(menos de|menor a|menor de|por debajo de|debajo de|maximo|max|hasta|no mas de|que no pase de|que no supere|inferior a|tope de|presupuesto de|tengo|con|por)\s*$/
const BEFORE_MIN = /(mas de|mayor a|mayor de|por encima de|encima de|desde|minimo|superior a|arriba de)\s*$/
const BEFORE_AROUND = /(alrededor de|cerca de|como de|aproximadamente|unos|de unos|mas o menos)\s*$/

interface Amount {
  value: number
  start: number
  end: number
}

function readAmount(match: RegExpExecArray, before: string): number | null {
  const [, dollar, digits = '', unit, pesos] = match
  let value: number
  if (digits === 'un') value = 1
  else if (digits === 'medio') value = 0.5
  else if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) value = Number(digits.replace(/[.,]/g, ''))
  else value = Number(digits.replace(',', '.'))
  if (!Number.isFinite(value)) return null
  if (unit) return Math.round(value * MULTIPLIERS[unit]!)
  if ((digits === 'un' || digits === 'medio') && !unit) return null
  if (dollar || pesos || value >= 1000) return Math.round(value)
  // 'menos de 200' in a store where nothing costs 200 pesos means 200 mil.
  const comparator = BEFORE_MAX.test(before) || BEFORE_MIN.test(before) || BEFORE_AROUND.test(before)
  return comparator && value >= 10 && value < 1000 && !/talla\s*$/.test(before) ? value * 1000 : null
}

/** The price range a message asks for, and the message with the price phrases taken out. */
export function extractPrice(text: string): { range: PriceRange | null; rest: string } {
  // 'entre 100 y 150 mil': the unit of the second amount is the first one's too.
  const folded = foldKeep(text).replace(
    /\b(entre|de|desde)\s+(\d{1,3})\s+(y|a|hasta)\s+(\d{1,3})\s*(mil|k|lucas|millones|palos)\b/g,
    '$1 $2 $5 $3 $4 $5',
  )
  const amounts: Amount[] = []
  for (const match of folded.matchAll(AMOUNT)) {
    const start = match.index
    const value = readAmount(match as RegExpExecArray, folded.slice(Math.max(0, start - 24), start))
    if (value !== null && value > 0) amounts.push({ value, start, end: start + match[0].length })
  }
  if (!amounts.length) return { range: null, rest: folded }

  const first = amounts[0]!
  const second = amounts[1]
  const before = folded.slice(Math.max(0, first.start - 24), first.start)
  let range: PriceRange
  if (
    second &&
    /(entre|de)\s*$/.test(before) &&
    /^\s*(y|a|hasta)\s*$/.test(folded.slice(first.end, second.start))
  ) {
    range = { min: Math.min(first.value, second.value), max: Math.max(first.value, second.value) }
  } else if (BEFORE_MIN.test(before)) {
    range = { min: first.value, max: null }
  } else if (BEFORE_AROUND.test(before)) {
    range = { min: Math.round(first.value * 0.8), max: Math.round(first.value * 1.2) }
  } else {
    // 'una chaqueta de 150 mil' is a budget: up to that.
    range = { min: null, max: first.value }
  }
  let rest = folded
  for (const a of [...amounts].reverse()) rest = rest.slice(0, a.start) + ' ' + rest.slice(a.end)
  rest = rest.replace(
    /\b(menos de|menor a|menor de|por debajo de|debajo de|maximo|hasta|no mas de|que no pase de|que no supere|inferior a|tope de|presupuesto de|mas de|mayor a|mayor de|por encima de|encima de|desde|minimo|superior a|arriba de|alrededor de|cerca de|como de|aproximadamente|entre)\b/g,
    ' ',
  )
  return { range, rest }
}

// ---- Colours ----

/** A colour a shopper names, and the words of option values and names that count as that colour. */
const COLOURS: readonly { name: string; asked: RegExp; matches: readonly string[] }[] = [
  { name: 'negro', asked: /^negr[oa]s?$/, matches: ['negro', 'negra'] },
  { name: 'blanco', asked: /^blanc[oa]s?$/, matches: ['blanco', 'blanca'] },
  { name: 'azul', asked: /^(azul(es)?|celestes?)$/, matches: ['azul', 'indigo', 'celeste'] },
  { name: 'rojo', asked: /^(roj[oa]s?|carmin)$/, matches: ['rojo', 'roja', 'carmin'] },
  { name: 'verde', asked: /^verdes?$/, matches: ['verde', 'esmeralda', 'oliva', 'menta'] },
  { name: 'amarillo', asked: /^(amarill[oa]s?|mostaza)$/, matches: ['amarillo', 'amarilla', 'mostaza'] },
  { name: 'gris', asked: /^gris(es)?$/, matches: ['gris'] },
  { name: 'rosado', asked: /^(rosad[oa]s?|fucsias?)$/, matches: ['rosa', 'rosado', 'rosada', 'fucsia'] },
  {
    name: 'morado',
    asked: /^(morad[oa]s?|lilas?|violetas?)$/,
    matches: ['morado', 'morada', 'lila', 'violeta'],
  },
  { name: 'naranja', asked: /^(naranjas?|anaranjad[oa]s?)$/, matches: ['naranja', 'terracota'] },
  { name: 'café', asked: /^(cafes?|marron(es)?)$/, matches: ['cafe', 'marron', 'chocolate', 'carey'] },
  {
    name: 'beige',
    asked: /^(beige|beis|crema|arena)$/,
    matches: ['beige', 'crema', 'arena', 'caqui', 'nude'],
  },
  { name: 'vinotinto', asked: /^(vinotinto|burdeos|granate)$/, matches: ['vino', 'vinotinto', 'burdeos'] },
  { name: 'dorado', asked: /^dorad[oa]s?$/, matches: ['dorado', 'dorada', 'oro'] },
  { name: 'plateado', asked: /^platead[oa]s?$/, matches: ['plateado', 'plateada', 'plata'] },
]

export type Colour = (typeof COLOURS)[number]

/** The colour a message names ('azul marino' -> azul), with the message minus that word. */
export function extractColour(text: string): { colour: Colour | null; rest: string } {
  const tokens = words(text)
  for (const colour of COLOURS) {
    const i = tokens.findIndex((t) => colour.asked.test(t))
    if (i >= 0) {
      // 'café' is the pantry's coffee ('quiero café molido'); after a garment or 'color' it is a colour.
      const before = tokens[i - 1]
      const afterGarment = before !== undefined && !FILLERS.has(before) && !STOPWORDS.has(before)
      if (colour.name === 'café' && !afterGarment && before !== 'color' && before !== 'en') continue
      tokens.splice(i, 1)
      if (colour.name === 'azul' && ['marino', 'oscuro', 'claro', 'cielo'].includes(tokens[i] ?? ''))
        tokens.splice(i, 1)
      return { colour, rest: tokens.join(' ') }
    }
  }
  return { colour: null, rest: tokens.join(' ') }
}

/** Whether a text (an option value, a product name) shows the colour: 'Azul Marino' is azul. */
export function showsColour(colour: Colour, text: string): boolean {
  return words(text).some((w) => colour.matches.includes(w) || colour.matches.includes(w.replace(/s$/, '')))
}

// ---- Sizes ----

const LETTER_SIZES = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl']

/** The size a message asks for ('talla M', 'del 38', 'calzo 40', 'en XL'), upper-cased, and the rest. */
export function extractSize(text: string, original = text): { size: string | null; rest: string } {
  const folded = foldKeep(text)
  const patterns = [
    /\btallas?\s+([a-z]{1,4}|\d{1,2})\b/,
    /\b(?:numero|num|calzo|calza|del)\s*([2-4]\d)\b/,
    /\btalla\s*(\d{2})\b/,
  ]
  for (const pattern of patterns) {
    const match = pattern.exec(folded)
    const value = match?.[1]
    if (match && value && (LETTER_SIZES.includes(value) || /^\d+$/.test(value))) {
      return {
        size: value.toUpperCase(),
        rest: folded.slice(0, match.index) + ' ' + folded.slice(match.index + match[0].length),
      }
    }
  }
  // 'la tienen en M?': a letter size after 'en', written in capitals.
  const capital = /\ben\s+(XXS|XS|S|M|L|XL|XXL)\b/.exec(original)
  if (capital)
    return {
      size: capital[1]!,
      rest: folded.replace(new RegExp(`\\ben\\s+${capital[1]!.toLowerCase()}\\b`), ' '),
    }
  return { size: null, rest: folded }
}

/** A size asked for matches an option value exactly, without case ('m' is 'M', '38' is '38'). */
export function isSize(size: string, value: string): boolean {
  return value.trim().toUpperCase() === size
}

/** Any of the patterns found in the folded text. */
export function mentions(text: string, patterns: readonly RegExp[]): boolean {
  const folded = foldKeep(text)
  return patterns.some((p) => p.test(folded))
}
