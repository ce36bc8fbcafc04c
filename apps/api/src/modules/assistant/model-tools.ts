import { z } from 'zod'
import { formatCOP, formatRating, truncate } from '@vitrina/core/format'
import type { ChatProduct } from '@vitrina/core/schemas/assistant'
import type { Category } from '@vitrina/core/schemas/categories'
import { pathTo, paths } from '@vitrina/core/paths'
import { getProductDetail } from '../catalog/product-detail.service'
import { words } from '../catalog/search-text'
import type { ChatContext } from './chat-context'
import { extractColour, foldKeep } from './chat-language'
import { describeOrder, findOwnOrder, recentOwnOrders } from './customer-orders.service'
import {
  availableOptions,
  EMPTY_QUERY,
  findProducts,
  matchProduct,
  productCard,
  type FoundProduct,
  type ProductQuery,
} from './product-finder.service'
import { shippingToPlace } from './shipping-answers'
import { bestPassage, quote } from './passage-search'
import { contactFacts, paymentFacts, shippingFacts } from './store-knowledge'
import type { ToolCall, ToolSpec } from './model-client'

// The tools a language model may call. Each reads the live database; the caller's orders come from the
// verified session, so a tool call can never reach another customer's data whatever the model asks.

const MAX_RESULTS = 6
const MAX_CARDS = 4

export const TOOL_SPECS: ToolSpec[] = [
  {
    type: 'function',
    function: {
      name: 'buscar_productos',
      description:
        'Busca productos del catálogo (búsqueda en español con sinónimos y errores de escritura). Devuelve solo productos reales con su precio en pesos y sus tallas y colores disponibles.',
      parameters: {
        type: 'object',
        properties: {
          texto: { type: 'string', description: 'Lo que busca el cliente, p. ej. "chaqueta de cuero"' },
          categoria: { type: 'string', description: 'Nombre o slug de una categoría de la tienda' },
          precio_min: { type: 'integer', description: 'Precio mínimo en pesos' },
          precio_max: { type: 'integer', description: 'Precio máximo en pesos' },
          color: { type: 'string', description: 'Color, p. ej. "negro"' },
          talla: { type: 'string', description: 'Talla, p. ej. "M" o "38"' },
          solo_disponibles: {
            type: 'boolean',
            description: 'Solo productos con existencias (por defecto sí)',
          },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'ver_producto',
      description: 'Detalle de un producto por su id: descripción, precio, opciones disponibles y reseñas.',
      parameters: {
        type: 'object',
        properties: { id: { type: 'integer' } },
        required: ['id'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'informacion_tienda',
      description: 'Datos de la tienda sobre envíos, cambios y devoluciones, medios de pago o contacto.',
      parameters: {
        type: 'object',
        properties: {
          tema: { type: 'string', enum: ['envios', 'devoluciones', 'pagos', 'contacto'] },
          pregunta: {
            type: 'string',
            description: 'La pregunta del cliente, para citar la política que la responde',
          },
        },
        required: ['tema'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'mis_pedidos',
      description:
        'Pedidos recientes del cliente que está escribiendo (solo si inició sesión). Opcionalmente uno por su número de 6 caracteres.',
      parameters: {
        type: 'object',
        properties: { numero: { type: 'string', description: 'Número del pedido, p. ej. "A1B2C3"' } },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'mostrar_productos',
      description:
        'Muestra al cliente tarjetas de los productos que le recomiendas (ids obtenidos con buscar_productos).',
      parameters: {
        type: 'object',
        properties: { ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_CARDS } },
        required: ['ids'],
        additionalProperties: false,
      },
    },
  },
]

const searchArgs = z.strictObject({
  texto: z.string().max(200).optional(),
  categoria: z.string().max(100).optional(),
  precio_min: z.number().int().nonnegative().optional(),
  precio_max: z.number().int().nonnegative().optional(),
  color: z.string().max(50).optional(),
  talla: z.string().max(10).optional(),
  solo_disponibles: z.boolean().optional(),
})
const productArgs = z.strictObject({ id: z.number().int().positive() })
const storeArgs = z.strictObject({
  tema: z.enum(['envios', 'devoluciones', 'pagos', 'contacto']),
  pregunta: z.string().max(500).optional(),
})
const orderArgs = z.strictObject({ numero: z.string().max(20).optional() })
const showArgs = z.strictObject({ ids: z.array(z.number().int().positive()).max(10) })

const OWN_ORDERS_ONLY =
  'Solo se pueden consultar los pedidos del cliente que está escribiendo, con su sesión iniciada; nunca los de otra persona.'

/** The tools of one conversation turn: what they found is remembered to build the product cards. */
export class ToolSession {
  private readonly seen = new Map<number, FoundProduct>()
  private shown: number[] = []

  constructor(
    private readonly ctx: ChatContext,
    private readonly categories: () => Promise<Category[]>,
  ) {}

  async run(call: ToolCall): Promise<unknown> {
    let args: unknown
    try {
      args = JSON.parse(call.function.arguments || '{}')
    } catch {
      return { error: 'Argumentos inválidos: deben ser un objeto JSON.' }
    }
    switch (call.function.name) {
      case 'buscar_productos':
        return this.withArgs(searchArgs, args, (a) => this.search(a))
      case 'ver_producto':
        return this.withArgs(productArgs, args, (a) => this.product(a.id))
      case 'informacion_tienda':
        return this.withArgs(storeArgs, args, (a) => this.store(a.tema, a.pregunta ?? ''))
      case 'mis_pedidos': {
        const parsed = orderArgs.safeParse(args)
        return parsed.success ? this.orders(parsed.data.numero) : { error: OWN_ORDERS_ONLY }
      }
      case 'mostrar_productos':
        return this.withArgs(showArgs, args, (a) => {
          this.shown = a.ids.slice(0, MAX_CARDS)
          return { mostrados: this.shown.length }
        })
      default:
        return { error: `La herramienta ${call.function.name} no existe.` }
    }
  }

  private async withArgs<S extends z.ZodType>(schema: S, args: unknown, run: (a: z.infer<S>) => unknown) {
    const parsed = schema.safeParse(args)
    return parsed.success ? run(parsed.data) : { error: 'Argumentos inválidos para esta herramienta.' }
  }

  private async search(a: z.infer<typeof searchArgs>) {
    const colour = a.color ? extractColour(a.color).colour : null
    const category = a.categoria ? await this.categorySlug(a.categoria) : null
    const text = [a.texto, a.color && !colour ? a.color : null, a.categoria && !category ? a.categoria : null]
      .filter(Boolean)
      .join(' ')
    const query: ProductQuery = {
      text: text || null,
      category,
      minPrice: a.precio_min ?? null,
      maxPrice: a.precio_max ?? null,
      colour,
      size: a.talla ? a.talla.trim().toUpperCase() : null,
      inStockOnly: a.solo_disponibles ?? true,
      discountedOnly: false,
      sort: 'relevance',
    }
    const found = await findProducts(this.ctx.db, this.ctx.lexicon, query, MAX_RESULTS)
    for (const f of found) this.seen.set(f.product.id, f)
    return {
      productos: found.map((f) => ({
        id: f.product.id,
        nombre: f.product.name,
        precio: formatCOP(f.price),
        disponible: f.inStock,
        categorias: f.product.categories.map((c) => c.name),
        opciones_disponibles: availableOptions(f.product),
        url: pathTo(paths.product, { id: f.product.id }),
      })),
    }
  }

  private async categorySlug(name: string): Promise<string | null> {
    const wanted = words(name).join(' ')
    const match = (await this.categories()).find((c) => c.slug === name || words(c.name).join(' ') === wanted)
    return match?.slug ?? null
  }

  private async product(id: number) {
    const detail = await getProductDetail(this.ctx.db, { id }).catch(() => null)
    if (!detail) return { error: 'No existe un producto activo con ese id.' }
    const found = matchProduct(detail, { ...EMPTY_QUERY })
    if (found) this.seen.set(id, found)
    return {
      id,
      nombre: detail.name,
      descripcion: truncate(detail.description, 600),
      precio: found ? formatCOP(found.price) : formatCOP(detail.price),
      marca: detail.brand,
      categorias: detail.categories.map((c) => c.name),
      disponible: found?.inStock ?? false,
      opciones_disponibles: availableOptions(detail),
      calificacion: detail.review_count
        ? `${formatRating(detail.rating_average)} de 5 (${detail.review_count} reseñas)`
        : 'sin reseñas',
      url: pathTo(paths.product, { id }),
    }
  }

  private store(topic: 'envios' | 'devoluciones' | 'pagos' | 'contacto', question: string) {
    const { knowledge } = this.ctx
    const cite = (q: string, sources: ('faq' | 'policy' | 'shipping')[]) => {
      const match = bestPassage(knowledge, q, { sources })
      return match ? { fuente: match.passage.title, cita: quote(match.passage, q, 600) } : null
    }
    switch (topic) {
      case 'envios':
        return {
          hechos: shippingFacts(knowledge.settings),
          destino: shippingToPlace(question, knowledge.zones, knowledge.settings),
          detalle: cite(question || 'envío tiempos de entrega', ['shipping', 'faq']),
        }
      case 'devoluciones':
        return {
          detalle: cite(question || 'cambios devoluciones derecho de retracto', ['policy', 'faq']),
          pagina: paths.policies,
        }
      case 'pagos':
        return { hechos: paymentFacts(knowledge) }
      case 'contacto':
        return { hechos: contactFacts(knowledge.settings), formulario: paths.contact }
    }
  }

  private async orders(number: string | undefined) {
    if (!this.ctx.caller)
      return {
        error: 'El cliente no ha iniciado sesión: pídele que inicie sesión en /login para ver sus pedidos.',
      }
    const orders = await recentOwnOrders(this.ctx.db, this.ctx.caller.id)
    if (number) {
      const wanted = `#${number.replace(/^#/, '').trim().toUpperCase()}`
      const order = findOwnOrder(orders, number)
      return order
        ? { pedido: { ...order, resumen: describeOrder(order) } }
        : { error: `No hay un pedido ${wanted} en la cuenta de este cliente. ${OWN_ORDERS_ONLY}` }
    }
    return {
      pedidos: orders.slice(0, 5).map((o) => ({ ...o, resumen: describeOrder(o) })),
      detalle: paths.account.orders,
    }
  }

  /** Cards for the reply: the products the model chose to show, else those it named in its text. */
  async cards(text: string): Promise<ChatProduct[]> {
    const ids = this.shown.length
      ? this.shown
      : [...this.seen.values()]
          .filter((f) => foldKeep(text).includes(foldKeep(f.product.name)))
          .map((f) => f.product.id)
    const cards: ChatProduct[] = []
    for (const id of ids.slice(0, MAX_CARDS)) {
      const found = this.seen.get(id) ?? (await this.load(id))
      if (found) cards.push(productCard(found))
    }
    return cards
  }

  private async load(id: number): Promise<FoundProduct | null> {
    const detail = await getProductDetail(this.ctx.db, { id }).catch(() => null)
    return detail && matchProduct(detail, { ...EMPTY_QUERY })
  }
}
