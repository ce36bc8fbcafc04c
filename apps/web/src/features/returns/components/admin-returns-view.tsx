import { useQuery } from '@tanstack/react-query'
import { formatCOP, formatDateTime, orderNumber } from '@vitrina/core/format'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@vitrina/core/order-status'
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@vitrina/core/returns'
import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { pathTo, paths } from '@vitrina/core/paths'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { Card } from '../../../components/ui/card'
import { Select } from '../../../components/ui/select'
import { adminReturnsOptions } from '../returns.api'
import { ReturnActions } from './return-actions'
import { ReturnStatusBadge } from './return-status-badge'

/**
 * docs/product/returns.md#staff 'Devoluciones': requests newest first, filtered by step, each with its lines,
 * reason, amount and the next actions.
 */
export function AdminReturnsView() {
  const [status, setStatus] = useState<ReturnStatus | ''>('solicitada')
  const list = useQuery(adminReturnsOptions(status || undefined))
  return (
    <div className="space-y-4">
      <label className="flex max-w-xs flex-col gap-1.5 text-sm font-medium text-foreground">
        Estado
        <Select value={status} onChange={(e) => setStatus(e.target.value as ReturnStatus | '')}>
          <option value="">Todas</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RETURN_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </label>
      {list.isPending ? (
        <LoadState tone="loading">Cargando devoluciones...</LoadState>
      ) : list.isError ? (
        <LoadState tone="error">Error al cargar las devoluciones.</LoadState>
      ) : list.data.length === 0 ? (
        <EmptyState icon={Undo2} title="No hay devoluciones en este estado." />
      ) : (
        <ul className="space-y-3">
          {list.data.map((item) => (
            <li key={item.id}>
              <Card className="space-y-2 p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-foreground">
                    Devolución #{item.id} ·{' '}
                    <Link
                      className="text-primary-ink underline"
                      to={pathTo(paths.admin.orderDetail, { id: item.order_id })}
                    >
                      Pedido #{orderNumber(item.order_id)}
                    </Link>
                  </p>
                  <ReturnStatusBadge status={item.status} />
                </div>
                <p className="text-muted">
                  {item.customer_name ?? 'Cliente'} · {formatDateTime(item.created_at)} ·{' '}
                  {PAYMENT_METHOD_LABELS[item.payment_method as PaymentMethod] ?? item.payment_method}
                </p>
                <p className="break-words text-foreground">
                  {item.items.map((line) => `${line.quantity} × ${line.product_name}`).join(', ')}
                </p>
                <p className="break-words text-muted">Motivo: {item.reason}</p>
                {item.staff_note && <p className="break-words text-muted">Nota: {item.staff_note}</p>}
                <p className="font-semibold text-foreground tabular-nums">
                  Reembolso: {formatCOP(item.refund_amount)}
                  {item.refund_method &&
                    ` · ${PAYMENT_METHOD_LABELS[item.refund_method as PaymentMethod] ?? item.refund_method}${item.refunded_by_name ? ` (${item.refunded_by_name})` : ''}`}
                </p>
                <ReturnActions item={item} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
