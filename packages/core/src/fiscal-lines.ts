import type { FiscalDocumentInput } from './fiscal-document'
import type { OrderStatus, PaymentMethod } from './order-status'
import type { TaxClass } from './tax-classes'

// docs/product/fiscal.md#documentos: the lines and totals of an electronic document, from an order's frozen
// lines. Each line's base is what it cost at the prices paid, less its frozen IVA when the shelf prices
// included it; shipping is a line of its own, outside the IVA base (transport of goods is excluded from IVA,
// Estatuto Tributario art. 476), so a document's total is the order's total, and a credit note's is the refund.

/**
 * docs/decisions/040-fiscal-documents.md#when: the status at which an online order owes its factura. A
 * prepaid order is invoiced when the provider confirms the payment; cash on delivery when it ships, so the
 * invoice is validated before the goods are delivered and a refused delivery is a credit note, not a sale
 * that never happened. A till sale is invoiced at the sale.
 */
export const invoicedAtStatus = (method: PaymentMethod): OrderStatus =>
  method === 'contra_entrega' ? 'enviado' : 'pagado'

type DocumentLine = FiscalDocumentInput['lines'][number]
type DocumentTotals = FiscalDocumentInput['totals']

/** An order line as frozen at purchase (order_items). */
export interface FrozenLine {
  id: number
  sku: string | null
  product_name: string
  variant_details: string | null
  quantity: number
  price_per_unit: number
  tax_class: TaxClass
  tax_rate: number
  tax_amount: number
  /** The line's share of a discount code (docs/product/promotions.md#money), taken off before IVA. */
  discount_amount: number
}

export interface FrozenOrder {
  tax_included: boolean
  shipping_cost: number
  lines: readonly FrozenLine[]
}

export const SHIPPING_LINE_CODE = 'ENVIO'
const SHIPPING_LINE_NAME = 'Envío'

const lineName = (line: FrozenLine) =>
  line.variant_details ? `${line.product_name} (${line.variant_details})` : line.product_name

function documentLine(
  line: FrozenLine & { tax_included: boolean },
  units: number,
  money: { tax: number; discount: number },
): DocumentLine {
  const { tax } = money
  const goods = line.price_per_unit * units - money.discount
  return {
    code: line.sku?.trim() || `P${line.id}`,
    name: lineName(line).slice(0, 300),
    quantity: units,
    tax_class: line.tax_class,
    tax_rate: line.tax_rate,
    base: goods - (line.tax_included ? tax : 0),
    tax,
  }
}

function shippingLine(amount: number): DocumentLine[] {
  if (amount <= 0) return []
  return [
    {
      code: SHIPPING_LINE_CODE,
      name: SHIPPING_LINE_NAME,
      quantity: 1,
      tax_class: 'excluido',
      tax_rate: 0,
      base: amount,
      tax: 0,
    },
  ]
}

const withMode = (order: FrozenOrder) =>
  order.lines.map((line) => ({ ...line, tax_included: order.tax_included }))

/** The lines of the invoice of a whole order: every unit at its frozen IVA, and shipping. */
export function orderDocumentLines(order: FrozenOrder): DocumentLine[] {
  return [
    ...withMode(order).map((line) =>
      documentLine(line, line.quantity, { tax: line.tax_amount, discount: line.discount_amount }),
    ),
    ...shippingLine(order.shipping_cost),
  ]
}

/** Units per order line id. */
export type UnitsByLine = ReadonlyMap<number, number>

/**
 * The lines of a credit note for `now` units returned after `before` ones: each line gives back its units'
 * share of its frozen IVA and discount the way returns.ts returnRefund counts them (value after, less value before), so the
 * note's total is the refund exactly, and every unit returned in any number of steps gives back the line's
 * whole IVA. `shipping` is the shipping refunded with it (a retracto's).
 */
export function returnDocumentLines(
  order: FrozenOrder,
  before: UnitsByLine,
  now: UnitsByLine,
  shipping = 0,
): DocumentLine[] {
  const share = (amount: number, line: FrozenLine, units: number) =>
    Math.round((amount * units) / line.quantity)
  const between = (amount: number, line: FrozenLine, from: number, to: number) =>
    share(amount, line, to) - share(amount, line, from)
  const lines = withMode(order).flatMap((line) => {
    const already = Math.min(line.quantity, before.get(line.id) ?? 0)
    const after = Math.min(line.quantity, already + (now.get(line.id) ?? 0))
    const units = after - already
    if (units <= 0) return []
    return [
      documentLine(line, units, {
        tax: between(line.tax_amount, line, already, after),
        discount: between(line.discount_amount, line, already, after),
      }),
    ]
  })
  return [...lines, ...shippingLine(shipping)]
}

/** A document's totals from its lines: one entry per rate (highest first), each rate's IVA its lines' sum. */
export function documentTotals(lines: readonly DocumentLine[]): DocumentTotals {
  const byRate = new Map<number, { rate: number; base: number; tax: number }>()
  for (const line of lines) {
    const entry = byRate.get(line.tax_rate) ?? { rate: line.tax_rate, base: 0, tax: 0 }
    entry.base += line.base
    entry.tax += line.tax
    byRate.set(line.tax_rate, entry)
  }
  const by_rate = [...byRate.values()].sort((a, b) => b.rate - a.rate)
  const base = by_rate.reduce((sum, r) => sum + r.base, 0)
  const tax = by_rate.reduce((sum, r) => sum + r.tax, 0)
  return { by_rate, base, tax, total: base + tax }
}
