import { sql, type SQL } from 'drizzle-orm'
import { ORDER_STATUSES, PROVIDER_CONFIRMED_METHODS, type OrderStatus } from '@vitrina/core/order-status'
import { LOW_STOCK_DEFAULT } from '@vitrina/core/low-stock'
import { COLLECTED_OR_VOID_STATUSES, DASHBOARD_DAYS, NON_SALE_STATUSES } from '@vitrina/core/sales'
import type { Dashboard } from '@vitrina/core/schemas/dashboard'
import { queryRows, type Db } from '../../db/client'
import { visitsPerDay } from '../analytics/visits.service'
import { variantLabelSql } from '../catalog/variant-label-sql'

// docs/product/back-office.md#dashboard: every figure of /admin from a handful of statements. Days are Bogotá
// calendar days; "sales" follow the one rule of packages/core/src/sales.ts (countsAsSale), written here as
// SQL from the same constants.

const STORE_TIME_ZONE = 'America/Bogota'
const LIST_LIMIT = 10
const BEST_SELLERS_LIMIT = 5

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/** countsAsSale() of packages/core/src/sales.ts, for an `orders o` row. */
const isSale: SQL = sql`(o.status NOT IN (${list(NON_SALE_STATUSES)})
  AND (o.payment_method NOT IN (${list(PROVIDER_CONFIRMED_METHODS)}) OR o.paid_at IS NOT NULL))`

const num = (value: unknown) => Number(value ?? 0)

/**
 * `lowStockThreshold` is the store's setting (docs/product/catalogue.md#low-stock); the 'Poco stock' list is a
 * restock list, so it keeps the sold-out ones too.
 */
export async function getDashboard(
  db: Db,
  now: Date = new Date(),
  lowStockThreshold: number = LOW_STOCK_DEFAULT,
): Promise<Dashboard> {
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${STORE_TIME_ZONE})::date`
  const firstDay = sql`(${today} - ${DASHBOARD_DAYS - 1}::int)`
  const since = sql`(${firstDay}::timestamp AT TIME ZONE ${STORE_TIME_ZONE})`

  const [daily, visits, byStatus, best_sellers, restock, back_in_stock_demand, [cash], [messages]] =
    await Promise.all([
      queryRows<{ day: string; sales: string; orders: number }>(
        db,
        sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(o.total_amount), 0)::bigint AS sales,
          count(o.id)::int AS orders
        FROM generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') AS d(day)
        LEFT JOIN orders o ON o.order_date >= d.day AT TIME ZONE ${STORE_TIME_ZONE}
          AND o.order_date < (d.day + interval '1 day') AT TIME ZONE ${STORE_TIME_ZONE} AND ${isSale}
        GROUP BY d.day ORDER BY d.day`,
      ),
      visitsPerDay(db, DASHBOARD_DAYS, now),
      queryRows<{ status: OrderStatus; count: number }>(
        db,
        sql`SELECT status, count(*)::int AS count FROM orders GROUP BY status`,
      ),
      bestSellerRows(db, since),
      lowStockRows(db, lowStockThreshold),
      demandRows(db),
      queryRows<{ orders: number; amount: string }>(
        db,
        sql`SELECT count(*)::int AS orders, coalesce(sum(total_amount), 0)::bigint AS amount FROM orders
        WHERE payment_method = 'contra_entrega' AND status NOT IN (${list(COLLECTED_OR_VOID_STATUSES)})`,
      ),
      queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM contact_messages WHERE status = 'nuevo'`,
      ),
    ])

  const days = daily.map((row, i) => ({
    day: row.day,
    sales: num(row.sales),
    orders: num(row.orders),
    visits: num(visits[i]?.visits),
  }))
  const period = (n: number) => {
    const last = days.slice(-n)
    return {
      total: last.reduce((sum, d) => sum + d.sales, 0),
      orders: last.reduce((sum, d) => sum + d.orders, 0),
    }
  }
  const visitsIn = (n: number) => days.slice(-n).reduce((sum, d) => sum + d.visits, 0)
  const last30 = period(DASHBOARD_DAYS)
  const counts = new Map(byStatus.map((row) => [row.status, num(row.count)]))

  return {
    today: days.at(-1)?.day ?? '',
    sales: { today: period(1), last7: period(7), last30 },
    average_ticket: last30.orders ? Math.round(last30.total / last30.orders) : 0,
    orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    best_sellers,
    ...restock,
    back_in_stock_demand,
    cash_on_delivery: { orders: num(cash?.orders), amount: num(cash?.amount) },
    new_messages: num(messages?.n),
    visits: { today: visitsIn(1), last7: visitsIn(7), last30: visitsIn(DASHBOARD_DAYS) },
    daily: days,
  }
}

/** The best-selling products since the dashboard's first day. */
async function bestSellerRows(db: Db, since: SQL): Promise<Dashboard['best_sellers']> {
  const rows = await queryRows<{
    product_id: number | null
    product_name: string
    units: string
    revenue: string
  }>(
    db,
    sql`SELECT oi.product_id, coalesce(max(p.name), max(oi.product_name)) AS product_name,
          sum(oi.quantity)::bigint AS units, sum(oi.quantity * oi.price_per_unit)::bigint AS revenue
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        LEFT JOIN products p ON p.id = oi.product_id
        WHERE ${isSale} AND o.order_date >= ${since}
        GROUP BY oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name END
        ORDER BY units DESC, revenue DESC, product_name LIMIT ${BEST_SELLERS_LIMIT}`,
  )
  return rows.map((row) => ({
    product_id: row.product_id === null ? null : num(row.product_id),
    product_name: row.product_name,
    units: num(row.units),
    revenue: num(row.revenue),
  }))
}

/** The restock list: products and variants at or under the threshold, sold-out ones included. */
async function lowStockRows(
  db: Db,
  lowStockThreshold: number,
): Promise<Pick<Dashboard, 'low_stock' | 'low_stock_total'>> {
  const rows = await queryRows<Dashboard['low_stock'][number] & { total: number }>(
    db,
    sql`SELECT *, count(*) OVER ()::int AS total FROM (
          SELECT p.id AS product_id, p.name AS product_name, NULL::int AS variant_id, NULL::text AS variant,
            p.sku, p.stock_quantity AS stock
          FROM products p
          WHERE p.is_active AND p.stock_quantity <= ${lowStockThreshold}
            AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
          UNION ALL
          SELECT p.id, p.name, v.id, ${variantLabelSql(sql`v.id`)}, coalesce(v.sku, p.sku), v.stock_quantity
          FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE p.is_active AND v.stock_quantity <= ${lowStockThreshold}
        ) low ORDER BY stock, product_name, variant_id NULLS FIRST LIMIT ${LIST_LIMIT}`,
  )
  return {
    low_stock: rows.map(({ total: _total, ...row }) => ({
      ...row,
      product_id: num(row.product_id),
      variant_id: row.variant_id === null ? null : num(row.variant_id),
      stock: num(row.stock),
    })),
    low_stock_total: num(rows[0]?.total),
  }
}

/** Open back-in-stock requests, most awaited first, with today's stock. */
async function demandRows(db: Db): Promise<Dashboard['back_in_stock_demand']> {
  const rows = await queryRows<Dashboard['back_in_stock_demand'][number]>(
    db,
    sql`SELECT n.product_id, p.name AS product_name, n.variant_id,
          ${variantLabelSql(sql`n.variant_id`)} AS variant, count(*)::int AS waiting,
          CASE WHEN n.variant_id IS NULL
            THEN coalesce((SELECT sum(v.stock_quantity) FROM product_variants v WHERE v.product_id = p.id),
              p.stock_quantity)
            ELSE max(pv.stock_quantity) END::int AS stock
        FROM stock_notifications n
        JOIN products p ON p.id = n.product_id
        LEFT JOIN product_variants pv ON pv.id = n.variant_id
        WHERE n.notified_at IS NULL
        GROUP BY n.product_id, p.id, p.name, n.variant_id
        ORDER BY waiting DESC, p.name, n.variant_id NULLS FIRST LIMIT ${LIST_LIMIT}`,
  )
  return rows.map((row) => ({
    ...row,
    product_id: num(row.product_id),
    variant_id: row.variant_id === null ? null : num(row.variant_id),
    waiting: num(row.waiting),
    stock: num(row.stock),
  }))
}
