import { StemmerEs } from '@nlpjs/lang-es'
import { expandWord } from '@vitrina/core/search/lexicon'
import { contentWords, foldKeep } from './chat-language'

// What a shopper's message names besides products and prices (docs/assistant.md#understanding): who a
// gift is for, a problem with an order, a request to bend the rules; and the word stems that match an
// activity with the store's own texts.

const stemmer = new StemmerEs()

/**
 * Words that ask for the same thing in a shopper's mouth and a catalogue's text: the shared Spanish
 * lexicon's synonyms (buso = sudadera, docs/product/search.md#lexicon), which the catalogue search uses too,
 * and the activities and occasions below ('ejercicio' and 'entrenar'). The one place the assistant widens a
 * word.
 */
export function relatedWords(word: string): readonly string[] {
  return [...new Set([...expandWord(word).slice(1), ...(RELATED[word] ?? [])])]
}

const RELATED: Record<string, readonly string[]> = {
  ejercicio: ['entrenar', 'deporte'],
  gym: ['entrenar'],
  gimnasio: ['entrenar'],
  deporte: ['entrenar', 'deportes'],
  trotar: ['correr'],
  bici: ['deporte', 'entrenar'],
  futbol: ['balon', 'deporte'],
  boda: ['matrimonio', 'elegante', 'fiesta'],
  matrimonio: ['boda', 'elegante', 'fiesta'],
  coctel: ['noche', 'elegante'],
  fiesta: ['noche', 'elegante'],
  grado: ['elegante', 'noche'],
  frio: ['abrigar', 'abriga', 'lluvia', 'sabana'],
  friolento: ['frio', 'abrigar'],
  friolenta: ['frio', 'abrigar'],
  nevado: ['frio', 'paramo', 'abrigar'],
  paramo: ['frio', 'abrigar'],
  abrigada: ['abriga', 'abrigar'],
  calientito: ['abriga', 'abrigar', 'frio'],
  rumba: ['fiesta', 'noche', 'elegante'],
  rumbear: ['fiesta', 'noche', 'elegante'],
  piscina: ['playa', 'calor'],
  maquillarse: ['maquillaje'],
  maquillar: ['maquillaje'],
  cuidarse: ['cuidado'],
  playa: ['calor', 'caribe'],
  mar: ['playa', 'caribe'],
  vacaciones: ['playa', 'maleta', 'viaje'],
  cena: ['noche', 'elegante'],
  costa: ['caribe', 'playa', 'calor'],
  caliente: ['calor', 'fresco'],
  oficina: ['trabajo'],
  trabajo: ['oficina'],
  trabajar: ['oficina'],
  entrevista: ['oficina', 'elegante'],
  formal: ['elegante', 'oficina'],
}

// Words that say 'something to wear' without saying for what: they do not pick a category.
const GENERIC = new Set([
  'ropa',
  'prenda',
  'prendas',
  'outfit',
  'pinta',
  'pongo',
  'ponerme',
  'llevo',
  'llevar',
  'voy',
  'ir',
  'empezar',
  'sirve',
  'recomiendan',
  'recomiendas',
  'hace',
  'hacer',
  'mucho',
  'mucha',
  'tengo',
  'quiero',
  'necesito',
  'algo',
  'cosas',
  // When, not what for.
  'semana',
  'fin',
  'finde',
  'puente',
  'festivo',
  'proximo',
  'proxima',
  'manana',
  'diciembre',
])

const ownWords = (text: string) => contentWords(text).filter((w) => !/^\d+$/.test(w) && !GENERIC.has(w))

/** The stems of a text's content words and of the words related to them. */
export function stemsOf(text: string): string[] {
  const words = ownWords(text)
  return [...new Set([...words, ...words.flatMap((w) => relatedWords(w))].map((w) => stemmer.stem(w)))]
}

/** The stems of a text's own content words, not widened: what a product's text says. */
export function ownStemsOf(text: string): string[] {
  return [...new Set(ownWords(text).map((w) => stemmer.stem(w)))]
}

export type Recipient = 'male' | 'female'

const MALE =
  /\b(mi |un |una |el |para )?(novio|esposo|marido|papa|papito|padre|hermano|hermanito|hijo|hijito|sobrino|sobrinito|suegro|abuelo|abuelito|tio|primo|primito|amigo|jefe|hombre|senor|caballero|nino|nene)\b/
const FEMALE =
  /\b(mi |un |una |la |para )?(novia|esposa|mama|mamita|madre|hermana|hermanita|hija|hijita|sobrina|sobrinita|suegra|abuela|abuelita|tia|prima|primita|amiga|jefa|mujer|senora|dama|nina|nena)\b/

/** Who a request is for ('para mi novio' -> male), when it says so. */
export function recipientOf(message: string): Recipient | null {
  const text = foldKeep(message)
  const male = MALE.exec(text)
  const female = FEMALE.exec(text)
  if (male && female) return male.index < female.index ? 'male' : 'female'
  return male ? 'male' : female ? 'female' : null
}

// What a product's own data says of who it is for (docs/product/assistant.md#occasions-and-gifts): garments
// and goods Spanish names as women's or men's, in its name, and 'para mujer' or 'de hombre' anywhere in its
// name or description ('tejida por mujeres wayuu' says who made it, not who it is for).
const WOMENS_NAME =
  /\b(mujer|dama|vestido|falda|blusa|labial|aretes|collar|leggings|palazzo|mom fit|cuello v)\b/
const MENS_NAME = /\b(hombre|caballero|guayabera|billetera)\b/
const WOMENS_TEXT = /\b(para|de) (ella|mujer|mujeres|dama|damas|nina|ninas)\b|\bfemenin[oa]s?\b/
const MENS_TEXT = /\b(para|de) (hombre|hombres|caballero|caballeros|nino|ninos)\b|\bmasculin[oa]s?\b/

export interface ProductText {
  name: string
  description: string
}

function genderOf(product: ProductText): Recipient | null {
  const name = foldKeep(product.name)
  const text = `${name} ${foldKeep(product.description)}`
  const female = WOMENS_NAME.test(name) || WOMENS_TEXT.test(text)
  const male = MENS_NAME.test(name) || MENS_TEXT.test(text)
  return female === male ? null : female ? 'female' : 'male'
}

/** Whether a product's data says it is for someone else than the recipient ('para mi novio': no blouse). */
export function forOtherRecipient(product: ProductText, recipient: Recipient): boolean {
  const gender = genderOf(product)
  return gender !== null && gender !== recipient
}

/** 1 when a product's data says it is for the recipient, -1 for someone else, 0 when it does not say. */
export function leaning(product: ProductText, recipient: Recipient): number {
  const gender = genderOf(product)
  return gender === null ? 0 : gender === recipient ? 1 : -1
}

const CHILD_WORDS = /\b(nin[oa]s?|nene|nena|bebes?|chiquit[oa]s?|pequen[oa]s?|sobrinit[oa]|hijit[oa])\b/
const AGE = /\b(\d{1,2})\s*(anos|anitos)\b/
const CHILD_AGE = 12

/** Whether a gift is for a child: 'para mi sobrina de 10 años', 'para un niño'. */
export function forChild(message: string): boolean {
  const text = foldKeep(message)
  const age = AGE.exec(text)
  return age ? Number(age[1]) <= CHILD_AGE : CHILD_WORDS.test(text)
}

// What a product's own data says is not for a child (docs/product/assistant.md#occasions-and-gifts):
// cosmetics and fragrances, jewellery and watches, leather goods, alcohol; and garments sized for adults
// or named as women's or men's, unless it says it is for children.
const ADULT_ONLY =
  /\b(perfume|parfum|labial|maquillaje|serum|crema|piel|cosmetic\w*|joyeria|plata|oro|quilates|esmeralda|collar|aretes|reloj|cuero|licor|aguardiente|cerveza|tabaco|coctel)\b/
const FOR_CHILDREN = /\b(nin[oa]s?|infantil\w*|bebes?|kids|juguetes?|escolar\w*)\b/

export interface ProductForChild extends ProductText {
  options: readonly { name: string }[]
}

/** Whether a product's data says it is for children. */
export function forChildren(product: ProductText): boolean {
  return FOR_CHILDREN.test(foldKeep(`${product.name} ${product.description}`))
}

/** Whether a product can be a child's gift: made for children, or for anyone and not only for adults. */
export function suitsChild(product: ProductForChild): boolean {
  if (forChildren(product)) return true
  const text = foldKeep(`${product.name} ${product.description}`)
  const sized = product.options.some((o) => /\b(talla|size)\b/i.test(o.name))
  return !ADULT_ONLY.test(text) && !sized && genderOf(product) === null
}

const PROBLEM = [
  /\b(llego|llegaron|vino|vinieron|esta|estan|salio|salieron)\b.*\b(danad[oa]s?|rot[oa]s?|defectuos[oa]s?|manchad[oa]s?|despegad[oa]s?|descosid[oa]s?|incomplet[oa]s?|equivocad[oa]s?|con un hueco|mal)\b/,
  /\b(se (dano|rompio|descosio|despego|desbarato)|no funciona|no sirve|dejo de funcionar|se me (dano|rompio|descosio))\b/,
  /\b(no (me )?(ha|han) llegado|no llega|no me llega|demorad[oa]|retrasad[oa]|llevo \d+ dias)\b/,
  /\b(me (mandaron|enviaron|llego) (otr[oa]|una talla|algo|un producto)|pedi \w+ y me llego|que no pedi|falta (una|un|el|la))\b/,
  /\b(queja|reclamo|reclamar|estafa|pesimo|molest[oa]|cobraron dos veces|me cobraron doble)\b/,
]

/** A problem with an order the shopper already has: damaged, late, wrong or a complaint. */
export function reportsProblem(message: string): boolean {
  const text = foldKeep(message)
  return PROBLEM.some((p) => p.test(text))
}

export type ProblemKind = 'damaged' | 'late' | 'wrong' | 'other'

export function problemKind(message: string): ProblemKind {
  const text = foldKeep(message)
  if (PROBLEM[0]!.test(text) && /incomplet|equivocad/.test(text)) return 'wrong'
  if (PROBLEM[0]!.test(text) || PROBLEM[1]!.test(text)) return 'damaged'
  if (PROBLEM[2]!.test(text)) return 'late'
  if (PROBLEM[3]!.test(text)) return 'wrong'
  return 'other'
}

const BARGAIN = [
  /\b(dame|hazme|hagame|regalame|regalas|me regalas|me das|me haces|me dejas|dejame|me rebajas|rebajame|bajame|vendeme|me vendes)\b.*\b(descuento|cupon|codigo|rebaja|mitad|gratis|mas barat[oa]|precio|a \d+ mil)\b/,
  /\b(descuento|cupon|codigo de descuento)\b.*\b(porfa|por favor|para mi|especial)\b/,
  /\b(pon|ponga|cambia|deja) (todo|todos los precios|el precio|los precios)\b/,
  /\bregal(a|as|ar) todo\b/,
  /\beres un\b/,
]

/** A request to change prices or rules for the shopper ('dame un descuento', 'véndemelo a 10 mil'). */
export function asksToBargain(message: string): boolean {
  const text = foldKeep(message)
  return BARGAIN.some((p) => p.test(text))
}

const POLICY = [
  /\b(garantia|garantias|retracto|retractarme|retractar|arrepenti|iva|impuesto|privacidad|datos personales|mis datos|mi informacion|habeas data|defecto|defectos|revers\w*|contracargo)\b/,
  /\b(devolver|devolucion|devoluciones|devuelv\w*|cambiar|cambio|cambios|cambian|reembolso)\b/,
  // Personal data: deleting the account, stopping the advertising, what is done with one's data.
  /\b(borr|elimin|cerr|cancel)\w* (mi |la )?cuenta\b|\b(darme de baja|desuscrib\w*|publicidad)\b/,
  /\b(usan|hacen con|guardan|comparten|venden) (mi|mis) (datos|informacion|correo|celular|telefono|numero|cedula|direccion)\b/,
  /\bno me (sirve|sirvio|queda|quedo|gusto)\b/,
  /\b(originales|autentic[oa]s|hech[oa]s a mano de verdad|guia de tallas|que talla pedir|cual es mi talla)\b/,
]

/**
 * A question about the store's policies: returns, warranty, privacy and personal data, taxes, authenticity,
 * sizing.
 */
export function asksAboutPolicy(message: string): boolean {
  const text = foldKeep(message)
  return POLICY.some((p) => p.test(text))
}

// Questions about the world outside the store: the weather, traffic, news, sports results, exchange rates.
const OFF_TOPIC = [
  /\b(que|como) (tiempo|clima) (va a hacer|hace|hara|esta|estara|tendremos)\b/,
  /\b(pronostico|va a llover|llovera|temperatura|como esta el trafico|trancon|noticias|quien gano|resultado del partido|precio del dolar|esta el dolar|tasa de cambio)\b/,
]

/** A question about the world outside the store ('¿qué tiempo va a hacer mañana en Medellín?'). */
export function asksOffTopic(message: string): boolean {
  const text = foldKeep(message)
  return OFF_TOPIC.some((p) => p.test(text))
}

const GIFT =
  /\b(regal\w*|detallit\w*|detalle|obsequi\w*|amigo secreto|cumpleanos|aniversario|dia de la madre|dia del padre)\b/

export function asksForGift(message: string): boolean {
  const text = foldKeep(message)
  return GIFT.test(text) || (/\bpara (mi|mis|un|una|el|la)\b/.test(text) && recipientOf(message) !== null)
}

const THANKS = /\b(gracias|amable|te agradezco)\b/
const BYE = /\b(chao|adios|hasta luego|nos vemos|bye)\b/

/** The kind of small talk a longer message still is ('ok gracias muy amable'). */
export function courtesyOf(message: string): 'thanks' | 'goodbye' | 'greeting' {
  const text = foldKeep(message)
  return THANKS.test(text) ? 'thanks' : BYE.test(text) ? 'goodbye' : 'greeting'
}
