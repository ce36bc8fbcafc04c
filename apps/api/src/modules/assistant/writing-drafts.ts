import { effectivePrice } from '@vitrina/core/discount'
import { formatCOP, formatRating } from '@vitrina/core/format'
import type {
  CategoryDetailsDraft,
  FutureProductDraft,
  LandingContentDraft,
  MessageReplyDraft,
} from '@vitrina/core/schemas/assistant'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { slugify } from '@vitrina/core/slug'
import { foldKeep, questionWords } from './chat-language'
import { replyAnswer } from './reply-answers'
import { topicOf, orderNumberIn } from './chat-request'
import { EMPTY_QUERY, findProducts, availableOptions, type ProductQuery } from './product-finder.service'
import { bestPassage, quote, returnsPassage } from './passage-search'
import { joinList, paymentFacts, shippingFacts } from './store-knowledge'
import {
  capitalise,
  contactLine,
  sentences,
  storeCity,
  titleCase,
  whatWeSell,
  type WritingFacts,
} from './writing-facts'

// The writing helpers without a model (docs/product/assistant.md#writing-helpers): first drafts composed from
// the store's own data and the staff's briefing, so a merchant always gets something useful to review.
// Nothing here invents a price, stock figure or date of the store: those come from the rows read.

type Draft<T> = Omit<T, 'engine'>

/** What the store's texts say about a question, as plain sentences (policies, shipping, About). */
function storeSays(facts: WritingFacts, question: string): string[] {
  const { knowledge } = facts
  const topic = topicOf(question)
  const found: string[] = []
  if (topic === 'shipping') found.push(shippingFacts(knowledge.settings))
  if (topic === 'payment') found.push(paymentFacts(knowledge))
  const match = bestPassage(knowledge, question, { sources: ['policy', 'shipping', 'about'] })
  if (match && match.coverage >= 0.5) found.push(quote(match.passage, question, 400))
  return found
}

export function faqAnswerDraft(question: string, briefing: string | undefined, facts: WritingFacts): string {
  const own = sentences(briefing)
  const known = storeSays(facts, question)
  const closing = `Si tienes más preguntas, ${contactLine(facts.knowledge.settings)}.`
  if (!own.length && !known.length)
    return `En ${facts.knowledge.storeName} queremos ayudarte con esto. ${capitalise(contactLine(facts.knowledge.settings))} y te respondemos lo antes posible.`
  return [...own, ...known, closing].join(' ')
}

/** An About section (plain text, paragraphs separated by a blank line). */
export function cmsDraft(title: string, briefing: string | undefined, facts: WritingFacts): string {
  const { storeName, settings } = facts.knowledge
  const city = storeCity(settings)
  const where = city ? ` desde ${city}` : ''
  const sell = whatWeSell(facts.categories)
  const own = sentences(briefing).join(' ')
  const folded = foldKeep(title)
  let paragraphs: string[]
  if (/histor|origen|quienes somos|nosotros/.test(folded))
    paragraphs = [
      `${storeName} nació con una idea sencilla: reunir en un solo lugar ${sell}, elegidos con cuidado y entregados en la puerta de tu casa.`,
      own ||
        `Hoy atendemos pedidos${where} para clientes de todo el país, con la misma atención del primer día.`,
    ]
  else if (/mision/.test(folded))
    paragraphs = [
      `Nuestra misión es ofrecer ${sell} de calidad a precios justos${where}, con una experiencia de compra sencilla y confiable.`,
      ...(own ? [own] : []),
    ]
  else if (/vision/.test(folded))
    paragraphs = [
      `Queremos ser la tienda en línea de referencia en Colombia para quienes buscan ${sell}, reconocida por su servicio y por la confianza de sus clientes.`,
      ...(own ? [own] : []),
    ]
  else
    paragraphs = [
      `${settings.store_slogan?.trim() || storeName}. En ${storeName} encuentras ${sell}${where}.`,
      ...(own ? [own] : []),
    ]
  return paragraphs.join('\n\n')
}

const searchFor = (text: string): ProductQuery => ({ ...EMPTY_QUERY, text })

export async function categoryDraft(
  categoryName: string,
  facts: WritingFacts,
): Promise<Draft<CategoryDetailsDraft>> {
  const name = titleCase(categoryName)
  const examples = await findProducts(facts.db, facts.lexicon, searchFor(categoryName), 4)
  const store = facts.knowledge.storeName
  const description = examples.length
    ? `${name} en ${store}: ${joinList(examples.map((f) => f.product.name))} y más opciones para cada estilo y presupuesto.`
    : `Descubre nuestra selección de ${name.toLowerCase()} en ${store}: opciones para cada estilo y presupuesto, elegidas con cuidado.`
  return { name, slug: slugify(name), description }
}

const DAY = 24 * 60 * 60 * 1000
// A launch date to start from: the first day of the month about three months ahead.
const LAUNCH_IN_DAYS = 90

export async function futureProductDraft(
  idea: string,
  facts: WritingFacts,
  now = new Date(),
): Promise<Draft<FutureProductDraft>> {
  const firstClause = idea.split(/[.,;:\n]/)[0]!.trim()
  const core = firstClause.replace(
    /^(quiero|queremos|vamos a|lanzar|sacar|crear|hacer|una|un|la|el|nueva|nuevo|\s)+/i,
    '',
  )
  const name = titleCase(core || firstClause).slice(0, 80)
  const similar = await findProducts(facts.db, facts.lexicon, searchFor(idea), 10)
  const counts = new Map<string, number>()
  for (const f of similar)
    for (const c of f.product.categories) counts.set(c.name, (counts.get(c.name) ?? 0) + 1)
  const category = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
  const launch = new Date(now.getTime() + LAUNCH_IN_DAYS * DAY)
  const date = `${launch.getUTCFullYear()}-${String(launch.getUTCMonth() + 1).padStart(2, '0')}-01`
  const description = [
    capitalise(/[.!?]$/.test(idea.trim()) ? idea.trim() : `${idea.trim()}.`),
    `Muy pronto en ${facts.knowledge.storeName}${category ? `, en ${category}` : ''}.`,
  ].join(' ')
  return { name, category, description, expected_release_date: date }
}

export function landingDraft(product: ProductDetail, facts: WritingFacts): Draft<LandingContentDraft> {
  const price = effectivePrice(product)
  const options = availableOptions(product).filter((o) => o.values.length)
  const optionsText = options.map((o) => `${o.name.toLowerCase()} ${joinList(o.values)}`)
  const inStock = product.stock_quantity > 0
  const first = /^.*?[.!?](?=\s|$)/s.exec(product.description.trim())?.[0] ?? product.description.trim()
  const priceText =
    price < product.price
      ? `Antes ${formatCOP(product.price)}, ahora ${formatCOP(price)}.`
      : `Precio: ${formatCOP(price)}.`
  const best = [...product.reviews].sort(
    (a, b) => b.rating - a.rating || b.comment.length - a.comment.length,
  )[0]
  const returns = returnsPassage(facts.knowledge, 'cambios devoluciones días')
  const benefits = [
    product.review_count > 0 && best
      ? {
          title: `${formatRating(product.rating_average)} de 5 en ${product.review_count} reseñas`,
          text: `«${best.comment}» — ${best.username}`,
        }
      : null,
    optionsText.length ? { title: 'Elige la tuya', text: `Disponible en ${joinList(optionsText)}.` } : null,
    product.brand ? { title: `Hecho por ${product.brand}`, text: first } : null,
    { title: 'Envío a tu puerta', text: shippingFacts(facts.knowledge.settings) },
    returns
      ? { title: 'Compra tranquilo', text: quote(returns.passage, 'cambios devoluciones días', 200) }
      : null,
  ].filter((b): b is { title: string; text: string } => b !== null)
  return {
    headline: product.name,
    subheadline: `${first} ${priceText}`.trim(),
    body: [
      product.description.trim(),
      optionsText.length ? `Disponible en ${joinList(optionsText)}.` : null,
      priceText,
    ]
      .filter(Boolean)
      .join('\n\n'),
    benefits: benefits.slice(0, 4),
    cta: !inStock ? 'Avísame cuando vuelva' : product.has_options ? 'Elegir mis opciones' : 'Comprar ahora',
  }
}

export async function replyDraft(
  input: { customerMessage: string; customerName?: string | undefined; subject?: string | undefined },
  facts: WritingFacts,
  orderStatus: (number: string) => Promise<string | null>,
): Promise<Draft<MessageReplyDraft>> {
  const { storeName } = facts.knowledge
  const firstName = input.customerName?.trim().split(/\s+/)[0]
  const about = `${input.subject ?? ''} ${input.customerMessage}`
  const lines = [
    firstName ? `Hola ${capitalise(firstName)},` : 'Hola,',
    '',
    `Gracias por escribirnos${input.subject?.trim() ? ` sobre «${input.subject.trim()}»` : ''}.`,
  ]
  const number = orderNumberIn(about)
  const status = number ? await orderStatus(number) : null
  if (status) lines.push(`Revisamos tu pedido #${number}: ${status}.`)
  else if (number)
    lines.push(
      `No encontramos un pedido con el número #${number}; ¿podrías confirmarlo? Lo ves en el correo de confirmación o en Mi Cuenta.`,
    )
  lines.push(...(await replyAnswer({ ...facts, caller: null }, about)))
  if (lines.length === 3)
    lines.push(
      `Recibimos tu mensaje sobre ${joinList(questionWords(about).slice(0, 3)) || 'tu consulta'} y te respondemos con todos los detalles muy pronto.`,
    )
  lines.push(
    '',
    'Quedamos atentos a cualquier otra inquietud.',
    '',
    'Saludos cordiales,',
    `Equipo de ${storeName}`,
  )
  return { replyText: lines.join('\n') }
}
