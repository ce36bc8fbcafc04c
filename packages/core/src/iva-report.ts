import { formatPercent } from './format'
import { returnRefund, type ReturnQuantities } from './returns'
import { taxBreakdown, type LineTax, type TaxBreakdownEntry, type TaxKind } from './tax-classes'
import type { IvaReport, IvaReportPeriod, IvaReportRow } from './schemas/iva-report'

// docs/product/fiscal.md#informe-de-iva: the accountant's IVA report. The API sums the period's sales per
// month and rate in SQL (from each order's frozen tax_breakdown); the rules that combine them — each
// refunded return's IVA per line, sales less returns, the rows and totals — live here.

/** The longest range one report covers, in days (a year, leap day included). */
export const IVA_REPORT_MAX_DAYS = 366

const DAY_MS = 24 * 60 * 60 * 1000

/** Calendar days from `from` to `to` ('YYYY-MM-DD'), both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1
}

/** The months ('YYYY-MM') a range of days touches, in order. */
export function monthsInRange(from: string, to: string): string[] {
  const months: string[] = []
  let [year, month] = from.split('-').map(Number) as [number, number]
  const last = to.slice(0, 7)
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    months.push(key)
    if (key >= last) return months
    month = month === 12 ? 1 : month + 1
    if (month === 1) year++
  }
}

/** 'Gravado 19%', 'Exento', 'Excluido'. */
export function ivaRowLabel(kind: TaxKind, rate: number): string {
  if (kind === 'exento') return 'Exento'
  if (kind === 'excluido') return 'Excluido'
  return `Gravado ${formatPercent(rate)}`
}

/** One month's sales of one rate, as the API's SQL sums them. */
export interface IvaSalesGroup {
  month: string
  kind: TaxKind
  rate: number
  base: number
  tax: number
  orders: number
}

/** One month's orders (counted once, whatever their rates) and the shipping they charged. */
export interface IvaSalesMonth {
  month: string
  orders: number
  shipping: number
}

/** A return refunded in the period: its order's lines as frozen and the units of each line. */
export interface IvaRefundedReturn {
  month: string
  lines: readonly (LineTax & { id: number; price_per_unit: number; quantity: number })[]
  taxIncluded: boolean
  /** Units per line received by the order's returns refunded before this one. */
  before: ReturnQuantities
  /** Units per line this return gave back. */
  now: ReturnQuantities
  /** The shipping a retracto gave back; 0 for a plain return. */
  shipping: number
}

/**
 * What one refunded return takes off the report, per rate: each line gives back its own frozen IVA exactly as
 * returnRefund() refunded it, so the report and the money paid back never disagree.
 */
export function returnTaxBreakdown(ret: IvaRefundedReturn): TaxBreakdownEntry[] {
  const lines = ret.lines.flatMap((line) => {
    const money = returnRefund({ lines: [line], taxIncluded: ret.taxIncluded }, ret.before, ret.now)
    if (money.goods === 0 && money.tax === 0) return []
    return [{ ...line, amount: money.goods, tax_amount: money.tax }]
  })
  return taxBreakdown(lines, ret.taxIncluded)
}

export interface IvaReportInput {
  from: string
  to: string
  /** Rows shown even without sales: the store's current rates, exento and excluido. */
  standard: readonly { kind: TaxKind; rate: number }[]
  sales: readonly IvaSalesGroup[]
  salesMonths: readonly IvaSalesMonth[]
  returns: readonly IvaRefundedReturn[]
}

type Amounts = Omit<IvaReportRow, 'kind' | 'rate' | 'label'>
const zero = (): Amounts => ({
  orders: 0,
  sales_base: 0,
  sales_tax: 0,
  returns_base: 0,
  returns_tax: 0,
  base: 0,
  tax: 0,
})
const KIND_ORDER: Record<TaxKind, number> = { gravado: 0, exento: 1, excluido: 2 }
const keyOf = (kind: TaxKind, rate: number) => `${kind}:${rate}`

function add(target: Amounts, more: Amounts) {
  for (const field of Object.keys(zero()) as (keyof Amounts)[]) target[field] += more[field]
}

/** One period (a month, or the whole range): a row per rate, sales less returns, and shipping apart. */
function period(name: string, input: IvaReportInput, inPeriod: (month: string) => boolean): IvaReportPeriod {
  const rows = new Map<string, IvaReportRow>()
  const row = (kind: TaxKind, rate: number) => {
    const key = keyOf(kind, rate)
    const found = rows.get(key) ?? { kind, rate, label: ivaRowLabel(kind, rate), ...zero() }
    rows.set(key, found)
    return found
  }
  for (const { kind, rate } of input.standard) row(kind, rate)
  for (const group of input.sales.filter((g) => inPeriod(g.month)))
    add(row(group.kind, group.rate), {
      ...zero(),
      orders: group.orders,
      sales_base: group.base,
      sales_tax: group.tax,
      base: group.base,
      tax: group.tax,
    })
  const returns = input.returns.filter((r) => inPeriod(r.month))
  for (const entry of returns.flatMap(returnTaxBreakdown))
    add(row(entry.kind, entry.rate), {
      ...zero(),
      returns_base: entry.base,
      returns_tax: entry.tax,
      base: -entry.base,
      tax: -entry.tax,
    })
  const sorted = [...rows.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.rate - a.rate)
  const totals = zero()
  for (const r of sorted) add(totals, { ...r, orders: 0 })
  const months = input.salesMonths.filter((m) => inPeriod(m.month))
  // An order with goods of two rates is one order: the total counts orders, not rows.
  totals.orders = months.reduce((sum, m) => sum + m.orders, 0)
  const charged = months.reduce((sum, m) => sum + m.shipping, 0)
  const refunded = returns.reduce((sum, r) => sum + r.shipping, 0)
  return {
    period: name,
    rows: sorted,
    totals,
    returns: returns.length,
    shipping: { charged, refunded, net: charged - refunded },
  }
}

/** The report of a range: one period per month it touches, then the whole range. */
export function ivaReport(input: IvaReportInput): IvaReport {
  return {
    from: input.from,
    to: input.to,
    months: monthsInRange(input.from, input.to).map((month) => period(month, input, (m) => m === month)),
    total: period('total', input, () => true),
  }
}

const monthFormatter = new Intl.DateTimeFormat('es-CO', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'noviembre de 2026' for '2026-11'. */
export function ivaMonthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return monthFormatter.format(Date.UTC(year, m - 1, 1))
}
