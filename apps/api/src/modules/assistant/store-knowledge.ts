import sanitizeHtml from 'sanitize-html'
import { checkoutPaymentMethods, codRules, type CheckoutPaymentMethod } from '@vitrina/core/payment-methods'
import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { formatCOP } from '@vitrina/core/format'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'
import { paths } from '@vitrina/core/paths'
import type { Db } from '../../db/client'
import { listFaqs } from '../content/faqs.service'
import { listPolicies } from '../content/policies.service'
import { listShippingZones } from '../content/shipping-zones.service'
import { listShippingInfo } from '../content/shipping.service'
import { listAboutSections } from '../content/about.service'
import { questionWords, stem } from './chat-language'

// What the store says about itself, read live: FAQs, policies and shipping entries cut into passages the
// assistant can quote, and the public settings (name, contact, shipping cost). Both engines answer from it.

export interface Passage {
  source: 'faq' | 'policy' | 'shipping' | 'about'
  /** The FAQ's question, or the policy's / shipping entry's title. */
  title: string
  /** The heading inside a policy the passage sits under. */
  heading: string | null
  text: string
  /** Where the shopper reads the whole entry. */
  link: string | null
  stems: Set<string>
  titleStems: Set<string>
  headingStems: Set<string>
}

export interface StoreKnowledge {
  storeName: string
  settings: Record<string, string>
  passages: Passage[]
  /** The online payment providers with their keys set; cash on delivery follows the settings. */
  providers: PaymentProviders
  /**
   * Shipping zones (docs/product/platform.md#one-process): a question naming a place is answered with that
   * place's quote.
   */
  zones: ShippingZone[]
}

const stemsOf = (text: string) => new Set(questionWords(text).map(stem))

/** HTML as plain text, one line per block (paragraph, list item, heading). */
export function htmlToText(html: string): string {
  const blocks = html.replace(/<\/(p|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '$&\n')
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** A policy or shipping entry cut at its headings: each section is one passage. */
function sections(html: string): { heading: string | null; text: string }[] {
  const parts = html.split(/(<h[2-4][^>]*>[\s\S]*?<\/h[2-4]>)/i)
  const out: { heading: string | null; text: string }[] = []
  let heading: string | null = null
  for (const part of parts) {
    if (/^<h[2-4]/i.test(part)) heading = htmlToText(part)
    else {
      const text = htmlToText(part)
      if (text) out.push({ heading, text })
    }
  }
  return out
}

function passage(
  source: Passage['source'],
  title: string,
  heading: string | null,
  text: string,
  link: string | null,
): Passage {
  return {
    source,
    title,
    heading,
    text,
    link,
    stems: stemsOf(text),
    titleStems: stemsOf(title),
    headingStems: stemsOf(heading ?? ''),
  }
}

export interface StoreTexts {
  faqs: { question: string; answer: string }[]
  policies: { title: string; content: string }[]
  shipping: { title: string; content: string }[]
  about: { title: string; content: string }[]
}

/** The store's texts cut into passages (pure: unit tests build it from plain data). */
export function buildKnowledge(
  texts: StoreTexts,
  settings: Record<string, string>,
  providers: PaymentProviders,
  zones: ShippingZone[] = [],
): StoreKnowledge {
  const passages: Passage[] = [
    ...texts.faqs.map((f) => passage('faq', f.question, null, f.answer, paths.faqs)),
    ...texts.policies.flatMap((p) =>
      sections(p.content).map((s) => passage('policy', p.title, s.heading, s.text, paths.policies)),
    ),
    ...texts.shipping.flatMap((s) =>
      sections(s.content).map((sec) => passage('shipping', s.title, sec.heading, sec.text, null)),
    ),
    ...texts.about
      .filter((a) => a.content.trim())
      .map((a) => passage('about', a.title, null, a.content.replace(/\n+/g, '\n'), paths.about)),
  ]
  return {
    storeName: settings.store_name?.trim() || STORE_DEFAULT_NAME,
    settings,
    passages,
    providers,
    zones,
  }
}

export async function loadStoreKnowledge(
  db: Db,
  settings: Record<string, string>,
  providers: PaymentProviders,
): Promise<StoreKnowledge> {
  const [faqs, policies, shipping, about, zones] = await Promise.all([
    listFaqs(db),
    listPolicies(db),
    listShippingInfo(db),
    listAboutSections(db),
    listShippingZones(db),
  ])
  return buildKnowledge({ faqs, policies, shipping, about }, settings, providers, zones)
}

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
  ['envio', 'enviar', 'domicilio', 'despacho', 'mandan'],
  ['tarda', 'demora', 'tiempo', 'dias', 'llega', 'llegar', 'entrega', 'entregan'],
  ['costo', 'cuesta', 'valor', 'cobran'],
  ['pago', 'pagar', 'medios'],
  ['garantia', 'defecto', 'falla', 'danado', 'roto'],
  ['datos', 'privacidad', 'personales', 'habeas'],
  ['talla', 'medida', 'horma', 'medidas'],
  ['original', 'originales', 'autentico', 'autenticas', 'hechas', 'mano'],
  ['exterior', 'internacional', 'fuera', 'paises', 'extranjero'],
  ['seguimiento', 'rastrear', 'guia', 'rastreo'],
]
const related = new Map<string, Set<string>>()
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
}

/**
 * The passage that best answers a question: idf-weighted word overlap, where a word in a policy's
 * section heading counts most, then in the title (or the FAQ's question), then in the text.
 */
export function bestPassage(
  knowledge: StoreKnowledge,
  question: string,
  options: {
    sources?: Passage['source'][]
    /** Only passages whose title, heading or text matches. */
    require?: RegExp
    /** Passages whose title or heading matches weigh half again as much (the topic's own entries). */
    prefer?: RegExp
  } = {},
): PassageMatch | null {
  const asked = [...new Set(questionWords(question).map(stem))]
  if (!asked.length) return null
  const pool = knowledge.passages.filter(
    (p) =>
      (!options.sources || options.sources.includes(p.source)) &&
      (!options.require || options.require.test(`${p.title} ${p.heading ?? ''} ${p.text}`)),
  )
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

/** The sentences of a passage that answer the question, cut to a short quote. */
export function quote(passage: Passage, question: string, maxChars = 320): string {
  const asked = new Set(questionWords(question).map(stem))
  const sentences = passage.text
    .split(/\n|(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/)
    .map((s) => s.trim())
    .filter(Boolean)
  if (passage.text.length <= maxChars) return passage.text.replace(/\n/g, ' ')
  const ranked = sentences
    .map((text, i) => ({ text, i, hits: [...stemsOf(text)].filter((s) => asked.has(s)).length }))
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

const money = (value: string | undefined) => {
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null
}

// docs/product/cart-and-totals.md#free-shipping: without a threshold setting free shipping never applies
// (default 999999999).
const NO_FREE_SHIPPING = 999_999_999

/** The shipping rule of docs/product/cart-and-totals.md#free-shipping in words, from the settings. */
export function shippingFacts(settings: Record<string, string>): string {
  const cost = money(settings.shipping_cost) ?? 0
  const threshold = money(settings.free_shipping_threshold)
  const free = threshold !== null && threshold < NO_FREE_SHIPPING
  if (cost === 0) return 'El envío no tiene costo.'
  return free
    ? `El envío cuesta ${formatCOP(cost)} y es gratis cuando el subtotal de tu compra, con descuentos, llega a ${formatCOP(threshold)}.`
    : `El envío cuesta ${formatCOP(cost)} por pedido.`
}

/**
 * The payment methods the checkout offers (docs/product/checkout-and-payments.md#payment-step): cash on
 * delivery always, PayPal when set up.
 */
export interface PaymentProviders {
  paypal: boolean
  wompi: boolean
}

/**
 * The ways to pay the checkout offers right now (docs/product/checkout-and-payments.md#payment-methods): the
 * same rule as the checkout, so the assistant never promises a method that is off.
 */
export function paymentFacts(knowledge: Pick<StoreKnowledge, 'settings' | 'providers'>): string {
  const cod = codRules(knowledge.settings)
  const limit = cod.maxTotal === null ? '' : `, para pedidos de hasta ${formatCOP(cod.maxTotal)}`
  const names: Record<CheckoutPaymentMethod, string> = {
    contra_entrega: `Pago Contra Entrega (pagas en efectivo cuando recibes el pedido${limit})`,
    paypal: 'PayPal (tarjetas de crédito y débito)',
    wompi: 'Wompi (tarjeta, PSE, Nequi o transferencia Bancolombia)',
  }
  const methods = checkoutPaymentMethods(cod, knowledge.providers)
  if (!methods.length) return 'En este momento la tienda no tiene métodos de pago disponibles.'
  return `Puedes pagar con ${joinList(
    methods.map((m) => names[m]),
    'o',
  )}.`
}

/** The contact data the store publishes (docs/product/content.md#contact-page), or null when none is set. */
export function contactFacts(settings: Record<string, string>): string | null {
  const parts = [
    settings.contact_email?.trim() && `correo ${settings.contact_email.trim()}`,
    settings.contact_phone?.trim() && `teléfono ${settings.contact_phone.trim()}`,
    settings.contact_address?.trim() && `dirección ${settings.contact_address.trim()}`,
  ].filter(Boolean)
  return parts.length ? `Puedes contactarnos por ${joinList(parts as string[])}.` : null
}

/** 'a', 'a y b', 'a, b y c'. */
export function joinList(items: readonly string[], last = 'y'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`
}
