import { questionWords, stem } from './chat-language'
import type { Passage, StoreKnowledge } from './store-knowledge'

// Finding what the store's own texts say about a question (docs/assistant.md#understanding): the section
// that answers it, its sentences for a quote, and the words that ask about the same thing. The sentence
// that answers a policy question is found in sentence-search.ts.

// Words that ask about the same thing: a question using one finds an answer using another.
const RELATED_GROUPS = [
  [
    'devolver',
    'devolucion',
    'devuelven',
    'devuelve',
    'cambio',
    'cambiar',
    'retracto',
    'reembolso',
    'retractarme',
  ],
  ['plata', 'dinero', 'reembolso', 'pagado'],
  ['envio', 'enviar', 'domicilio', 'despacho', 'mandan', 'transporte', 'flete'],
  ['tarda', 'demora', 'tiempo', 'dias', 'llega', 'llegar', 'entrega', 'entregan', 'plazo'],
  ['costo', 'costos', 'cuesta', 'valor', 'cobran', 'paga'],
  ['pago', 'pagar', 'medios'],
  ['garantia', 'defecto', 'falla', 'danado', 'roto', 'malo', 'mala'],
  ['reparar', 'reparan', 'arreglar', 'arreglan'],
  ['dura', 'duracion', 'meses', 'ano'],
  ['datos', 'privacidad', 'personales', 'habeas', 'informacion'],
  ['borrar', 'borro', 'borren', 'eliminar', 'suprimir', 'supresion', 'cerrar', 'cancelar'],
  ['publicidad', 'comercial', 'promocional', 'boletin'],
  ['baja', 'retirar', 'revocar', 'desuscribir'],
  ['responder', 'responden', 'respuesta', 'atender', 'atienden', 'atendemos'],
  ['solicitud', 'consulta', 'consultas', 'peticion'],
  ['diferencia', 'diferencias', 'variacion', 'variaciones', 'distinto', 'imperfeccion'],
  ['lavar', 'lave', 'lavado', 'lavada', 'usado', 'usada', 'uso', 'puse', 'usar'],
  ['etiqueta', 'etiquetas', 'marquilla'],
  ['reversar', 'reversion', 'revertir', 'contracargo'],
  ['talla', 'medida', 'horma', 'medidas'],
  ['original', 'originales', 'autentico', 'autenticas', 'hechas', 'mano'],
  ['exterior', 'internacional', 'fuera', 'paises', 'extranjero'],
  ['seguimiento', 'rastrear', 'guia', 'rastreo'],
]
/** For each word stem, the stems of the words that ask about the same thing (itself included). */
export const related = new Map<string, Set<string>>()
for (const group of RELATED_GROUPS) {
  const stems = group.map(stem)
  for (const s of stems) related.set(s, new Set([...(related.get(s) ?? []), ...stems]))
}

export interface PassageMatch {
  passage: Passage
  score: number
  /** Share of the question's words the passage answers (0-1). */
  coverage: number
  /** How many of the question's words it answers. */
  matched: number
  /** The sentence of the passage that answers best, when the search was by sentence. */
  sentence?: number
  /** The topic's words the search added to the question's, which the quote weighs too. */
  hint?: string
}

export interface SearchOptions {
  sources?: Passage['source'][]
  /** Only passages whose title, heading or text matches. */
  require?: RegExp
  /** Passages whose title or heading matches weigh half again as much (the topic's own entries). */
  prefer?: RegExp
}

export const inPool = (p: Passage, options: SearchOptions) =>
  (!options.sources || options.sources.includes(p.source)) &&
  (!options.require || options.require.test(`${p.title} ${p.heading ?? ''} ${p.text}`))

export const askedStems = (text: string) => [...new Set(questionWords(text).map(stem))]

/**
 * The passage that best answers a question: idf-weighted word overlap, where a word in a policy's
 * section heading counts most, then in the title (or the FAQ's question), then in the text.
 */
export function bestPassage(
  knowledge: StoreKnowledge,
  question: string,
  options: SearchOptions = {},
): PassageMatch | null {
  const asked = askedStems(question)
  if (!asked.length) return null
  const pool = knowledge.passages.filter((p) => inPool(p, options))
  const df = new Map<string, number>()
  for (const p of knowledge.passages)
    for (const s of new Set([...p.stems, ...p.titleStems, ...p.headingStems])) df.set(s, (df.get(s) ?? 0) + 1)
  const idf = (s: string) => Math.log(1 + knowledge.passages.length / (df.get(s) ?? 0.5))

  let best: PassageMatch | null = null
  for (const p of pool) {
    let score = 0
    let answered = 0
    for (const s of asked) {
      const alternatives = related.get(s) ?? new Set([s])
      const direct = p.headingStems.has(s) ? 2.5 : p.titleStems.has(s) ? 2 : p.stems.has(s) ? 1 : 0
      const near = [...alternatives].some(
        (a) => p.titleStems.has(a) || p.headingStems.has(a) || p.stems.has(a),
      )
        ? 0.5
        : 0
      const weight = Math.max(direct, near)
      if (weight > 0) answered += 1
      score += weight * idf(s)
    }
    if (options.prefer?.test(`${p.title} ${p.heading ?? ''}`)) score *= 1.5
    const match = { passage: p, score, coverage: answered / asked.length, matched: answered }
    if (score > 0 && (!best || score > best.score)) best = match
  }
  return best
}

const RETURNS_WORDS = /devol|devuelv|cambi|retract|reembols|garant|revers/i

/** The policy or FAQ passage about returns, exchanges or warranties that best answers a question. */
export function returnsPassage(knowledge: StoreKnowledge, question: string): PassageMatch | null {
  return bestPassage(knowledge, question, {
    sources: ['policy', 'faq'],
    require: RETURNS_WORDS,
    prefer: RETURNS_WORDS,
  })
}

/** The sentences of a passage that answer the question, cut to a short quote (drafts take longer ones). */
export function quote(passage: Passage, question: string, maxChars = 320): string {
  const asked = new Set(askedStems(question))
  if (passage.text.length <= maxChars) return passage.text.replace(/\n/g, ' ')
  const ranked = passage.sentences
    .map((s, i) => ({ text: s.text, i, hits: [...s.stems.keys()].filter((t) => asked.has(t)).length }))
    .sort((a, b) => b.hits - a.hits || a.i - b.i)
  const chosen: typeof ranked = []
  let length = 0
  for (const s of ranked) {
    if (chosen.length && length + s.text.length > maxChars) break
    chosen.push(s)
    length += s.text.length + 1
  }
  const text = chosen
    .sort((a, b) => a.i - b.i)
    .map((s) => s.text)
    .join(' ')
  return text.length > maxChars ? `${text.slice(0, maxChars - 1).trimEnd()}…` : text
}

/** Where a quote comes from, for the reply ('nuestras preguntas frecuentes', 'la política «…»'). */
export function sourceLabel(passage: Passage): string {
  if (passage.source === 'faq') return 'nuestras preguntas frecuentes'
  if (passage.source === 'policy') return `nuestra política «${passage.title}»`
  if (passage.source === 'about') return 'nuestra página Sobre Nosotros'
  return `nuestra información de envíos («${passage.title}»)`
}
