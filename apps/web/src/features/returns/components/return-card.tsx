import { formatCOP, formatDate, formatDateTime, orderNumber } from '@vitrina/core/format'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@vitrina/core/order-status'
import type { Return } from '@vitrina/core/schemas/returns'
import { useState } from 'react'
import { Link } from 'react-router'
import { pathTo, paths } from '@vitrina/core/paths'
import { Card } from '../../../components/ui/card'
import { ReturnActions } from './return-actions'
import { ReturnStatusBadge } from './return-status-badge'

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method

/**
 * One return as staff see it (docs/product/returns.md#staff): lines, reason, amount and the next actions;
 * `withOrder` links to its order (the 'Devoluciones' screen), `onMoved` runs after each step.
 */
export function ReturnCard({
  item,
  withOrder = false,
  onMoved,
}: {
  item: Return
  withOrder?: boolean
  onMoved?: () => void
}) {
  return (
    <Card className="space-y-2 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-foreground">
          {item.kind === 'retracto' ? 'Retracto' : 'Devolución'} #{item.id}
          {withOrder && (
            <>
              {' · '}
              <Link
                className="text-primary-ink underline"
                to={pathTo(paths.admin.orderDetail, { id: item.order_id })}
              >
                Pedido #{orderNumber(item.order_id)}
              </Link>
            </>
          )}
        </p>
        <ReturnStatusBadge status={item.status} />
      </div>
      <p className="text-muted">
        {item.customer_name ?? 'Cliente'} · {formatDateTime(item.created_at)} ·{' '}
        {methodLabel(item.payment_method)}
      </p>
      <p className="break-words text-foreground">
        {item.items.map((line) => `${line.quantity} × ${line.product_name}`).join(', ')}
      </p>
      <p className="break-words text-muted">Motivo: {item.reason}</p>
      {item.staff_note && <p className="break-words text-muted">Nota: {item.staff_note}</p>}
      <p className="font-semibold text-foreground tabular-nums">
        Reembolso: {formatCOP(item.refund_amount)}
        {item.refund_method &&
          ` · ${methodLabel(item.refund_method)}${item.refunded_by_name ? ` (${item.refunded_by_name})` : ''}`}
      </p>
      {item.kind === 'retracto' && item.refund_due_at && !item.refunded_at && (
        <RefundDue dueAt={item.refund_due_at} />
      )}
      <ReturnActions item={item} onMoved={onMoved} />
    </Card>
  )
}

/** A retracto's 30 calendar days to refund (Ley 1480 art. 47), in red once past at the time it was drawn. */
function RefundDue({ dueAt }: { dueAt: string }) {
  const [drawnAt] = useState(() => Date.now())
  return (
    <p className={Date.parse(dueAt) < drawnAt ? 'font-semibold text-danger' : 'text-foreground'}>
      Reembolsar (envío incluido) a más tardar el {formatDate(dueAt)} · Ley 1480, art. 47
    </p>
  )
}
