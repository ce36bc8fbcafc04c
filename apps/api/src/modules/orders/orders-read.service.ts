import { FINAL_CONSUMER, type Buyer } from '@vitrina/core/schemas/buyer'
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { ORDER_NUMBER_LENGTH } from '@vitrina/core/constants'
import { parseOrderNumber } from '@vitrina/core/format'
import { nextOrderStatuses } from '@vitrina/core/order-status'
import {
  ORDERS_DEFAULT_LIMIT,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type OrderDetail,
  type OrderItem,
  type OrderSummary,
} from '@vitrina/core/schemas/orders'
import type { Db } from '../../db/client'
import { orderItems, orders, orderStatusHistory, payments } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { containsPattern } from '../../lib/like'
import { ORDER_NOT_FOUND } from './order-status.service'
import { orderFiscalDocuments } from '../invoicing/fiscal-documents.service'

// docs/product/orders.md#order-history (GET /api/orders) and the back office's order list
// (docs/product/orders.md#admin-orders): newest first, one page at a time
// (docs/product/platform.md#pagination). A customer reaches only their own orders; anyone else's is a 404,
// never a 403, so ids cannot be probed.

const summaryColumns = {
  id: orders.id,
  order_number: orders.order_number,
  order_date: orders.order_date,
  total_amount: orders.total_amount,
  status: orders.status,
  payment_method: orders.payment_method,
  payment_due_at: orders.payment_due_at,
  channel: orders.channel,
  user_id: orders.user_id,
  customer_name: orders.customer_name,
  customer_email: orders.customer_email,
}

type SummaryRow = { id: string; order_date: Date; payment_due_at: Date | null }

async function withItems<R extends SummaryRow>(
  db: Db,
  rows: R[],
): Promise<
  (Omit<R, 'order_date' | 'payment_due_at'> & {
    order_date: string
    payment_due_at: string | null
    items: OrderItem[]
  })[]
> {
  const ids = rows.map((r) => r.id)
  const items = ids.length
    ? await db
        .select({
          order_id: orderItems.order_id,
          product_id: orderItems.product_id,
          variant_id: orderItems.variant_id,
          product_name: orderItems.product_name,
          variant_details: orderItems.variant_details,
          sku: orderItems.sku,
          quantity: orderItems.quantity,
          price_per_unit: orderItems.price_per_unit,
          list_price: orderItems.list_price,
          image_url: orderItems.image_url,
          tax_class: orderItems.tax_class,
          tax_rate: orderItems.tax_rate,
          tax_amount: orderItems.tax_amount,
          discount_amount: orderItems.discount_amount,
        })
        .from(orderItems)
        .where(inArray(orderItems.order_id, ids))
        .orderBy(asc(orderItems.id))
    : []
  const byOrder = new Map<string, OrderItem[]>()
  for (const { order_id, tax_rate, ...item } of items)
    byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), { ...item, tax_rate: Number(tax_rate) }])
  return rows.map((row) => ({
    ...row,
    order_date: row.order_date.toISOString(),
    payment_due_at: row.payment_due_at?.toISOString() ?? null,
    items: byOrder.get(row.id) ?? [],
  }))
}

async function page(db: Db, where: SQL | undefined, limit: number | undefined, offset: number | undefined) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.order_date), desc(orders.id))
      .limit(limit ?? ORDERS_DEFAULT_LIMIT)
      .offset(offset ?? 0),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return { orders: await withItems(db, rows), total: totalRow?.total ?? 0 }
}

export async function listOwnOrders(
  db: Db,
  userId: string,
  query: { limit?: number | undefined; offset?: number | undefined },
): Promise<{ orders: OrderSummary[]; total: number }> {
  return page(db, eq(orders.user_id, userId), query.limit, query.offset)
}

// Bogotá is UTC-5 all year (no daylight saving), so a calendar day there is a fixed UTC interval.
const bogotaMidnight = (day: string) => new Date(`${day}T00:00:00-05:00`)
const DAY_MS = 24 * 60 * 60 * 1000

function adminSearch(search: string): SQL {
  // docs/product/orders.md#order-number: '#1001' or '1001' is the order's number; the old six-character code
  // (the id's tail) still finds its order; names and e-mails match without accents or case.
  // A number shorter than a code ('1001') is only a number, not a piece of every id that contains it.
  const number = parseOrderNumber(search)
  const term = search.replace(/^#/, '').trim()
  const pattern = containsPattern(term)
  const byNumber = number === null ? sql`false` : sql`${orders.order_number} = ${number}`
  const byCode =
    number !== null && term.length < ORDER_NUMBER_LENGTH
      ? sql`false`
      : sql`${orders.id}::text ILIKE ${pattern}`
  return sql`(${byNumber} OR ${byCode}
    OR f_unaccent(lower(concat_ws(' ', ${orders.customer_name}, ${orders.customer_email}))) LIKE f_unaccent(lower(${pattern})))`
}

export async function listAllOrders(db: Db, query: AdminOrderListQuery) {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? gte(orders.order_date, bogotaMidnight(query.from)) : undefined,
    query.to ? lt(orders.order_date, new Date(bogotaMidnight(query.to).getTime() + DAY_MS)) : undefined,
    query.search ? adminSearch(query.search) : undefined,
  )
  return page(db, where, query.limit, query.offset)
}

/**
 * One order with everything the staff's detail page and the receipt show, internal notes included.
 * `userId` limits it to its owner.
 */
export async function getOrderDetail(db: Db, id: string, userId?: string): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      subtotal: orders.subtotal,
      discount_total: orders.discount_total,
      discount_code: orders.discount_code,
      discount_amount: orders.discount_amount,
      shipping_cost: orders.shipping_cost,
      tax_rate: orders.tax_rate,
      tax_amount: orders.tax_amount,
      tax_included: orders.tax_included,
      tax_breakdown: orders.tax_breakdown,
      shipping_zone: orders.shipping_zone,
      shipping_estimate: orders.shipping_estimate,
      cop_per_usd: orders.cop_per_usd,
      paid_at: orders.paid_at,
      shipping_address: orders.shipping_address,
      buyer: orders.buyer,
    })
    .from(orders)
    .where(and(eq(orders.id, id), userId ? eq(orders.user_id, userId) : undefined))
  if (!row) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  const [[order], history, paymentRows, fiscal_documents] = await Promise.all([
    withItems(db, [row]),
    db
      .select({
        status: orderStatusHistory.status,
        note: orderStatusHistory.note,
        customer_message: orderStatusHistory.customer_message,
        created_at: orderStatusHistory.created_at,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.order_id, id))
      .orderBy(asc(orderStatusHistory.created_at), asc(orderStatusHistory.id)),
    db
      .select({
        provider: payments.provider,
        status: payments.status,
        amount_cop: payments.amount_cop,
        amount_usd: payments.amount_usd,
        currency: payments.currency,
        created_at: payments.created_at,
      })
      .from(payments)
      .where(eq(payments.order_id, id))
      .orderBy(asc(payments.id)),
    orderFiscalDocuments(db, id, userId ? 'customer' : 'staff'),
  ])
  return {
    ...order!,
    shipping_address: row.shipping_address
      ? // Orders placed before DANE codes (docs/decisions/031-dane-municipalities.md) have none.
        ({ municipality_code: null, ...row.shipping_address } as OrderDetail['shipping_address'])
      : null,
    buyer: (row.buyer as Buyer | null) ?? FINAL_CONSUMER,
    paid_at: row.paid_at?.toISOString() ?? null,
    status_history: history.map((h) => ({ ...h, created_at: h.created_at.toISOString() })),
    payments: paymentRows.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
    fiscal_documents,
    next_statuses: nextOrderStatuses(row.status, row.payment_method),
  }
}

/**
 * The customer's own order: its history carries only what staff wrote for them, never the internal note
 * (docs/product/orders.md#customer-messages).
 */
export async function getOwnOrderDetail(db: Db, id: string, userId: string): Promise<OrderDetail> {
  const { status_history, ...order } = await getOrderDetail(db, id, userId)
  return {
    ...order,
    status_history: status_history.map(({ status, customer_message, created_at }) => ({
      status,
      customer_message,
      created_at,
    })),
  }
}
