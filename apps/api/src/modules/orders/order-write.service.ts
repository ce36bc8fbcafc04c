import { randomUUID } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { OrderStatus, PaymentMethod } from '@vitrina/core/order-status'
import { priceRoundingStep } from '@vitrina/core/discount'
import { totalsSettingsFor, type ShippingQuote } from '@vitrina/core/shipping-zones'
import { computeTotals, type Totals, type TotalsSettings } from '@vitrina/core/totals'
import { prepared, runPrepared, type Prepared, type Tx } from '../../db/client'
import { orderItems, orderNumberCounter, orders, orderStatusHistory } from '../../db/schema'
import {
  applyHeldCode,
  recordDiscountCodeUse,
  type HeldDiscountCode,
} from '../promotions/discount-code-use.service'
import { lockProducts, type LockedProduct } from './order-locks.service'
import {
  freezeLines,
  stockLeft,
  stockTakenRows,
  stockTaking,
  stockTakingValues,
  type FrozenLines,
  type MergedLine,
} from './order-stock.service'
import { stockNews, type StockNews } from './stock-news'

// docs/product/orders.md#order-creation: the one statement that writes an order, for the online checkout
// (order-create.service.ts) and the point of sale alike, built once (docs/decisions/008-orders-stock-and-idempotency.md).

/** The settings an order reads: the totals' and the price_rounding step. */
export type OrderSettings = TotalsSettings & { price_rounding?: string; shipping_zones_enabled?: string }

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
  /** Minutes the order holds its stock while an online payment is made (null or absent: no deadline). */
  paymentMinutes?: number | null
  idempotency?: { key: string; requestHash: string } | undefined
  /** The discount code the customer typed, locked in the caller's transaction (holdDiscountCode). */
  discount?: HeldDiscountCode | null
}

export interface InsertedOrder {
  id: string
  order_number: number
  total_amount: number
  order_date: Date
  payment_due_at: Date | null
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
  // docs/product/promotions.md#money: a code that does not apply refuses the order (409 with its reason).
  const applied = draft.discount
    ? applyHeldCode(
        draft.discount,
        frozen.lines.map((l) => ({ ...l, price: l.list_price })),
      )
    : null
  const totals = computeTotals(
    frozen.lines.map((l, i) => ({ ...l, price: l.list_price, code_eligible: applied?.eligible[i] })),
    draft.shipping ? totalsSettingsFor(draft.settings, draft.shipping) : draft.settings,
    applied?.code,
  )
  // The id is chosen here so the order, its lines and its statuses go in one statement (the foreign keys
  // are checked at its end, when all three are written).
  const id = randomUUID()
  const extra = also?.values({ id, totals })
  const rows = await runPrepared<{
    kind: string
    id: number
    units_left: number
    order_number: number | null
    total_amount: number | null
    order_ms: string | null
    due_ms: string | null
  }>(tx, orderWrite(also?.insert), {
    ...extra,
    ...stockTakingValues(draft.lines),
    ...orderWriteValues(id, draft, frozen.lines, totals),
  })
  const written = rows.find((r) => r.kind === 'o')!
  if (draft.discount) await recordDiscountCodeUse(tx, draft.discount, id, draft.customer.id)
  const left = await stockLeft(tx, frozen, rows)
  return {
    id,
    order_number: Number(written.order_number),
    total_amount: Number(written.total_amount),
    order_date: new Date(Number(written.order_ms)),
    payment_due_at: written.due_ms === null ? null : new Date(Number(written.due_ms)),
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
      SELECT 'o' AS kind, NULL::int AS id, NULL::int AS units_left, order_number, total_amount,
        extract(epoch FROM order_date) * 1000 AS order_ms, extract(epoch FROM payment_due_at) * 1000 AS due_ms FROM o
      UNION ALL SELECT kind, id, units_left, NULL, NULL, NULL, NULL FROM (${stockTakenRows}) AS taken`,
    )
    writes.set(name, statement)
  }
  return statement
}

const slot = (name: string) => sql.placeholder(name)

/**
 * The CTEs `n`, `o`, `i` and `h` that number the order and insert it, its items and its statuses (slots:
 * orderWriteValues). `n` increments the counter row, which locks it until the transaction ends (the lock a
 * SELECT … FOR UPDATE takes, in the same statement): concurrent orders take consecutive numbers, and an
 * order refused later in its transaction gives its number back (docs/decisions/038-order-numbers-and-customer-messages.md).
 */
const orderWrites = sql`n AS (UPDATE ${orderNumberCounter} SET next_number = next_number + 1 WHERE id = 1
  RETURNING next_number - 1 AS order_number),
o AS (INSERT INTO ${orders} (id, order_number, user_id, channel, status, payment_method,
    customer_name, customer_email, shipping_address_id, shipping_address, subtotal, discount_total,
    discount_code, discount_amount, shipping_cost, tax_rate, tax_amount, tax_included, tax_breakdown, shipping_zone, shipping_estimate, total_amount, paid_at,
    payment_due_at, idempotency_key, request_hash)
  VALUES (${slot('order_id')}::uuid, (SELECT order_number FROM n), ${slot('user_id')}::uuid, ${slot('channel')}, ${slot('status')},
    ${slot('payment_method')}, ${slot('customer_name')}, ${slot('customer_email')}, ${slot('address_id')}::int,
    ${slot('address')}::jsonb, ${slot('subtotal')}::int, ${slot('discount')}::int,
    ${slot('discount_code')}, ${slot('discount_amount')}::int, ${slot('shipping')}::int,
    ${slot('tax_rate')}::numeric, ${slot('tax')}::int, ${slot('tax_included')}::boolean,
    ${slot('tax_breakdown')}::jsonb, ${slot('zone')},
    ${slot('estimate')}, ${slot('total')}::int, ${slot('paid_at')}::timestamptz,
    now() + ${slot('payment_minutes')}::int * interval '1 minute', ${slot('key')}, ${slot('request_hash')})
  RETURNING order_number, total_amount, order_date, payment_due_at),
i AS (INSERT INTO ${orderItems} (order_id, product_id, variant_id, product_name, variant_details, sku,
    quantity, list_price, price_per_unit, image_url, tax_class, tax_rate, tax_amount, discount_amount)
  SELECT ${slot('order_id')}::uuid, * FROM unnest(${slot('i_product')}::int[], ${slot('i_variant')}::int[],
    ${slot('i_name')}::text[], ${slot('i_details')}::text[], ${slot('i_sku')}::text[], ${slot('i_qty')}::int[],
    ${slot('i_list')}::int[], ${slot('i_price')}::int[], ${slot('i_image')}::text[],
    ${slot('i_tax_class')}::text[], ${slot('i_tax_rate')}::numeric[], ${slot('i_tax')}::int[],
    ${slot('i_discount')}::int[])),
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
    discount_code: totals.discountCode,
    discount_amount: totals.codeDiscount + totals.shippingDiscount,
    shipping: totals.shipping,
    tax_rate: String(totals.taxRate),
    tax: totals.tax,
    tax_included: totals.taxIncluded,
    tax_breakdown: JSON.stringify(totals.taxBreakdown),
    zone: draft.shipping?.zone ?? null,
    estimate: draft.shipping?.estimate ?? null,
    total: totals.total,
    paid_at: draft.paidAt?.toISOString() ?? null,
    payment_minutes: draft.paymentMinutes ?? null,
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
    // docs/decisions/030-iva-by-product.md: each line freezes its class, rate and share of its rate's IVA.
    i_tax_class: totals.lineTaxes.map((l) => l.tax_class),
    i_tax_rate: totals.lineTaxes.map((l) => String(l.tax_rate)),
    i_tax: totals.lineTaxes.map((l) => l.tax_amount),
    i_discount: totals.lineCodeDiscounts,
    changed_by: draft.changedBy,
    h_status: draft.history.map((h) => h.status),
    h_note: draft.history.map((h) => h.note),
  }
}
