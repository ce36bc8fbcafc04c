import { and, eq, ne } from 'drizzle-orm'
import { endOfBogotaDay } from '@vitrina/core/business-days'
import { formatCOP, formatStoreDay } from '@vitrina/core/format'
import { returnRefund } from '@vitrina/core/returns'
import {
  RETRACTO_NOT_DELIVERED,
  retractoClosedMessage,
  retractoEndDay,
  retractoOpen,
  retractoRefundDueDay,
} from '@vitrina/core/retracto'
import type { Db, Tx } from '../../db/client'
import { orderReturnItems, orderReturns, orders, orderStatusHistory } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { ORDER_NOT_FOUND } from '../orders/order-status.service'
import { deliveredAt, OPEN_OR_DONE, returnableOrder, returnedUnits } from './returns.service'

// docs/product/consumer-rights.md#retracto (Ley 1480 art. 47): the buyer of a delivered web order withdraws
// within 5 business days of delivery, without a reason. The retracto is a return of every unit not yet in
// another return, except the lines of products marked non-withdrawable, with the shipping refunded; staff
// take it through the returns' steps and owe the money within 30 calendar days. One per order: the order
// row is locked and a partial unique index backs it, so a repeated or concurrent request gets the first.

export const RETRACTO_REASON = 'Derecho de retracto (Ley 1480 de 2011, art. 47).'

export interface RetractoRequest {
  id: number
  created: boolean
  orderTotal: number
  excluded: string[]
}

async function existingRetracto(db: Db | Tx, orderId: string) {
  const [row] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.order_id, orderId),
        eq(orderReturns.kind, 'retracto'),
        ne(orderReturns.status, 'rechazada'),
      ),
    )
  return row
}

export async function requestRetracto(
  db: Db,
  userId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<RetractoRequest> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ user_id: orders.user_id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    const order = locked && locked.user_id === userId ? await returnableOrder(tx, orderId) : null
    if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
    const existing = await existingRetracto(tx, orderId)
    if (existing) return { id: existing.id, created: false, orderTotal: order.total_amount, excluded: [] }
    if (order.channel !== 'web')
      throw conflict('El derecho de retracto aplica a las compras hechas en línea.', 'RETRACTO_NOT_ONLINE')
    const delivered = order.status === 'entregado' ? await deliveredAt(tx, orderId) : null
    if (!delivered) throw conflict(RETRACTO_NOT_DELIVERED, 'RETRACTO_NOT_DELIVERED')
    if (!retractoOpen(delivered, now))
      throw conflict(retractoClosedMessage(retractoEndDay(delivered)), 'RETRACTO_WINDOW_CLOSED')

    const units = await returnedUnits(tx, orderId)
    const taken = units(OPEN_OR_DONE)
    const withdrawn = new Map<number, number>()
    const excluded: string[] = []
    for (const line of order.lines) {
      const left = line.quantity - (taken.get(line.id) ?? 0)
      if (left <= 0) continue
      if (line.withdrawable) withdrawn.set(line.id, left)
      else excluded.push(line.product_name)
    }
    if (!withdrawn.size)
      throw conflict(
        'Este pedido no tiene productos que admitan el retracto (ya están en una devolución o la ley los excluye).',
        'RETRACTO_NOTHING_LEFT',
      )
    // Everything paid for the goods withdrawn, plus the shipping, which no plain return gives back.
    const amount = returnRefund(order.money, units(['recibida']), withdrawn).total + order.shipping_cost
    const dueDay = retractoRefundDueDay(now)
    const [created] = await tx
      .insert(orderReturns)
      .values({
        order_id: orderId,
        requested_by: userId,
        kind: 'retracto',
        reason: RETRACTO_REASON,
        refund_amount: amount,
        refund_due_at: endOfBogotaDay(dueDay),
      })
      .returning({ id: orderReturns.id })
    await tx
      .insert(orderReturnItems)
      .values(
        [...withdrawn].map(([line, quantity]) => ({ return_id: created!.id, order_item_id: line, quantity })),
      )
    const left = excluded.length ? ` Excluidos por la ley: ${excluded.join(', ')}.` : ''
    await tx.insert(orderStatusHistory).values({
      order_id: orderId,
      status: order.status,
      changed_by: userId,
      note: `Retracto #${created!.id} solicitado (${formatCOP(amount)}, envío incluido). Reembolso a más tardar el ${formatStoreDay(dueDay)}.${left}`,
    })
    return { id: created!.id, created: true, orderTotal: order.total_amount, excluded }
  })
}
