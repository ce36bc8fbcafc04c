import type { ChatContext } from './chat-context'
import { foldKeep } from './chat-language'
import { complaintLink, HANDOFF_OFFER } from './complaint-handoff'
import { problemKind } from './shopper-entities'
import {
  bestPassage,
  contactFacts,
  quote,
  returnsPassage,
  sourceLabel,
  type PassageMatch,
} from './store-knowledge'

// The clerk's answers that are not products (docs/product/assistant.md#service-answers): the store's
// policies quoted with their link, an apology and a hand-off for a problem with an order, where the store
// is and how to reach it, and short refusals that say what the assistant can do.

const CAN_DO =
  'Puedo ayudarte a buscar productos de la tienda, contarte sobre envíos, pagos, cambios y garantías, o revisar tus pedidos.'

/** 'Según nuestra política «Garantías»: «…» Puedes leer más en /politicas.' */
export function quoted(match: PassageMatch, message: string): string {
  const { passage } = match
  const more = passage.link ? ` Puedes leer más en ${passage.link}.` : ''
  return `Según ${sourceLabel(passage)}: «${quote(passage, message)}»${more}`
}

const WARRANTY = /garant|defect|falla|dan|rot|descos|despeg|funciona|reloj|joy/
const PRIVACY = /\b(datos|privacidad|informacion personal|mi informacion|habeas)\b/

/** The policy passage a question is about: warranty, privacy, returns, or the best FAQ or policy. */
export function policyPassage(ctx: ChatContext, asked: string): PassageMatch | null {
  return bestPolicy(ctx, policyQuestion(asked))
}

/** The question with the words its policy uses ('joyas' -> 'joyería', 'arrepentí' -> 'retracto'). */
function policyQuestion(message: string): string {
  const folded = foldKeep(message)
  if (/\b(reloj|joy)/.test(folded)) return `${message} relojes joyería un año`
  if (/\b(retract|arrepent)/.test(folded)) return `${message} derecho de retracto días hábiles`
  if (/\b(devol|devuelv|cambi|no me (sirve|queda|quedo|gusto))/.test(folded))
    return `${message} cambios devoluciones días calendario`
  return message
}

function bestPolicy(ctx: ChatContext, message: string): PassageMatch | null {
  const { knowledge } = ctx
  const folded = foldKeep(message)
  if (/\bgarant/.test(folded) || /\b(reloj|relojes|joya|joyas)\b/.test(folded))
    return bestPassage(knowledge, message, {
      sources: ['policy'],
      require: /garant/i,
      prefer: /garant/i,
    })
  if (PRIVACY.test(folded) || /\b(protegen|borren|venden mis)\b/.test(folded))
    return bestPassage(knowledge, `${message} datos personales`, {
      sources: ['policy'],
      require: /datos/i,
      prefer: /datos/i,
    })
  if (/\b(devol|devuelv|cambi|retract|arrepent|no me (sirve|queda|quedo|gusto))/.test(folded))
    return bestPassage(knowledge, message, {
      sources: ['policy'],
      require: /devol|cambi|retract/i,
      prefer: /devol|cambi|retract/i,
    })
  return bestPassage(knowledge, message, { sources: ['policy', 'faq'] })
}

export function answerPolicy(ctx: ChatContext, message: string): string {
  const question = policyQuestion(message)
  const match = bestPolicy(ctx, question)
  return match
    ? quoted(match, question)
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
