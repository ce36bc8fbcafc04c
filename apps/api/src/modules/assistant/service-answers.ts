import type { ChatContext } from './chat-context'
import { foldKeep, questionWords, stem } from './chat-language'
import { complaintLink, HANDOFF_OFFER } from './complaint-handoff'
import { problemKind } from './shopper-entities'
import { isProductWord, readProductRequest } from './chat-request'
import { bestPassage, quote, returnsPassage, sourceLabel, type PassageMatch } from './passage-search'
import { answerQuote, bestSentence } from './sentence-search'
import { categoriesNaming } from './store-index'
import { contactFacts, type Passage } from './store-knowledge'

// The clerk's answers that are not products (docs/product/assistant.md#service-answers): the store's
// policies quoted with their link, an apology and a hand-off for a problem with an order, where the store
// is and how to reach it, and short refusals that say what the assistant can do.

const CAN_DO =
  'Puedo ayudarte a buscar productos de la tienda, contarte sobre envíos, pagos, cambios y garantías, o revisar tus pedidos.'

/** 'Según nuestra política «Garantías»: «…» Puedes leer más en /politicas.' */
export function quoted(match: PassageMatch, message: string, then: string | null = null): string {
  const { passage } = match
  const more = passage.link ? ` Puedes leer más en ${passage.link}.` : ''
  // A sentence found for a policy question is quoted short, with its neighbour; a section, by its sentences.
  const text =
    match.sentence === undefined
      ? quote(passage, message)
      : answerQuote(passage, message, match.sentence, match.hint)
  const how = then && !REACHES.test(text) ? ` … ${then}` : ''
  return `Según ${sourceLabel(passage)}: «${text}${how}»${more}`
}

const REACHES = /@|\/contacto|\bcontacto\b|escr[ií]benos|cont[aá]ctanos/i

const WARRANTY = /garant|defect|falla|dan|rot|descos|despeg|funciona|reloj|joy/

interface PolicyTopic {
  /** The words the store's policies use for the topic, added to the shopper's at a lower weight. */
  hint: string
  /** The topic's own passages: only they answer, and those titled with it weigh more. */
  within?: RegExp
}

const RETURNS = /devol|cambi|retract|revers/i
// Questions about personal data: what is done with it, deleting the account, stopping the advertising.
const PRIVACY =
  /\b(datos|privacidad|informacion personal|mi informacion|habeas|publicidad|darme de baja|desuscrib\w*|protegen|borren|venden mis)\b|\b(borr|elimin|cerr|cancel)\w* (mi |la )?cuenta\b|\b(usan|hacen con|guardan|comparten) (mi|mis)\b/

function privacyWords(folded: string): string {
  if (/\b(borr|elimin|cerr|cancel)\w* (mi |la )?cuenta\b/.test(folded)) return 'supresión de datos personales'
  if (/\b(baja|publicidad|desuscrib\w*)\b/.test(folded)) return 'retirar autorización información comercial'
  if (/\b(usan|hacen con|para que|pa que)\b/.test(folded)) return 'finalidades datos personales'
  return 'datos personales'
}

// 'en cuánto tiempo...?', '¿cuánto dura...?': the answer is a length of time.
const HOW_LONG = /\b(cuanto tiempo|en cuanto|cuantos dias|cuanto dura|que tiempo|plazo)\b/
const DURATION = /\b(d[ií]as|meses|años?|semanas|horas)\b/

/** The topic of a policy question, in the words its policy uses ('joyas' -> 'joyería', 'borrar' -> 'supresión'). */
function policyTopic(folded: string): PolicyTopic {
  if (/\b(garant|defect|falla|repar|reloj|joy)/.test(folded))
    return {
      hint: /\b(reloj|joy)/.test(folded) ? 'garantía relojes joyería un año' : 'garantía defectos',
      within: /garant/i,
    }
  if (PRIVACY.test(folded)) return { hint: privacyWords(folded), within: /datos/i }
  if (/\b(revers|fraude|contracargo)/.test(folded)) return { hint: 'reversión del pago', within: RETURNS }
  if (/\b(retract|arrepent)/.test(folded))
    return { hint: 'derecho de retracto días hábiles', within: RETURNS }
  if (/\b(devol|devuelv|cambi|no me (sirve|queda|quedo|gusto))/.test(folded))
    return { hint: 'cambios devoluciones días calendario', within: RETURNS }
  return { hint: '' }
}

/**
 * The sentence of the policies (or FAQs) that answers a policy question: within its topic's passages, the
 * shopper's words first, the topic's own words and the categories of the products it names after.
 */
export function policyPassage(ctx: ChatContext, asked: string): PassageMatch | null {
  const folded = foldKeep(asked)
  const topic = policyTopic(folded)
  const request = readProductRequest(asked, ctx.lexicon)
  const named = (request.query.text ?? '').split(' ').filter((w) => isProductWord(w, ctx.lexicon))
  const hint = [topic.hint, ...categoriesNaming(ctx.index, named)].join(' ')
  const options = topic.within
    ? { sources: ['policy' as const], require: topic.within, prefer: topic.within }
    : { sources: ['policy' as const, 'faq' as const] }
  const favour = HOW_LONG.test(folded) ? DURATION : undefined
  const match = bestSentence(ctx.knowledge, asked, { ...options, hint, favour })
  if (!match || !namesPage(asked)) return match
  // 'política de retracto' opens its section; 'política de privacidad', a heading it does not name, the page.
  const ownSection = questionWords(asked).some((w) => match.passage.headingStems.has(stem(w)))
  return { ...match, passage: ownSection ? match.passage : pageOf(ctx, match.passage)[0]!, sentence: 0 }
}

// A question that asks how to do something, or asks for it: the answer ends with where to ask.
const ASKS_HOW =
  /\b(como|donde|que hago|que debo|a quien|quiero|kiero|quisiera|necesito|borr\w*|elimin\w*|darme de baja)\b/

const pageOf = (ctx: ChatContext, passage: Passage) =>
  ctx.knowledge.passages.filter((p) => p.source === passage.source && p.title === passage.title)

/** The sentence of the same page that says where to write, for a question that asks how. */
function whereToAsk(ctx: ChatContext, match: PassageMatch, message: string): string | null {
  if (!ASKS_HOW.test(foldKeep(message))) return null
  const sentences = pageOf(ctx, match.passage).flatMap((p) => p.sentences)
  return sentences.find((s) => REACHES.test(s.text))?.text ?? null
}

// 'política de privacidad', 'términos y condiciones': the policy itself is asked for; its opening answers.
const NAMES_PAGE = /\b(politica|politicas|terminos y condiciones)\b/
const PAGE_WORDS = new Set(['politica', 'politicas', 'terminos', 'condiciones'])

function namesPage(message: string): boolean {
  const rest = questionWords(message).filter((w) => !PAGE_WORDS.has(w))
  return NAMES_PAGE.test(foldKeep(message)) && rest.length <= 2
}

export function answerPolicy(ctx: ChatContext, message: string): string {
  const match = policyPassage(ctx, message)
  return match
    ? quoted(match, message, whereToAsk(ctx, match, message))
    : 'No tengo ese dato en las políticas de la tienda. Puedes leerlas en /politicas o escribirnos en /contacto.'
}

const APOLOGY = {
  damaged: 'Lamento mucho que tu producto haya llegado o quedado así.',
  late: 'Lamento mucho la demora con tu pedido.',
  wrong: 'Lamento mucho la confusión con tu pedido.',
  other: 'Lamento mucho que hayas tenido una mala experiencia con nosotros.',
} as const

/** An apology, the policy that applies, and the hand-off to a person (docs/product/assistant.md#complaints). */
export function answerComplaint(ctx: ChatContext, message: string): string {
  const kind = problemKind(message)
  const { knowledge } = ctx
  const match =
    kind === 'damaged' || WARRANTY.test(foldKeep(message))
      ? policyPassage(ctx, `${message} garantía defectos`)
      : kind === 'late'
        ? bestPassage(knowledge, 'paquete pierde llega dañado seguimiento guía', { sources: ['shipping'] })
        : kind === 'wrong'
          ? returnsPassage(knowledge, 'cambiar producto no corresponde a lo pedido')
          : null
  const policy = match ? ` ${quoted(match, message)}` : ''
  const follow =
    kind === 'late' && ctx.caller ? ' También puedes ver el estado de tus pedidos en /cuenta/pedidos.' : ''
  return `${APOLOGY[kind]}${policy}${follow} Escríbenos en ${complaintLink(message)} con el número de tu pedido (y una foto si aplica) y una persona de nuestro equipo te responde para solucionarlo. ${HANDOFF_OFFER}`
}

/** Where the store is and how to reach it, from its settings. */
export function answerStoreInfo(ctx: ChatContext, message: string): string {
  const { settings } = ctx.knowledge
  const folded = foldKeep(message)
  const address = settings.contact_address?.trim()
  // '¿dónde queda el hospital?' asks where something else is.
  const elsewhere = /\bdonde (queda|hay|esta|consigo) (el|la|un|una) (?!tienda|local|bodega)\w+/.test(folded)
  if (elsewhere) return answerOutOfScope()
  const asksPlace = /\b(donde|ubicad|direccion|tienda fisica|local|ciudad|recoger|de donde)\b/.test(folded)
  if (asksPlace && address)
    return `Estamos en ${address}. Si quieres confirmar algo antes de venir, escríbenos en /contacto.`
  const hours = /\b(hora|horario|abren|cierran|domingo|festivo|sabado)\b/.test(folded)
    ? 'No tengo publicado un horario de atención, pero respondemos los mensajes lo antes posible. '
    : ''
  const facts = contactFacts(settings)
  return `${hours}${facts ?? ''} También puedes escribirnos desde el formulario de /contacto y te responderemos pronto.`.trim()
}

export function answerOutOfScope(): string {
  return `Eso se me sale de las manos: soy el asistente de la tienda. ${CAN_DO}`
}

export function answerBargain(): string {
  return `Lo siento, no puedo cambiar precios, dar descuentos ni crear cupones. Los descuentos vigentes ya se ven en cada producto; si quieres, te muestro los productos en oferta. ${CAN_DO}`
}
