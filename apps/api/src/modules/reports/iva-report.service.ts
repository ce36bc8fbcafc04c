import { sql, type SQL } from 'drizzle-orm'
import { stringify } from 'csv-stringify/sync'
import {
  ivaReport,
  type IvaRefundedReturn,
  type IvaSalesGroup,
  type IvaSalesMonth,
} from '@vitrina/core/iva-report'
import { PROVIDER_CONFIRMED_METHODS } from '@vitrina/core/order-status'
import { NON_SALE_STATUSES } from '@vitrina/core/sales'
import type { IvaReport, IvaReportQuery } from '@vitrina/core/schemas/iva-report'
import type { TaxClass, TaxKind } from '@vitrina/core/tax-classes'
import { classRate, type TotalsSettings } from '@vitrina/core/totals'
import { queryRows, type Db } from '../../db/client'

// docs/product/fiscal.md#informe-de-iva: the period's sales summed per month and rate here, in SQL, from each
// order's frozen tax_breakdown; returns read line by line and combined by packages/core/src/iva-report.ts.

const STORE_TIME_ZONE = 'America/Bogota'

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/**
 * The moment an order became a sale (docs/product/fiscal.md#cuando-cuenta-una-venta): a provider's payment
 * when it was confirmed, cash on delivery when it shipped (when its factura is issued:
 * docs/decisions/040-fiscal-documents.md#when), a till sale when it was rung up. Null while it is not one yet. Cancelled orders are never sales (the dashboard's rule too).
 */
const soldAt: SQL = sql`CASE
  WHEN o.payment_method = 'contra_entrega' THEN (SELECT min(h.created_at) FROM order_status_history h
    WHERE h.order_id = o.id AND h.status = 'enviado')
  WHEN o.payment_method IN (${list(PROVIDER_CONFIRMED_METHODS)}) THEN o.paid_at
  ELSE coalesce(o.paid_at, o.order_date) END`

const num = (value: unknown) => Number(value ?? 0)

export async function getIvaReport(
  db: Db,
  query: IvaReportQuery,
  settings: TotalsSettings,
): Promise<IvaReport> {
  const start = sql`(${query.from}::date::timestamp AT TIME ZONE ${STORE_TIME_ZONE})`
  const end = sql`((${query.to}::date + 1)::timestamp AT TIME ZONE ${STORE_TIME_ZONE})`
  const month = (at: SQL) => sql`to_char(${at} AT TIME ZONE ${STORE_TIME_ZONE}, 'YYYY-MM')`
  // A sale is never made before the order is placed: the date index narrows the scan.
  const sales = sql`(SELECT o.id, o.tax_breakdown, o.shipping_cost, ${soldAt} AS sold_at FROM orders o
    WHERE o.status NOT IN (${list(NON_SALE_STATUSES)}) AND o.order_date < ${end}) s`
  const inRange = sql`s.sold_at >= ${start} AND s.sold_at < ${end}`

  const [groups, months, returns] = await Promise.all([
    queryRows<{ month: string; kind: TaxKind; rate: number; base: string; tax: string; orders: number }>(
      db,
      sql`SELECT ${month(sql`s.sold_at`)} AS month, e->>'kind' AS kind, (e->>'rate')::float8 AS rate,
          sum((e->>'base')::bigint)::bigint AS base, sum((e->>'tax')::bigint)::bigint AS tax,
          count(DISTINCT s.id)::int AS orders
        FROM ${sales} CROSS JOIN LATERAL jsonb_array_elements(s.tax_breakdown) e
        WHERE ${inRange} GROUP BY 1, 2, 3`,
    ),
    queryRows<{ month: string; orders: number; shipping: string }>(
      db,
      sql`SELECT ${month(sql`s.sold_at`)} AS month, count(*)::int AS orders,
          sum(s.shipping_cost)::bigint AS shipping
        FROM ${sales} WHERE ${inRange} GROUP BY 1`,
    ),
    refundedReturns(db, start, end, month(sql`r.refunded_at`)),
  ])

  const sale: IvaSalesGroup[] = groups.map((g) => ({
    ...g,
    rate: num(g.rate),
    base: num(g.base),
    tax: num(g.tax),
  }))
  const salesMonths: IvaSalesMonth[] = months.map((m) => ({ ...m, shipping: num(m.shipping) }))
  const standard = (['general', 'reducido'] as const)
    .map((taxClass) => ({ kind: 'gravado' as const, rate: classRate(taxClass, settings) }))
    .filter((row) => row.rate > 0)
  return ivaReport({
    from: query.from,
    to: query.to,
    standard: [...standard, { kind: 'exento', rate: 0 }, { kind: 'excluido', rate: 0 }],
    sales: sale,
    salesMonths,
    returns,
  })
}

interface ReturnLineRow {
  return_id: number
  order_item_id: number
  quantity: number
  /** The order of the order's refunds: (refunded_at, id). */
  seq: number
}

/**
 * The returns refunded in the range (received: the refund is paid as staff mark them so) with their order's
 * frozen lines and what earlier refunds of the same order gave back, so each gets the IVA it refunded.
 */
async function refundedReturns(db: Db, start: SQL, end: SQL, month: SQL): Promise<IvaRefundedReturn[]> {
  const rets = await queryRows<{
    id: number
    order_id: string
    month: string
    kind: string
    tax_included: boolean
    shipping_cost: number
  }>(
    db,
    sql`SELECT r.id, r.order_id, ${month} AS month, r.kind, o.tax_included, o.shipping_cost
      FROM order_returns r JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'recibida' AND r.refunded_at >= ${start} AND r.refunded_at < ${end}
        AND o.status NOT IN (${list(NON_SALE_STATUSES)})`,
  )
  if (!rets.length) return []
  const orderIds = sql`ARRAY[${list([...new Set(rets.map((r) => r.order_id))])}]::uuid[]`
  const [lines, returned] = await Promise.all([
    queryRows<{
      id: number
      order_id: string
      price_per_unit: number
      quantity: number
      tax_class: TaxClass
      tax_rate: string
      tax_amount: number
    }>(
      db,
      sql`SELECT id, order_id, price_per_unit, quantity, tax_class, tax_rate, tax_amount FROM order_items
        WHERE order_id = ANY(${orderIds})`,
    ),
    queryRows<ReturnLineRow & { order_id: string }>(
      db,
      sql`SELECT ri.return_id, ri.order_item_id, ri.quantity, r.order_id,
          dense_rank() OVER (PARTITION BY r.order_id ORDER BY r.refunded_at, r.id)::int AS seq
        FROM order_return_items ri JOIN order_returns r ON r.id = ri.return_id
        WHERE r.status = 'recibida' AND r.order_id = ANY(${orderIds})`,
    ),
  ])
  return rets.map((ret) => {
    const ofOrder = returned.filter((row) => row.order_id === ret.order_id)
    const seq = ofOrder.find((row) => row.return_id === ret.id)?.seq ?? 0
    const before = new Map<number, number>()
    const now = new Map<number, number>()
    for (const row of ofOrder) {
      const target = row.return_id === ret.id ? now : row.seq < seq ? before : null
      target?.set(row.order_item_id, (target.get(row.order_item_id) ?? 0) + row.quantity)
    }
    return {
      month: ret.month,
      taxIncluded: ret.tax_included,
      lines: lines
        .filter((line) => line.order_id === ret.order_id)
        .map((line) => ({ ...line, tax_rate: Number(line.tax_rate) })),
      before,
      now,
      // A retracto gives the shipping back too (docs/product/consumer-rights.md#retracto).
      shipping: ret.kind === 'retracto' ? ret.shipping_cost : 0,
    }
  })
}

const CSV_COLUMNS = [
  'Periodo',
  'Concepto',
  'Pedidos',
  'Base ventas',
  'IVA ventas',
  'Base devoluciones',
  'IVA devoluciones',
  'Base neta',
  'IVA neto',
]

/**
 * The report as the accountant's spreadsheet: one line per month and rate, the month's total and its shipping
 * (outside the IVA base), then the same for the whole range. Integer pesos; a BOM so Excel reads the accents.
 */
export function ivaReportCsv(report: IvaReport): string {
  const records = [...report.months, report.total].flatMap((p) => {
    const name = p.period === 'total' ? `Total ${report.from} a ${report.to}` : p.period
    const amounts = (a: IvaReport['total']['totals']) => [
      a.orders,
      a.sales_base,
      a.sales_tax,
      a.returns_base,
      a.returns_tax,
      a.base,
      a.tax,
    ]
    return [
      ...p.rows.map((row) => [name, row.label, ...amounts(row)]),
      [name, 'Total', ...amounts(p.totals)],
      [
        name,
        'Envíos (fuera de la base de IVA)',
        '',
        p.shipping.charged,
        '',
        p.shipping.refunded,
        '',
        p.shipping.net,
        '',
      ],
    ]
  })
  return stringify(records, { bom: true, header: true, columns: CSV_COLUMNS })
}
