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
  /** The text cut into sentences (a list item is one), each with its word stems: what a quote is made of. */
  sentences: Sentence[]
}

export interface Sentence {
  text: string
  /** How many times each stem occurs. */
  stems: Map<string, number>
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

function stemCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const s of questionWords(text).map(stem)) counts.set(s, (counts.get(s) ?? 0) + 1)
  return counts
}

/** A passage's sentences: its lines (paragraphs, list items) cut after a full stop before a capital. */
export function sentencesOf(text: string): Sentence[] {
  return text
    .split(/\n|(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ({ text: s, stems: stemCounts(s) }))
}

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
    sentences: sentencesOf(text),
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
