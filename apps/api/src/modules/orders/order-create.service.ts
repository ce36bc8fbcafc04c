import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { orderLimits } from '@vitrina/core/order-limits'
import type { OrderStatus, PaymentMethod } from '@vitrina/core/order-status'
import type { OrderInput } from '@vitrina/core/schemas/orders'
import { priceRoundingStep } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'
import {
  checkoutPaymentMethods,
  codRefusal,
  codRules,
  PAYMENT_METHOD_OFF,
} from '@vitrina/core/payment-methods'
import { quoteShipping, totalsSettingsFor, type ShippingQuote } from '@vitrina/core/shipping-zones'
import { computeTotals, taxLine, type Totals, type TotalsSettings } from '@vitrina/core/totals'
import { prepared, runPrepared, type Db, type Prepared, type Tx } from '../../db/client'
import { orderItems, orders, orderStatusHistory } from '../../db/schema'
import { conflict, notFound, unprocessable } from '../../lib/errors'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'
import type { Address } from '@vitrina/core/schemas/addresses'
import { ADDRESS_NOT_FOUND, ownAddressJson } from '../addresses/addresses.service'
import { checkLineLimits, checkOpenCashOrders, openCashOrders } from './order-limits.service'
import { lockProducts, type LockedProduct } from './order-locks.service'
import { orderPlacedMailJob, type MailOrder } from './order-mail'
import {
  freezeLines,
  mergeLines,
  stockLeft,
  stockTakenRows,
  stockTaking,
  stockTakingValues,
  type FrozenLines,
  type MergedLine,
} from './order-stock.service'
import { stockNews, type StockNews } from './stock-news'

// docs/product/orders.md#order-creation (POST /api/orders) with docs/product/orders.md#no-oversell,
// docs/product/orders.md#server-decides-money and docs/product/checkout-and-payments.md#idempotency: one
// transaction takes the stock, freezes the lines, computes the totals from database prices and settings with
// the shared docs/product/cart-and-totals.md#totals function (shipping from the address's zone,
// docs/product/platform.md#one-process), and writes the order with its first status.

/** The settings an order reads: the totals' and the price_rounding step. */
export type OrderSettings = TotalsSettings & { price_rounding?: string; shipping_zones_enabled?: string }

export interface OrderCustomer {
  id: string
  username: string
  email: string
}

export interface CreatedOrder {
  orderId: string
  /** False when an Idempotency-Key replay returned the order created earlier. */
  created: boolean
  total_amount: number
  order_date: Date
  /** A new order's confirmation lines under the total (the IVA line, the shipping zone); none on a replay. */
  summary?: string[]
  /** What the new order changed in the catalogue; none on a replay. */
  stock?: StockNews
}

/** The lines under an order's total in its confirmation, as the checkout summary shows them. */
function summaryLines(
  totals: Pick<Totals, 'taxRate' | 'taxIncluded' | 'tax'>,
  zone: string | null,
  estimate: string | null,
): string[] {
  const tax = taxLine(totals)
  return [
    ...(tax ? [`${tax.label}: ${formatCOP(tax.amount)}`] : []),
    ...(zone ? [`Envío: ${zone}${estimate ? ` (${estimate})` : ''}`] : []),
  ]
}

/** The online payment providers whose keys are configured (docs/product/checkout-and-payments.md#payment-methods). */
export interface ConfiguredProviders {
  paypal: boolean
  wompi: boolean
}

/** What the store is like when an order is placed: its settings, zones and configured providers. */
export interface OrderStore {
  settings: OrderSettings & Record<string, string | undefined>
  /** The shipping zones (kept in memory until a zone write, cachedShippingZones). */
  zones: ShippingZone[]
  providers: ConfiguredProviders
}

export async function createOrder(
  db: Db,
  customer: OrderCustomer,
  input: OrderInput,
  store: OrderStore,
  idempotencyKey?: string,
): Promise<CreatedOrder> {
  const lines = mergeLines(input.items)
  // The request as the order sees it: duplicate lines merged, so a reordered cart is the same intent.
  const requestHash = createHash('sha256')
    .update(JSON.stringify([input.shipping_address_id, input.payment_method, lines]))
    .digest('hex')
  const idempotency = idempotencyKey ? { key: idempotencyKey, requestHash } : undefined
  try {
    return await placeOrder(db, customer, input, store, lines, idempotency)
  } catch (err) {
    // A replay of a key: the unique index refused the second order (or the stock, a limit or a setting
    // changed since the first), and the request is answered with the order the key created. The lookup
    // costs only failures, never a new order.
    if (idempotency) {
      const earlier = await findByKey(db, customer.id, idempotency.key, requestHash)
      if (earlier) return earlier
    }
    throw err
  }
}

/**
 * The order in one transaction of three statements (docs/decisions/008-orders-stock-and-idempotency.md): the
 * customer's and the products' locks; their variants and photos with the address and the open cash orders;
 * and the one statement that takes the stock and writes the order, its lines, statuses and confirmation
 * e-mail.
 */
async function placeOrder(
  db: Db,
  customer: OrderCustomer,
  input: OrderInput,
  { settings, zones, providers }: OrderStore,
  lines: MergedLine[],
  idempotency: OrderDraft['idempotency'],
): Promise<CreatedOrder> {
  // docs/product/checkout-and-payments.md#payment-methods: only a method that is on takes an order.
  const cod = codRules(settings)
  if (!checkoutPaymentMethods(cod, providers).includes(input.payment_method))
    throw conflict(PAYMENT_METHOD_OFF, 'PAYMENT_METHOD_UNAVAILABLE')
  const limits = orderLimits(settings)
  const cash = input.payment_method === 'contra_entrega'
  return db.transaction(async (tx) => {
    await checkLineLimits(tx, lines, limits)
    const locked = await lockProducts<(Address & { also: number }) | null>(tx, lines, {
      customerId: cash ? customer.id : null,
      read: orderAddress,
      values: { address_id: input.shipping_address_id, user_id: customer.id, cash },
    })
    if (!locked.read) throw notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND')
    const { also: open, ...address } = locked.read
    if (cash) checkOpenCashOrders(Number(open), limits)
    const { id: _id, is_default: _default, ...shippingAddress } = address
    const shipping = quoteShipping(zones, address, settings)
    let summary: string[] = []
    const order = await insertOrder(
      tx,
      {
        lines,
        settings,
        shipping,
        channel: 'web',
        payment_method: input.payment_method,
        customer: { id: customer.id, name: customer.username, email: customer.email },
        address: { id: address.id, snapshot: { id: address.id, ...shippingAddress } },
        history: [{ status: 'pendiente', note: 'Pedido creado' }],
        changedBy: customer.id,
        idempotency,
      },
      {
        // docs/product/orders.md#order-emails: the confirmation commits with the order.
        insert: confirmationJob,
        values: (written) => {
          ensureExpectedTotal(input.expected_total, written.totals.total)
          // docs/product/checkout-and-payments.md#cod-settings: the limits refuse the whole order.
          const refusal = cash && codRefusal(cod, written.totals.total, address.state_province)
          if (refusal) throw conflict(refusal, 'COD_NOT_AVAILABLE')
          summary = summaryLines(written.totals, shipping.zone, shipping.estimate)
          const order = {
            id: written.id,
            total_amount: written.totals.total,
            payment_method: input.payment_method,
            extra: summary,
          }
          return { mail: JSON.stringify({ to: customer.email, order } satisfies OrderMailJob) }
        },
      },
      locked.products,
    )
    return {
      orderId: order.id,
      created: true,
      total_amount: order.total_amount,
      order_date: order.order_date,
      summary,
      stock: order.stock,
    }
  })
}

/** The address with its customer's open cash-on-delivery orders (slot `cash`: counted only for cash). */
const orderAddress = { name: 'address', sql: ownAddressJson(openCashOrders) }

type OrderMailJob = { to: string; order: MailOrder }

const confirmationJob = { name: 'confirmation', sql: orderPlacedMailJob.preparedInsertion('mail') }

/**
 * docs/product/orders.md#server-decides-money: the total the checkout showed is checked, never used. A
 * different one (prices, zones or settings changed meanwhile, or a tampered request) cancels the order, so
 * the shopper is never charged an amount they did not see.
 */
function ensureExpectedTotal(expected: number | undefined, total: number): void {
  if (expected !== undefined && expected !== total)
    throw conflict(
      `El total de tu pedido cambió: ahora es ${formatCOP(total)}. Revisa el resumen y confirma de nuevo.`,
      'TOTAL_CHANGED',
    )
}

/** An order as its creator describes it; prices, stock and totals are the database's. */
export interface OrderDraft {
  lines: MergedLine[]
  settings: OrderSettings
  /** The address's shipping quote; without it (the till) the settings' shipping applies. */
  shipping?: ShippingQuote
  channel: 'web' | 'pos'
  payment_method: PaymentMethod
  customer: { id: string | null; name: string | null; email: string | null }
  address?: { id: number; snapshot: Record<string, unknown> }
  /** The statuses the order goes through as it is written; the last one is its status. */
  history: { status: OrderStatus; note: string }[]
  changedBy: string
  paidAt?: Date
  idempotency?: { key: string; requestHash: string } | undefined
}

export interface InsertedOrder {
  id: string
  total_amount: number
  order_date: Date
  totals: Totals
  stock: StockNews
}

/**
 * What an order's creator writes in the order's statement (the confirmation e-mail's job, the till's
 * payment): an INSERT built once, with slots of its own and `order_id`, and the slots' values, computed from
 * the order's totals. `values` may refuse the order by throwing before anything is written.
 */
export interface OrderAlso {
  insert: { name: string; sql: SQL }
  values(order: { id: string; totals: Totals }): Record<string, unknown>
}

/**
 * The one place an order is written, for the online checkout and the point of sale alike: locks and freezes
 * the lines at database prices, computes the totals of docs/product/cart-and-totals.md#totals, then in one
 * statement takes the stock (409 naming a short product) and writes the order, its items, its first statuses
 * and `also`'s insert. `locked`: the products, when the caller locked them (lockProducts). Must run inside the
 * caller's transaction.
 */
export async function insertOrder(
  tx: Tx,
  draft: OrderDraft,
  also?: OrderAlso,
  locked?: LockedProduct[],
): Promise<InsertedOrder> {
  const products = locked ?? (await lockProducts(tx, draft.lines)).products
  const frozen = freezeLines(products, draft.lines, priceRoundingStep(draft.settings))
  const totals = computeTotals(
    frozen.lines.map((l) => ({ ...l, price: l.list_price })),
    draft.shipping ? totalsSettingsFor(draft.settings, draft.shipping) : draft.settings,
  )
  // The id is chosen here so the order, its lines and its statuses go in one statement (the foreign keys
  // are checked at its end, when all three are written).
  const id = randomUUID()
  const extra = also?.values({ id, totals })
  const rows = await runPrepared<{
    kind: string
    id: number
    units_left: number
    total_amount: number | null
    order_ms: string | null
  }>(tx, orderWrite(also?.insert), {
    ...extra,
    ...stockTakingValues(draft.lines),
    ...orderWriteValues(id, draft, frozen.lines, totals),
  })
  const written = rows.find((r) => r.kind === 'o')!
  const left = await stockLeft(tx, frozen, rows)
  return {
    id,
    total_amount: Number(written.total_amount),
    order_date: new Date(Number(written.order_ms)),
    totals,
    stock: stockNews(frozen.lines.map((line, i) => ({ ...line, stock_left: left[i]! }))),
  }
}

const writes = new Map<string, Prepared>()

/** The statement that writes an order (with `also`'s insert), built on its first use and kept. */
function orderWrite(also?: OrderAlso['insert']): Prepared {
  const name = `order-write${also ? `-${also.name}` : ''}`
  let statement = writes.get(name)
  if (!statement) {
    statement = prepared(
      name,
      sql`WITH ${stockTaking}, ${orderWrites}${also ? sql`, also AS (${also.sql})` : sql``}
      SELECT 'o' AS kind, NULL::int AS id, NULL::int AS units_left, total_amount,
        extract(epoch FROM order_date) * 1000 AS order_ms FROM o
      UNION ALL SELECT kind, id, units_left, NULL, NULL FROM (${stockTakenRows}) AS taken`,
    )
    writes.set(name, statement)
  }
  return statement
}

const slot = (name: string) => sql.placeholder(name)

/** The CTEs `o`, `i` and `h` that insert the order, its items and its statuses (slots: orderWriteValues). */
const orderWrites = sql`o AS (INSERT INTO ${orders} (id, user_id, channel, status, payment_method,
    customer_name, customer_email, shipping_address_id, shipping_address, subtotal, discount_total,
    shipping_cost, tax_rate, tax_amount, tax_included, shipping_zone, shipping_estimate, total_amount, paid_at,
    idempotency_key, request_hash)
  VALUES (${slot('order_id')}::uuid, ${slot('user_id')}::uuid, ${slot('channel')}, ${slot('status')},
    ${slot('payment_method')}, ${slot('customer_name')}, ${slot('customer_email')}, ${slot('address_id')}::int,
    ${slot('address')}::jsonb, ${slot('subtotal')}::int, ${slot('discount')}::int, ${slot('shipping')}::int,
    ${slot('tax_rate')}::numeric, ${slot('tax')}::int, ${slot('tax_included')}::boolean, ${slot('zone')},
    ${slot('estimate')}, ${slot('total')}::int, ${slot('paid_at')}::timestamptz, ${slot('key')},
    ${slot('request_hash')})
  RETURNING total_amount, order_date),
i AS (INSERT INTO ${orderItems} (order_id, product_id, variant_id, product_name, variant_details, sku,
    quantity, list_price, price_per_unit, image_url)
  SELECT ${slot('order_id')}::uuid, * FROM unnest(${slot('i_product')}::int[], ${slot('i_variant')}::int[],
    ${slot('i_name')}::text[], ${slot('i_details')}::text[], ${slot('i_sku')}::text[], ${slot('i_qty')}::int[],
    ${slot('i_list')}::int[], ${slot('i_price')}::int[], ${slot('i_image')}::text[])),
h AS (INSERT INTO ${orderStatusHistory} (order_id, status, note, changed_by)
  SELECT ${slot('order_id')}::uuid, s, n, ${slot('changed_by')}::uuid
  FROM unnest(${slot('h_status')}::text[], ${slot('h_note')}::text[]) AS t(s, n))`

function orderWriteValues(
  id: string,
  draft: OrderDraft,
  lines: FrozenLines['lines'],
  totals: Totals,
): Record<string, unknown> {
  return {
    order_id: id,
    user_id: draft.customer.id,
    channel: draft.channel,
    status: draft.history.at(-1)!.status,
    payment_method: draft.payment_method,
    customer_name: draft.customer.name,
    customer_email: draft.customer.email,
    address_id: draft.address?.id ?? null,
    address: draft.address ? JSON.stringify(draft.address.snapshot) : null,
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping: totals.shipping,
    tax_rate: String(totals.taxRate),
    tax: totals.tax,
    tax_included: totals.taxIncluded,
    zone: draft.shipping?.zone ?? null,
    estimate: draft.shipping?.estimate ?? null,
    total: totals.total,
    paid_at: draft.paidAt?.toISOString() ?? null,
    key: draft.idempotency?.key ?? null,
    request_hash: draft.idempotency?.requestHash ?? null,
    i_product: lines.map((l) => l.productId),
    i_variant: lines.map((l) => l.variantId),
    i_name: lines.map((l) => l.product_name),
    i_details: lines.map((l) => l.variant_details),
    i_sku: lines.map((l) => l.sku),
    i_qty: lines.map((l) => l.quantity),
    i_list: lines.map((l) => l.list_price),
    i_price: lines.map((l) => l.price_per_unit),
    i_image: lines.map((l) => l.image_url),
    changed_by: draft.changedBy,
    h_status: draft.history.map((h) => h.status),
    h_note: draft.history.map((h) => h.note),
  }
}

async function findByKey(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
): Promise<CreatedOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      request_hash: orders.request_hash,
      total_amount: orders.total_amount,
      order_date: orders.order_date,
    })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.idempotency_key, key)))
  if (!row) return null
  if (row.request_hash !== requestHash)
    throw unprocessable(
      'Esta clave de idempotencia ya se usó con otro pedido. Genera una nueva para un pedido distinto.',
      'IDEMPOTENCY_KEY_REUSED',
    )
  return { orderId: row.id, created: false, total_amount: row.total_amount, order_date: row.order_date }
}
