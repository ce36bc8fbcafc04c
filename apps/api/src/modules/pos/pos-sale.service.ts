import { and, eq, sql } from 'drizzle-orm'
import { PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import { cashChange, posTotalsSettings } from '@vitrina/core/pos'
import { POS_MESSAGES, type PosSaleInput } from '@vitrina/core/schemas/pos'
import type { TotalsSettings } from '@vitrina/core/totals'
import type { Db } from '../../db/client'
import { payments, users } from '../../db/schema'
import { badRequest } from '../../lib/errors'
import { recordSaleDocument } from '../invoicing/fiscal-records.service'
import { freezeBuyer } from '../orders/order-buyer.service'
import { insertOrder } from '../orders/order-write.service'
import type { StockNews } from '../orders/stock-news'
import { mergeLines } from '../orders/order-stock.service'

// docs/product/back-office.md#point-of-sale: 'Cobrar' writes an order with channel 'pos' through the same
// code as the online checkout (insertOrder: stock taken in one transaction, 409 naming a short product,
// docs/product/cart-and-totals.md#totals totals), already paid and handed over, with its payment row. Totals
// are core's computePosTotals rule: no shipping, IVA as the settings say
// (docs/decisions/013-back-office-sales-and-staff.md).

export interface PosSaleResult {
  orderId: string
  order_number: number
  total_amount: number
  order_date: Date
  amount_received: number | null
  change: number | null
  stock: StockNews
}

/** The sale's completed payment, written with the order (slots `provider`, `amount`, `raw`). */
const paymentRow = {
  name: 'pos-payment',
  sql: sql`INSERT INTO ${payments} (order_id, provider, status, amount_cop, currency, raw)
    VALUES (${sql.placeholder('order_id')}::uuid, ${sql.placeholder('provider')}, 'COMPLETED',
      ${sql.placeholder('amount')}::int, 'COP', ${sql.placeholder('raw')}::jsonb)`,
}

export async function createPosSale(
  db: Db,
  sellerId: string,
  input: PosSaleInput,
  settings: TotalsSettings,
): Promise<PosSaleResult> {
  const lines = mergeLines(input.items)
  const method = input.payment_method
  return db.transaction(async (tx) => {
    const [customer] = input.customer_id
      ? await tx
          .select({ id: users.id, username: users.username, email: users.email })
          .from(users)
          .where(and(eq(users.id, input.customer_id), eq(users.is_active, true)))
      : []
    if (input.customer_id && !customer)
      throw badRequest(POS_MESSAGES.customer, 'CUSTOMER_NOT_FOUND', [
        { field: 'customer_id', message: POS_MESSAGES.customer },
      ])
    const paidAt = new Date()
    let change: number | null = null
    const received = method === 'efectivo' ? (input.amount_received ?? 0) : null
    const order = await insertOrder(
      tx,
      {
        lines,
        settings: posTotalsSettings(settings),
        channel: 'pos',
        payment_method: method,
        customer: {
          id: customer?.id ?? null,
          name: customer?.username ?? null,
          email: customer?.email ?? null,
        },
        history: [
          { status: 'pagado', note: `Venta en el punto de venta (${PAYMENT_METHOD_LABELS[method]})` },
          { status: 'entregado', note: 'Entregado en la tienda' },
        ],
        changedBy: sellerId,
        paidAt,
      },
      {
        insert: paymentRow,
        values: (written) => {
          change = received === null ? null : cashChange(received, written.totals.total)
          // Refused before anything is written: nothing is half-sold.
          if (change !== null && change < 0)
            throw badRequest(POS_MESSAGES.cashShort, 'CASH_SHORT', [
              { field: 'amount_received', message: POS_MESSAGES.cashShort },
            ])
          const raw = { channel: 'pos', seller_id: sellerId, amount_received: received, change }
          return { provider: method, amount: written.totals.total, raw: JSON.stringify(raw) }
        },
      },
    )
    if (input.buyer) await freezeBuyer(tx, order.id, input.buyer, customer?.id ?? null)
    // docs/decisions/040-fiscal-documents.md#when: a documento equivalente POS, or a factura when the buyer
    // gave their document.
    const invoice = input.buyer && !('final_consumer' in input.buyer)
    await recordSaleDocument(tx, order.id, invoice ? 'factura' : 'pos')
    return {
      orderId: order.id,
      order_number: order.order_number,
      total_amount: order.total_amount,
      order_date: order.order_date,
      amount_received: received,
      change,
      stock: order.stock,
    }
  })
}
